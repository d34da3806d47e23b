import type { Signature } from '@suap/shared';
import type * as pkijs from 'pkijs';
import { parseSignedData, verifySigners } from './cms.js';

/**
 * A CAdES envelope (.p7m): the signed document is inside it. Returns each signer's verification; a file that
 * cannot be parsed as one is a single broken signature.
 */
export async function verifyCades(
  der: Uint8Array,
  options: { trustAnchors: pkijs.Certificate[]; uploadedAt: Date },
): Promise<Signature[]> {
  let signedData: pkijs.SignedData;
  try {
    signedData = parseSignedData(der);
  } catch (error) {
    return [brokenEnvelope(error)];
  }
  if (!signedData.encapContentInfo.eContent)
    return [brokenEnvelope(new Error('the envelope does not contain the signed document'))];
  const signatures = await verifySigners(signedData, options);
  return signatures.length > 0 ? signatures : [brokenEnvelope(new Error('the envelope has no signer'))];
}

/** Whether the bytes parse as a CMS signed-data envelope at all (a cut-off .p7m does not). */
export function isReadableEnvelope(der: Uint8Array): boolean {
  try {
    parseSignedData(der);
    return true;
  } catch {
    return false;
  }
}

export const brokenEnvelope = (error: unknown): Signature => ({
  status: 'broken',
  signerName: null,
  signerFiscalCode: null,
  signingTime: null,
  certificateValidAtSigning: false,
  problem: error instanceof Error ? error.message : String(error),
});
