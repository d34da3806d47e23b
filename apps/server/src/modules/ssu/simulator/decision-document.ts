import { COLOURS, contentWidth, newTaggedPdf, tagged } from '../../../lib/pdf/pdf-document.js';
import type { Cui } from '../ssu-schemas.js';
import { sha256Hex } from '../instance/instances.repository.js';

export { sha256Hex };

/**
 * The hash the back office announces and holds for a document it issued: a damaged one's is the SHA-256 of
 * other bytes, as if the file had changed after its hash was taken.
 */
export const heldHash = (bytes: Buffer, damaged: boolean) =>
  sha256Hex(damaged ? Buffer.concat([bytes, Buffer.from('x')]) : bytes);

const TITLES = {
  decision: { it: 'Provvedimento del SUAP', en: 'SUAP’s decision' },
  integration: { it: 'Richiesta di integrazione del SUAP', en: 'SUAP’s request for documents' },
} as const;

export interface SimulatedDocumentContent {
  kind: keyof typeof TITLES;
  cui: Cui;
  /** The event notified or the integration requested, as the back office sent it. */
  text: string;
  /** YYYY-MM-DD. */
  date: string;
}

/**
 * A small real PDF, as a back office's decision or request for documents would be one, so that the front office
 * fetches, checks and stores bytes any reader opens. Bilingual, as the development page is; tagged like the
 * portal's own PDFs.
 */
export async function simulatedDocumentPdf(content: SimulatedDocumentContent): Promise<Buffer> {
  const title = TITLES[content.kind];
  const { doc, done } = newTaggedPdf({
    lang: 'it',
    info: { Title: `${title.it} / ${title.en}`, Creator: 'SSU back-office stand-in' },
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = contentWidth(doc);
  tagged(doc, root, 'H1', () => {
    doc.font('semibold').fontSize(18).fillColor(COLOURS.heading).text(`${title.it} / ${title.en}`, { width });
  });
  const lines = [
    `CUI: ${content.cui.context}-${content.cui.progressive} (${content.cui.uuid})`,
    content.text,
    `Data / Date: ${content.date}`,
  ];
  for (const line of lines)
    tagged(doc, root, 'P', () => {
      doc.moveDown(0.5).font('regular').fontSize(11).fillColor(COLOURS.text).text(line, { width });
    });
  root.end();
  doc.end();
  return done;
}
