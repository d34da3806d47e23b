import {
  COLOURS,
  COLUMN_GAP,
  contentWidth,
  type Doc,
  horizontalRule,
  labelledItem,
  MARGIN,
  newTaggedPdf,
  roomLeft,
  type Struct,
  tagged,
} from '../../lib/pdf/pdf-document.js';

// The layout the request's PDFs share (the recap and the decision document): a title block, then sections of
// labelled entries, then closing paragraphs, on numbered pages with a running header.

// Room kept at the top of pages 2+ for the running header, and at the bottom of every page for its number.
const HEADER_SPACE = 28;
const FOOTER_SPACE = 24;
const LABEL_WIDTH = 170;
const BODY_SIZE = 11;
const ENTRY_SPACE = 6;

export interface PdfEntry {
  label: string;
  value: string;
}

export interface PdfSection {
  heading: string;
  entries: PdfEntry[];
}

/** What a document says, in one language, independent of how it is drawn. */
export interface SectionsDocument {
  /** BCP 47 tag of the document's language (the reader's voice). */
  locale: string;
  portal: string;
  title: string;
  subject: string;
  /** The number the citizen quotes, printed after the title. */
  identifier: string;
  /** Repeated at the top of every page after the first. */
  runningHeader: string;
  pageOf: (page: number, pages: number) => string;
  sections: PdfSection[];
  /** Closing paragraphs, after the sections. */
  closing: string[];
  generatedOn: string;
}

export interface RenderOptions {
  /** pdfkit compresses page streams; tests turn it off to read the content. */
  compress?: boolean;
}

const bodyWidth = (doc: Doc) => contentWidth(doc) - LABEL_WIDTH - COLUMN_GAP;
const pageBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
/** Height a page offers below its running header. */
const freshPageRoom = (doc: Doc) => pageBottom(doc) - (doc.page.margins.top + HEADER_SPACE);

function entryHeight(doc: Doc, entry: PdfEntry): number {
  const label = doc.font('semibold').fontSize(10).heightOfString(entry.label, { width: LABEL_WIDTH });
  const value = doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .heightOfString(entry.value, { width: bodyWidth(doc) });
  return Math.max(label, value);
}

/**
 * An entry too tall for one page (a citizen's long observations): the label above, then the body across the
 * full width, flowing onto the next pages (pdfkit carries the marked content over the page break).
 */
function flowingEntry(doc: Doc, list: Struct, entry: PdfEntry) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  if (roomLeft(doc) < 80) doc.addPage();
  const item = doc.struct('LI');
  list.add(item);
  item.add(
    doc.struct('Lbl', {}, () => {
      doc.font('semibold').fontSize(10).fillColor(COLOURS.label).text(entry.label, left, doc.y, { width });
    }),
  );
  doc.moveDown(0.2);
  item.add(
    doc.struct('LBody', {}, () => {
      doc
        .font('regular')
        .fontSize(BODY_SIZE)
        .fillColor(COLOURS.text)
        .text(entry.value, left, doc.y, { width });
    }),
  );
  item.end();
  doc.x = left;
  doc.y += ENTRY_SPACE;
}

/** One entry as a list item: label and body side by side on one page, or flowing when no page holds it. */
function entry(doc: Doc, list: Struct, item: PdfEntry) {
  if (entryHeight(doc, item) > freshPageRoom(doc)) {
    flowingEntry(doc, list, item);
    return;
  }
  labelledItem(doc, list, {
    label: item.label,
    body: item.value,
    labelWidth: LABEL_WIDTH,
    bodySize: BODY_SIZE,
    spaceAfter: ENTRY_SPACE,
  });
}

/** Height a section needs: its heading and every entry (measured the way `entry` draws them). */
function sectionHeight(doc: Doc, section: PdfSection): number {
  let height = doc
    .font('semibold')
    .fontSize(14)
    .heightOfString(section.heading, { width: contentWidth(doc) });
  height += doc.currentLineHeight(true) * 0.4;
  for (const item of section.entries) height += entryHeight(doc, item) + ENTRY_SPACE;
  return height;
}

/**
 * Once everything is laid out (pages buffered): "pagina 1 di 2" at the foot of every page and the title with
 * the reference code at the top of every page after the first, so a printed loose sheet still says what it
 * belongs to. Both are pagination artifacts, skipped by screen readers (the title is already the H1).
 */
function decoratePages(doc: Doc, content: SectionsDocument) {
  const range = doc.bufferedPageRange();
  const pages = range.count;
  for (let index = range.start; index < range.start + pages; index += 1) {
    doc.switchToPage(index);
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
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

function draw(doc: Doc, content: SectionsDocument) {
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = contentWidth(doc);
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
    if (doc.y + Math.min(needed, freshPageRoom(doc)) > pageBottom(doc) || doc.y + 60 > pageBottom(doc)) {
      doc.addPage();
    }
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
    for (const item of section.entries) entry(doc, list, item);
    list.end();
    sect.end();
    doc.moveDown(0.8);
  }

  content.closing.forEach((paragraph, index) => {
    if (index > 0) doc.moveDown(0.3);
    tagged(doc, root, 'P', () => {
      doc.font('regular').fontSize(10).fillColor(COLOURS.text).text(paragraph, left, doc.y, { width });
    });
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
 * A tagged PDF 1.7 of `content` (structure tree, document language, title shown in the reader's title bar), so
 * screen readers read headings, paragraphs and each entry with its label.
 */
export async function renderSectionsPdf(
  content: SectionsDocument,
  options: RenderOptions = {},
): Promise<Buffer> {
  const { doc, done } = newTaggedPdf({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    lang: content.locale,
    compress: options.compress ?? true,
    info: {
      Title: `${content.title} ${content.identifier}`,
      Author: content.portal,
      Subject: content.subject,
      Creator: content.portal,
    },
  });
  // Pages after the first start below the running header that decoratePages writes there.
  doc.on('pageAdded', () => {
    doc.y = doc.page.margins.top + HEADER_SPACE;
  });
  draw(doc, content);
  decoratePages(doc, content);
  doc.end();
  return done;
}
