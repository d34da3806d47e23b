import type { Language, Request } from '@suap/shared';
import PDFDocument from 'pdfkit';
import {
  collect,
  COLOURS,
  COLUMN_GAP,
  horizontalRule,
  labelledItem,
  MARGIN,
  registerFonts,
  tagged,
  type Doc,
  type Struct,
} from '../../lib/pdf/pdf-document.js';
import { recapContent, type RecapContent, type RecapEntry } from './recap-content.js';

// Room kept at the top of pages 2+ for the running header, and at the bottom of every page for its number.
const HEADER_SPACE = 28;
const FOOTER_SPACE = 24;
const LABEL_WIDTH = 170;

export interface RenderOptions {
  /** pdfkit compresses page streams; tests turn it off to read the content. */
  compress?: boolean;
  /** When the document says it was generated (tests pin it). */
  generatedAt?: Date;
}

/** One answer as a list item: the question as its label, the answer as its body, side by side. */
function keyValue(doc: Doc, list: Struct, entry: RecapEntry) {
  const item = {
    label: entry.label,
    body: entry.value,
    labelWidth: LABEL_WIDTH,
    bodySize: 11,
    spaceAfter: 6,
  };
  // Keeps a question and its answer on the same page.
  labelledItem(doc, list, item);
}

/** Height a section needs: its heading and every row (measured the way keyValue draws them). */
function sectionHeight(doc: Doc, section: RecapContent['sections'][number]): number {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const valueWidth = width - LABEL_WIDTH - COLUMN_GAP;
  let height = doc.font('semibold').fontSize(14).heightOfString(section.heading, { width });
  height += doc.currentLineHeight(true) * 0.4;
  for (const entry of section.entries) {
    const label = doc.font('semibold').fontSize(10).heightOfString(entry.label, { width: LABEL_WIDTH });
    const value = doc.font('regular').fontSize(11).heightOfString(entry.value, { width: valueWidth });
    height += Math.max(label, value) + 6;
  }
  return height;
}

const pageBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/**
 * Once everything is laid out (pages buffered): "pagina 1 di 2" at the foot of every page and the title with
 * the reference code at the top of every page after the first, so a printed loose sheet still says what it
 * belongs to. Both are pagination artifacts, skipped by screen readers (the title is already the H1).
 */
function decoratePages(doc: Doc, content: RecapContent) {
  const range = doc.bufferedPageRange();
  const pages = range.count;
  for (let index = range.start; index < range.start + pages; index += 1) {
    doc.switchToPage(index);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin must not make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    if (index > range.start) {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(COLOURS.label)
        .text(content.runningHeader, left, MARGIN - 20, { width, lineBreak: false, ellipsis: true });
    }
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(COLOURS.label)
      .text(content.pageOf(index - range.start + 1, pages), left, doc.page.height - MARGIN + 10, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

function draw(doc: Doc, content: RecapContent) {
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;

  tagged(doc, root, 'P', () => {
    doc.font('semibold').fontSize(11).fillColor(COLOURS.label).text(content.portal, left, doc.y, { width });
  });
  tagged(doc, root, 'H1', () => {
    doc
      .font('semibold')
      .fontSize(20)
      .fillColor(COLOURS.heading)
      .text(`${content.title} ${content.identifier}`, { width });
  });
  horizontalRule(doc);

  for (const section of content.sections) {
    // Keep a section on one page when it fits on one: never strand its last rows on the next page.
    const needed = sectionHeight(doc, section);
    const fresh = pageBottom(doc) - (doc.page.margins.top + HEADER_SPACE);
    if (doc.y + Math.min(needed, fresh) > pageBottom(doc) || doc.y + 60 > pageBottom(doc)) doc.addPage();
    const sect = doc.struct('Sect');
    root.add(sect);
    tagged(doc, sect, 'H2', () => {
      doc
        .font('semibold')
        .fontSize(14)
        .fillColor(COLOURS.heading)
        .text(section.heading, left, doc.y, { width });
    });
    doc.moveDown(0.4);
    const list = doc.struct('L');
    sect.add(list);
    for (const entry of section.entries) keyValue(doc, list, entry);
    list.end();
    sect.end();
    doc.moveDown(0.8);
  }

  tagged(doc, root, 'P', () => {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(COLOURS.text)
      .text(content.declaration, left, doc.y, { width });
  });
  tagged(doc, root, 'P', () => {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(COLOURS.label)
      .text(content.generatedOn, left, doc.y, { width });
  });
  root.end();
}

/**
 * The PDF recap of a request (issue 5): a tagged PDF 1.7 (structure tree, document language, title shown in
 * the reader's title bar) so screen readers read headings, paragraphs and each question with its answer.
 * `lang` is normally the request's own language.
 */
export async function renderRequestRecap(
  request: Request,
  lang: Language,
  options: RenderOptions = {},
): Promise<Buffer> {
  const content = recapContent(request, lang, options.generatedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
    lang: content.locale,
    compress: options.compress ?? true,
    info: {
      Title: `${content.title} ${content.identifier}`,
      Author: content.portal,
      Subject: content.subject,
      Creator: content.portal,
    },
  });
  const done = collect(doc);
  registerFonts(doc);
  // Pages after the first start below the running header that decoratePages writes there.
  doc.on('pageAdded', () => {
    doc.y = doc.page.margins.top + HEADER_SPACE;
  });
  draw(doc, content);
  decoratePages(doc, content);
  doc.end();
  return done;
}
