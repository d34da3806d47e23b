import type { Signature } from '@suap/shared';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  signingTime: '1.2.840.113549.1.9.5',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  serialNumber: '2.5.4.5',
  givenName: '2.5.4.42',
} as const;

const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** Parses a DER CMS ContentInfo holding SignedData; throws when it is not one. */
export function parseSignedData(der: Uint8Array): pkijs.SignedData {
  const asn1 = asn1js.fromBER(arrayBufferOf(der));
  if (asn1.offset === -1) throw new Error('not DER-encoded data');
  const info = new pkijs.ContentInfo({ schema: asn1.result });
  if (info.contentType !== OID.signedData) throw new Error('not a CMS signed-data envelope');
  return new pkijs.SignedData({ schema: info.content });
}

/** The trust anchors (the EU trusted list's CA certificates, as configured) in PEM, parsed once. */
export function parseTrustAnchors(pem: string): pkijs.Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) => {
    const base64 = block.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
    return pkijs.Certificate.fromBER(arrayBufferOf(Buffer.from(base64, 'base64')));
  });
}

function attribute(certificate: pkijs.Certificate, type: string): string | null {
  const found = certificate.subject.typesAndValues.find((entry) => entry.type === type);
  const value = found?.value.valueBlock.value;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The signer's name and fiscal code as Italian qualified certificates carry them (subject serialNumber TINIT-…). */
function signerOf(certificate: pkijs.Certificate) {
  const given = attribute(certificate, OID.givenName);
  const surname = attribute(certificate, OID.surname);
  const name = given && surname ? `${given} ${surname}` : attribute(certificate, OID.commonName);
  const serial = attribute(certificate, OID.serialNumber);
  const fiscalCode = serial && /^TINIT-/i.test(serial) ? serial.slice(6).toUpperCase() : null;
  return { signerName: name, signerFiscalCode: fiscalCode };
}

function signingTimeOf(signer: pkijs.SignerInfo): Date | null {
  const found = signer.signedAttrs?.attributes.find((entry) => entry.type === OID.signingTime);
  const value = found?.values[0] as asn1js.UTCTime | asn1js.GeneralizedTime | undefined;
  return value && 'toDate' in value ? value.toDate() : null;
}

/** The signer's certificate, found among the envelope's certificates by issuer and serial number or key id. */
function certificateOf(signedData: pkijs.SignedData, signer: pkijs.SignerInfo): pkijs.Certificate | null {
  const certificates = (signedData.certificates ?? []).filter(
    (entry): entry is pkijs.Certificate => entry instanceof pkijs.Certificate,
  );
  const sid = signer.sid as pkijs.IssuerAndSerialNumber | asn1js.Constructed;
  if (sid instanceof pkijs.IssuerAndSerialNumber)
    return (
      certificates.find(
        (certificate) =>
          certificate.issuer.isEqual(sid.issuer) && certificate.serialNumber.isEqual(sid.serialNumber),
      ) ?? null
    );
  return certificates[0] ?? null;
}

/**
 * Verifies every signer of a SignedData: the signature over the signed attributes and the content digest
 * (`detached`: the bytes signed, for PAdES; otherwise the envelope's own content), then, with trust anchors, the
 * chain of the signer's certificate at the signing time. Never throws: a signature that cannot be checked is
 * reported broken with the reason.
 */
export async function verifySigners(
  signedData: pkijs.SignedData,
  options: { trustAnchors: pkijs.Certificate[]; detached?: Uint8Array; uploadedAt: Date },
): Promise<Signature[]> {
  const results: Signature[] = [];
  for (let index = 0; index < signedData.signerInfos.length; index += 1) {
    const signer = signedData.signerInfos[index]!;
    const certificate = certificateOf(signedData, signer);
    const signingTime = signingTimeOf(signer);
    const at = signingTime ?? options.uploadedAt;
    const facts = {
      ...(certificate ? signerOf(certificate) : { signerName: null, signerFiscalCode: null }),
      signingTime: signingTime?.toISOString() ?? null,
      certificateValidAtSigning: certificate
        ? certificate.notBefore.value <= at && at <= certificate.notAfter.value
        : false,
    };
    const data = options.detached ? arrayBufferOf(options.detached) : undefined;
    let problem: string | null = null;
    try {
      const intact = await signedData.verify({ signer: index, data, checkChain: false, extendedMode: true });
      if (!intact.signatureVerified)
        problem = intact.message || 'the signature does not match the signed bytes';
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem || !certificate) {
      results.push({ ...facts, status: 'broken', problem: problem ?? 'the signer’s certificate is missing' });
      continue;
    }
    let trusted = false;
    if (options.trustAnchors.length > 0) {
      const chain = new pkijs.CertificateChainValidationEngine({
        trustedCerts: options.trustAnchors,
        certs: (signedData.certificates ?? []).filter(
          (entry): entry is pkijs.Certificate => entry instanceof pkijs.Certificate,
        ),
        checkDate: at,
      });
      trusted = (await chain.verify()).result;
    }
    results.push({ ...facts, status: trusted ? 'valid' : 'intact', problem: null });
  }
  return results;
}
