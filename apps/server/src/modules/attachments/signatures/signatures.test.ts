import { beforeAll, describe, expect, it } from 'vitest';
import { verifyCades } from './cades.js';
import { parseTrustAnchors } from './cms.js';
import { verifyPades } from './pades.js';
import { samplePdf, signCms, signedPdf, testPki, type TestPki } from './test-pki.js';

describe('digital signatures (issue 29)', () => {
  let pki: TestPki;
  const uploadedAt = new Date();
  beforeAll(async () => {
    pki = await testPki();
  }, 60_000);
  const untrusted = { trustAnchors: [], uploadedAt };
  const trusted = () => ({ trustAnchors: parseTrustAnchors(pki.caPem), uploadedAt });

  it('reads the signer of a .p7m: name, fiscal code, signing time, certificate valid then; intact without a trusted list', async () => {
    const signer = await pki.signer({ name: ['Giulia', 'Bianchi'], fiscalCode: 'BNCGLI85M41D612C' });
    const signingTime = new Date(Date.now() - 60_000);
    const p7m = await signCms(samplePdf(), signer, { signingTime });
    const [signature, ...others] = await verifyCades(p7m, untrusted);
    expect(others).toEqual([]);
    expect(signature).toEqual({
      status: 'intact',
      signerName: 'Giulia Bianchi',
      signerFiscalCode: 'BNCGLI85M41D612C',
      signingTime: new Date(Math.floor(signingTime.getTime() / 1000) * 1000).toISOString(),
      certificateValidAtSigning: true,
      problem: null,
    });
  });

  it('calls it valid only when the signer’s certificate chains to a configured trust anchor', async () => {
    const p7m = await signCms(samplePdf(), await pki.signer());
    expect((await verifyCades(p7m, trusted()))[0]?.status).toBe('valid');
    const otherCa = await testPki();
    const strangers = { trustAnchors: parseTrustAnchors(otherCa.caPem), uploadedAt };
    expect((await verifyCades(p7m, strangers))[0]?.status).toBe('intact');
  });

  it('finds a tampered .p7m broken', async () => {
    const p7m = await signCms(samplePdf('Importo: 100 euro'), await pki.signer());
    const at = p7m.indexOf(Buffer.from('100 euro'));
    expect(at).toBeGreaterThan(0);
    p7m.write('900', at, 'latin1');
    const [signature] = await verifyCades(p7m, trusted());
    expect(signature).toMatchObject({
      status: 'broken',
      signerName: 'Mario Rossi',
      problem: expect.any(String),
    });
  });

  it('finds a .p7m that is not one broken, with the reason', async () => {
    const [signature] = await verifyCades(Buffer.from([0x30, 0x03, 0x02, 0x01, 0x01]), untrusted);
    expect(signature).toMatchObject({ status: 'broken', signerName: null, problem: expect.any(String) });
  });

  it('says when the certificate had expired at signing', async () => {
    const expired = await pki.signer({ validDays: [-400, -30] });
    const [signature] = await verifyCades(await signCms(samplePdf(), expired), untrusted);
    expect(signature?.certificateValidAtSigning).toBe(false);
  });

  it('verifies a signed PDF over its byte ranges, and finds it broken once a byte of it changes', async () => {
    const pdf = await signedPdf(
      await pki.signer({ name: ['Anna', 'Verdi'], fiscalCode: 'VRDNNA90E52F205A' }),
    );
    expect(await verifyPades(pdf, trusted())).toEqual([
      expect.objectContaining({
        status: 'valid',
        signerName: 'Anna Verdi',
        signerFiscalCode: 'VRDNNA90E52F205A',
      }),
    ]);
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf(Buffer.from('Domanda'));
    tampered.write('Damanda', at, 'latin1');
    expect((await verifyPades(tampered, trusted()))[0]).toMatchObject({ status: 'broken' });
  });

  it('finds a signed PDF changed after signing (bytes appended) broken', async () => {
    const pdf = await signedPdf(await pki.signer());
    const appended = Buffer.concat([pdf, Buffer.from('\n% added later\n', 'latin1')]);
    expect((await verifyPades(appended, untrusted))[0]).toMatchObject({
      status: 'broken',
      problem: 'the document was changed after it was signed',
    });
  });

  it('finds no signature in a plain PDF', async () => {
    expect(await verifyPades(samplePdf(), untrusted)).toEqual([]);
  });
});
