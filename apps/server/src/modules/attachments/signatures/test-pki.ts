// @peculiar/x509 resolves its services through tsyringe, which needs the Reflect metadata polyfill.
import 'reflect-metadata';
import { createHash, webcrypto } from 'node:crypto';

type CryptoKeyPair = webcrypto.CryptoKeyPair;
import * as x509 from '@peculiar/x509';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

// Test support (issue 29): the tests make their own certification authority, signers' certificates and signed
// files, CAdES (.p7m) and PAdES (signed PDF), so no real certificate or personal data is involved.

x509.cryptoProvider.set(webcrypto as never);
const ALGORITHM = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};
const DAY = 86_400_000;

export interface TestSigner {
  certificate: x509.X509Certificate;
  keys: CryptoKeyPair;
}

export interface TestPki {
  caPem: string;
  signer: (options?: {
    name?: [string, string];
    fiscalCode?: string;
    validDays?: [number, number];
  }) => Promise<TestSigner>;
}

/** A CA (its certificate as PEM, to configure as a trust anchor) that issues signers' certificates. */
export async function testPki(): Promise<TestPki> {
  const caKeys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Test Qualified CA, O=Test Trust Service Provider, C=IT',
    notBefore: new Date(Date.now() - 3650 * DAY),
    notAfter: new Date(Date.now() + 3650 * DAY),
    // Node's key types and the DOM's (which @peculiar/x509 declares) describe the same objects.
    keys: caKeys as never,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  let serial = 2;
  return {
    caPem: ca.toString('pem'),
    async signer({
      name = ['Mario', 'Rossi'],
      fiscalCode = 'RSSMRA80A01H501U',
      validDays = [-365, 365] as [number, number],
    } = {}) {
      const keys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
      const certificate = await x509.X509CertificateGenerator.create({
        serialNumber: (serial++).toString(16).padStart(2, '0'),
        subject: `CN=${name.join(' ')}, G=${name[0]}, SN=${name[1]}, 2.5.4.5=TINIT-${fiscalCode}, C=IT`,
        issuer: ca.subject,
        notBefore: new Date(Date.now() + validDays[0] * DAY),
        notAfter: new Date(Date.now() + validDays[1] * DAY),
        publicKey: keys.publicKey as never,
        signingKey: caKeys.privateKey as never,
        signingAlgorithm: ALGORITHM,
        extensions: [new x509.KeyUsagesExtension(x509.KeyUsageFlags.nonRepudiation, true)],
      });
      return { certificate, keys };
    },
  };
}

const toArrayBuffer = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** A DER CMS SignedData over `content`: embedded (CAdES .p7m) or detached (the CMS of a PAdES signature). */
export async function signCms(
  content: Uint8Array,
  signer: TestSigner,
  { detached = false, signingTime = new Date() }: { detached?: boolean; signingTime?: Date } = {},
): Promise<Buffer> {
  const certificate = pkijs.Certificate.fromBER(toArrayBuffer(new Uint8Array(signer.certificate.rawData)));
  const digest = createHash('sha256').update(content).digest();
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: '1.2.840.113549.1.7.1',
      ...(detached ? {} : { eContent: new asn1js.OctetString({ valueHex: toArrayBuffer(content) }) }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.3',
              values: [new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.7.1' })],
            }),
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.5',
              values: [new asn1js.UTCTime({ valueDate: signingTime })],
            }),
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.4',
              values: [new asn1js.OctetString({ valueHex: toArrayBuffer(digest) })],
            }),
          ],
        }),
      }),
    ],
    certificates: [certificate],
  });
  await signedData.sign(
    signer.keys.privateKey as never,
    0,
    'SHA-256',
    detached ? toArrayBuffer(content) : undefined,
  );
  const info = new pkijs.ContentInfo({
    contentType: '1.2.840.113549.1.7.2',
    content: signedData.toSchema(true),
  });
  return Buffer.from(info.toSchema().toBER());
}

/** A one-page PDF (enough for the portal: it starts with %PDF- and has a body). */
export function samplePdf(text = 'Domanda di avvio attività'): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

const PLACEHOLDER_BYTES = 8192;

/**
 * A PDF with one signature dictionary as signing software writes it: /ByteRange around a zero-filled /Contents
 * placeholder, then the detached CMS over the two ranges written into the placeholder as hex.
 */
export async function signedPdf(signer: TestSigner, text?: string): Promise<Buffer> {
  const body = samplePdf(text).toString('latin1');
  const head = `${body.slice(0, body.indexOf('trailer'))}3 0 obj << /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /ByteRange [0 AAAAAAAAAA BBBBBBBBBB CCCCCCCCCC] /Contents <`;
  const tail = '> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const before = head.length - 1; // the '<' starts the gap
  const gapEnd = head.length + PLACEHOLDER_BYTES * 2 + 1;
  const total = gapEnd - 1 + tail.length;
  const pad = (value: number) => String(value).padStart(10, '0');
  const filled = head
    .replace('AAAAAAAAAA', pad(before))
    .replace('BBBBBBBBBB', pad(gapEnd))
    .replace('CCCCCCCCCC', pad(total - gapEnd));
  const placeholder = '0'.repeat(PLACEHOLDER_BYTES * 2);
  const file = Buffer.from(`${filled}${placeholder}${tail}`, 'latin1');
  const signed = Buffer.concat([file.subarray(0, before), file.subarray(gapEnd)]);
  const cms = (await signCms(signed, signer, { detached: true })).toString('hex');
  file.write(cms, before + 1, 'latin1');
  return file;
}
