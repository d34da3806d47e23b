import type { Signature } from '@suap/shared';
import type * as pkijs from 'pkijs';
import { brokenEnvelope } from './cades.js';
import { parseSignedData, verifySigners } from './cms.js';

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/**
 * The signatures inside a PDF (PAdES, and the older adbe.pkcs7.detached): each signature dictionary names the
 * byte ranges it covers and holds, in the gap between them, the detached CMS as a hex string (zero-padded: the
 * parser reads the first DER element and ignores the rest). Each is verified over its ranges. Earlier signatures
 * cover earlier revisions (a later signature appends to the file); the last one must reach the end of the file,
 * or the document was changed after its last signature.
 */
export async function verifyPades(
  pdf: Buffer,
  options: { trustAnchors: pkijs.Certificate[]; uploadedAt: Date },
): Promise<Signature[]> {
  const found: Signature[] = [];
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(BYTE_RANGE)].map(
    (match) => match.slice(1, 5).map(Number) as [number, number, number, number],
  );
  for (const [index, [start, firstLength, second, secondLength]] of ranges.entries()) {
    const last = index === ranges.length - 1;
    if (start !== 0 || second < firstLength || second + secondLength > pdf.length) {
      found.push(brokenEnvelope(new Error('the signature’s byte range does not fit the file')));
      continue;
    }
    const hex = pdf
      .subarray(firstLength, second)
      .toString('latin1')
      .replace(/[<>\s]/g, '');
    let signedData: pkijs.SignedData;
    try {
      signedData = parseSignedData(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
    } catch (error) {
      found.push(brokenEnvelope(error));
      continue;
    }
    const signedBytes = Buffer.concat([
      pdf.subarray(start, firstLength),
      pdf.subarray(second, second + secondLength),
    ]);
    const signatures = await verifySigners(signedData, { ...options, detached: signedBytes });
    const coversAll = second + secondLength === pdf.length;
    for (const signature of signatures)
      found.push(
        last && !coversAll && signature.status !== 'broken'
          ? { ...signature, status: 'broken', problem: 'the document was changed after it was signed' }
          : signature,
      );
  }
  return found;
}
