import {
  COLOURS,
  contentWidth,
  type Doc,
  horizontalRule,
  labelledItem,
  newTaggedPdf,
  roomLeft,
  type Struct,
  tagged,
} from '../../lib/pdf/pdf-document.js';
import type { DocumentBlock, PublicDocument } from './document-model.js';

const LABEL_WIDTH = 110;

export interface RenderOptions {
  /** pdfkit compresses page streams; tests turn it off to read the text back. */
  compress?: boolean;
}

/** A list item drawn as label and body side by side, kept on one page. */
function listItem(doc: Doc, list: Struct, label: string, body: readonly string[]) {
  labelledItem(doc, list, {
    label,
    body: body.join('\n'),
    labelWidth: LABEL_WIDTH,
    bodySize: 10.5,
    spaceAfter: 8,
  });
}

function drawBlock(doc: Doc, root: Struct, block: DocumentBlock) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  switch (block.kind) {
    case 'heading':
      // A heading never ends a page on its own.
      if (roomLeft(doc) < 80) doc.addPage();
      doc.moveDown(0.6);
      tagged(doc, root, 'H2', () => {
        doc.font('semibold').fontSize(14).fillColor(COLOURS.heading).text(block.text, left, doc.y, { width });
      });
      doc.moveDown(0.3);
      return;
    case 'paragraph':
      tagged(doc, root, 'P', () => {
        doc
          .font('regular')
          .fontSize(11)
          .fillColor(COLOURS.text)
          .text(block.text, left, doc.y, { width, lineGap: 1.5 });
      });
      doc.moveDown(0.5);
      return;
    case 'list': {
      const list = doc.struct('L');
      root.add(list);
      for (const item of block.items) listItem(doc, list, item.label, item.body);
      list.end();
      doc.moveDown(0.3);
      return;
    }
  }
}

/**
 * A public document as a tagged PDF 1.7: structure tree, document language, and the title shown in the
 * reader's title bar, so screen readers announce headings, paragraphs and list items (PDF/UA basics).
 */
export async function renderPublicDocument(
  content: PublicDocument,
  options: RenderOptions = {},
): Promise<Buffer> {
  const { doc, done } = newTaggedPdf({
    lang: content.locale,
    compress: options.compress ?? true,
    info: { Title: content.title, Author: content.portal, Subject: content.subject, Creator: content.portal },
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  tagged(doc, root, 'P', () => {
    doc.font('semibold').fontSize(11).fillColor(COLOURS.label).text(content.portal, left, doc.y, { width });
  });
  tagged(doc, root, 'H1', () => {
    doc.font('semibold').fontSize(20).fillColor(COLOURS.heading).text(content.title, { width });
  });
  horizontalRule(doc);
  for (const block of content.blocks) drawBlock(doc, root, block);
  doc.moveDown(0.8);
  tagged(doc, root, 'P', () => {
    doc.font('regular').fontSize(9).fillColor(COLOURS.label).text(content.footer, left, doc.y, { width });
  });
  root.end();
  doc.end();
  return done;
}
