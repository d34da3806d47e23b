import path from 'node:path';
import PDFDocument from 'pdfkit';
import { serverRoot } from '../../paths.js';
import type { DocumentBlock, PublicDocument } from './document-model.js';

// The same Titillium Web files the request recap embeds (see recap-pdf/fonts/OFL.txt for the licence),
// so accented letters render in every reader.
const FONT_DIR = path.join(serverRoot, 'src', 'modules', 'recap-pdf', 'fonts');
const FONTS = {
  regular: path.join(FONT_DIR, 'TitilliumWeb-Regular.ttf'),
  semibold: path.join(FONT_DIR, 'TitilliumWeb-SemiBold.ttf'),
};
// bootstrap-italia colours with at least 4.5:1 contrast on white.
const COLOURS = { text: '#1a1a1a', heading: '#0066cc', label: '#5c6f82', rule: '#0066cc' };
const MARGIN = 56;
const LABEL_WIDTH = 110;
const COLUMN_GAP = 14;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

export interface RenderOptions {
  /** pdfkit compresses page streams; tests turn it off to read the text back. */
  compress?: boolean;
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const roomLeft = (doc: Doc) => doc.page.height - doc.page.margins.bottom - doc.y;

function tagged(doc: Doc, parent: Struct, type: 'H1' | 'H2' | 'P', draw: () => void) {
  parent.add(doc.struct(type, {}, draw));
}

function horizontalRule(doc: Doc) {
  const y = doc.y + 2;
  // Decoration only: an artifact, so screen readers skip it.
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(1.5)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc.endMarkedContent();
  doc.y = y + 12;
}

/** A list item drawn as label and body side by side, kept on one page. */
function listItem(doc: Doc, list: Struct, label: string, body: readonly string[]) {
  const left = doc.page.margins.left;
  const bodyX = left + LABEL_WIDTH + COLUMN_GAP;
  const bodyWidth = doc.page.width - doc.page.margins.right - bodyX;
  const text = body.join('\n');
  const labelHeight = doc.font('semibold').fontSize(10).heightOfString(label, { width: LABEL_WIDTH });
  const bodyHeight = doc.font('regular').fontSize(10.5).heightOfString(text, { width: bodyWidth });
  const height = Math.max(labelHeight, bodyHeight);
  if (height > roomLeft(doc)) doc.addPage();
  const top = doc.y;
  const item = doc.struct('LI');
  list.add(item);
  item.add(
    doc.struct('Lbl', {}, () => {
      doc
        .font('semibold')
        .fontSize(10)
        .fillColor(COLOURS.label)
        .text(label, left, top + 1, { width: LABEL_WIDTH });
    }),
  );
  item.add(
    doc.struct('LBody', {}, () => {
      doc.font('regular').fontSize(10.5).fillColor(COLOURS.text).text(text, bodyX, top, { width: bodyWidth });
    }),
  );
  item.end();
  doc.x = left;
  doc.y = top + height + 8;
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
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
    lang: content.locale,
    compress: options.compress ?? true,
    info: { Title: content.title, Author: content.portal, Subject: content.subject, Creator: content.portal },
  });
  const done = collect(doc);
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('semibold', FONTS.semibold);

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
