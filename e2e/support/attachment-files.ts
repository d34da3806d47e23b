import { samplePdf, signCms, testPki } from '../../apps/server/src/modules/attachments/signatures/test-pki';

/** A file as Playwright's setInputFiles takes it. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * The documents of the journeys (issue 29), made by the server's own test PKI: a PDF, a CAdES .p7m wrapping a PDF
 * signed by a certificate for Mario Rossi (its CA is not configured as a trust anchor, so the portal calls the
 * signature intact, not valid), and a small JPEG.
 */
export async function journeyFiles(): Promise<{ pdf: UploadFile; p7m: UploadFile; jpeg: UploadFile }> {
  const pki = await testPki();
  const signer = await pki.signer({ name: ['Mario', 'Rossi'], fiscalCode: 'RSSMRA80A01H501U' });
  const jpeg = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
    Buffer.alloc(512, 0x55),
    Buffer.from([0xff, 0xd9]),
  ]);
  return {
    pdf: {
      name: 'planimetria.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Planimetria dei locali'),
    },
    p7m: {
      name: 'domanda.pdf.p7m',
      mimeType: 'application/pkcs7-mime',
      buffer: await signCms(samplePdf('Domanda firmata'), signer),
    },
    jpeg: { name: 'foto-locale.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  };
}
