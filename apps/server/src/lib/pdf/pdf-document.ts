import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import path from 'node:path';
import { serverRoot } from '../../paths.js';

// What every PDF the portal generates shares (the request recap, the public documents): typeface, colours,
// margins, and the tagged-PDF drawing helpers (pdfkit).

export type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

// Titillium Web, the typeface of the Italian PA design system (fonts/OFL.txt for its licence), embedded so accented
// letters render in every reader. Resolved from the server package root, which holds src/ both in development and
// next to dist/.
const FONT_DIR = path.join(serverRoot, 'src', 'lib', 'pdf', 'fonts');

// Read once: every document embeds a subset of the same two files.
let fontBytes: { regular: Buffer; semibold: Buffer } | undefined;

/** Registers the 'regular' and 'semibold' fonts the drawing code names. */
export function registerFonts(doc: Doc): void {
  fontBytes ??= {
    regular: readFileSync(path.join(FONT_DIR, 'TitilliumWeb-Regular.ttf')),
    semibold: readFileSync(path.join(FONT_DIR, 'TitilliumWeb-SemiBold.ttf')),
  };
  doc.registerFont('regular', fontBytes.regular);
  doc.registerFont('semibold', fontBytes.semibold);
}

// Colours of bootstrap-italia with at least 4.5:1 contrast on white.
export const COLOURS = { text: '#1a1a1a', heading: '#0066cc', label: '#5c6f82', rule: '#0066cc' };
export const MARGIN = 56;

/**
 * A new A4 document as every portal PDF is made: PDF 1.7, tagged, its title shown and its language declared (what
 * assistive technologies need), the portal's margins (or the caller's) and fonts; `done` settles with its bytes
 * once it is ended.
 */
export function newTaggedPdf(options: {
  lang: string;
  info: PDFKit.DocumentInfo;
  compress?: boolean;
  margins?: { top: number; left: number; right: number; bottom: number };
  bufferPages?: boolean;
}): { doc: Doc; done: Promise<Buffer> } {
  const { margins, ...rest } = options;
  const doc = new PDFDocument({
    size: 'A4',
    ...(margins ? { margins } : { margin: MARGIN }),
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
    ...rest,
  });
  const done = collect(doc);
  registerFonts(doc);
  return { doc, done };
}
export const COLUMN_GAP = 14;

/** The bytes of the document once it ends. */
export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Draws a heading or paragraph as a tagged structure element under `parent`. */
export function tagged(doc: Doc, parent: Struct, type: 'H1' | 'H2' | 'P', draw: () => void): void {
  parent.add(doc.struct(type, {}, draw));
}

export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

export function horizontalRule(doc: Doc): void {
  const y = doc.y + 2;
  // Decoration only: marked as an artifact so screen readers skip it.
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

/** Room left on the page below the current position. */
export const roomLeft = (doc: Doc) => doc.page.height - doc.page.margins.bottom - doc.y;

export interface LabelledItem {
  label: string;
  body: string;
  labelWidth: number;
  /** Font size of the body; the label is 10 pt semibold. */
  bodySize: number;
  /** Space below the item. */
  spaceAfter: number;
}

/** A list item drawn as label and body side by side (tagged LI > Lbl + LBody), kept on one page. */
export function labelledItem(doc: Doc, list: Struct, item: LabelledItem): void {
  const { label, body, labelWidth, bodySize, spaceAfter } = item;
  const left = doc.page.margins.left;
  const bodyX = left + labelWidth + COLUMN_GAP;
  const bodyWidth = doc.page.width - doc.page.margins.right - bodyX;
  const labelHeight = doc.font('semibold').fontSize(10).heightOfString(label, { width: labelWidth });
  const bodyHeight = doc.font('regular').fontSize(bodySize).heightOfString(body, { width: bodyWidth });
  const height = Math.max(labelHeight, bodyHeight);
  if (height > roomLeft(doc)) doc.addPage();
  const top = doc.y;
  const element = doc.struct('LI');
  list.add(element);
  element.add(
    doc.struct('Lbl', {}, () => {
      doc
        .font('semibold')
        .fontSize(10)
        .fillColor(COLOURS.label)
        .text(label, left, top + 1, { width: labelWidth });
    }),
  );
  element.add(
    doc.struct('LBody', {}, () => {
      doc
        .font('regular')
        .fontSize(bodySize)
        .fillColor(COLOURS.text)
        .text(body, bodyX, top, { width: bodyWidth });
    }),
  );
  element.end();
  doc.x = left;
  doc.y = top + height + spaceAfter;
}
