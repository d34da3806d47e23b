import type { AttachmentContentType } from '@suap/shared';

/** The bytes the detection needs from the start of a file. */
export const SNIFF_BYTES = 64;

// DER: SEQUENCE, then the OID of CMS signedData (1.2.840.113549.1.7.2), within the first bytes of a .p7m.
const SIGNED_DATA_OID = Buffer.from([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02]);

/**
 * What a file is, from its first bytes (never its name or the type the browser claims): the formats of
 * ATTACHMENT_CONTENT_TYPES, or null for anything else (a program, an archive, a renamed text file...).
 */
export function detectContentType(head: Buffer): AttachmentContentType | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head[0] === 0x30 && head.subarray(0, 24).includes(SIGNED_DATA_OID)) return 'application/pkcs7-mime';
  return null;
}
