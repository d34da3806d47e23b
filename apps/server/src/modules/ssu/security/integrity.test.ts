import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { SsuError } from '../ssu-errors.js';
import { digestOf, signIntegrity, verifyIntegrity } from './integrity.js';
import { createMemoryReplayGuard } from './replay-guard.js';
import { generateDevSecurity } from './ssu-keys.js';

const AUDIENCE = 'https://fo.example.it/ssu';

describe('Agid-JWT-Signature (INTEGRITY_REST_01)', async () => {
  const dev = await generateDevSecurity();
  const body = Buffer.from(
    JSON.stringify({ cui: { uuid: 'b2f8c7e0-0000-4000-8000-000000000001' }, event: 'x' }),
  );
  const signed = (overrides: Partial<Parameters<typeof signIntegrity>[0]> = {}) =>
    signIntegrity({
      body,
      contentType: 'application/json',
      audience: AUDIENCE,
      key: dev.backOffice,
      ...overrides,
    });
  const verify = (
    headers: { 'Agid-JWT-Signature'?: string; Digest?: string },
    overrides: Partial<Parameters<typeof verifyIntegrity>[0]> = {},
  ) =>
    verifyIntegrity({
      header: headers['Agid-JWT-Signature'],
      digestHeader: headers.Digest,
      body,
      contentType: 'application/json',
      audience: AUDIENCE,
      peers: dev.frontOfficePeers,
      replay: createMemoryReplayGuard(),
      ...overrides,
    });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SsuError);
    return error as SsuError;
  };

  it('signs the digest of the exact bytes and the content type, and verifies back to the signer', async () => {
    const headers = await signed();
    expect(headers.Digest).toBe(digestOf(body));
    expect(headers.Digest).toMatch(/^SHA-256=[A-Za-z0-9+/]{43}=$/);
    const header = decodeProtectedHeader(headers['Agid-JWT-Signature']);
    const payload = decodeJwt(headers['Agid-JWT-Signature']);
    expect(header).toMatchObject({ alg: 'RS256', kid: dev.backOffice.kid, typ: 'JWT' });
    expect(payload).toMatchObject({
      iss: dev.backOffice.clientId,
      sub: dev.backOffice.clientId,
      aud: AUDIENCE,
      signed_headers: [{ digest: headers.Digest }, { 'content-type': 'application/json' }],
    });
    expect(payload).toHaveProperty('jti');
    expect(payload).toHaveProperty('nbf');
    expect(await verify(headers, { expectedClientId: dev.backOffice.clientId })).toBe(
      dev.backOffice.clientId,
    );
  });

  it('compares the signed content type by media type, as a framework may add a charset', async () => {
    const headers = await signed();
    expect(await verify(headers, { contentType: 'Application/JSON; charset=utf-8' })).toBe(
      dev.backOffice.clientId,
    );
  });

  it('signs the empty body of a call without one (GET)', async () => {
    const headers = await signIntegrity({ body: Buffer.alloc(0), audience: AUDIENCE, key: dev.catalogue });
    expect(headers.Digest).toBe('SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(await verify(headers, { body: Buffer.alloc(0), contentType: undefined })).toBe(
      dev.catalogue.clientId,
    );
  });

  it('refuses a call without the header with ERROR_401_003', async () => {
    expect((await refusal(verify({ Digest: digestOf(body) }))).code).toBe('ERROR_401_003');
    expect((await refusal(verify({ 'Agid-JWT-Signature': '' }))).code).toBe('ERROR_401_003');
  });

  it.each([
    [
      'a bad signature',
      () => signed({ key: { ...dev.backOffice, privateKey: dev.catalogue.privateKey } }),
      {},
    ],
    ['an unknown kid', () => signed({ key: { ...dev.backOffice, kid: 'unknown' } }), {}],
    ['a key that is not a peer (our own)', () => signed({ key: dev.frontOffice }), {}],
    ['another audience', () => signed({ audience: 'https://other' }), {}],
    ['a body other than the signed one', () => signed(), { body: Buffer.from(`${body.toString()} `) }],
    ['another content type', () => signed(), { contentType: 'text/plain' }],
    ['a caller other than the voucher client', () => signed(), { expectedClientId: dev.catalogue.clientId }],
  ])('refuses %s with ERROR_401_004', async (_case, make, overrides) => {
    expect((await refusal(verify(await make(), overrides))).code).toBe('ERROR_401_004');
  });

  it('refuses a Digest header missing or other than the signed digest', async () => {
    const headers = await signed();
    const missing = await refusal(verify({ ...headers, Digest: undefined }));
    expect(missing).toMatchObject({ code: 'ERROR_401_004', detail: 'no Digest header' });
    const other = await refusal(verify({ ...headers, Digest: digestOf('{}') }));
    expect(other).toMatchObject({ code: 'ERROR_401_004', detail: expect.stringMatching(/Digest header/) });
    expect(await verify({ ...headers, Digest: ` ${headers.Digest}` })).toBe(dev.backOffice.clientId);
  });

  it('refuses an expired token, tolerating clocks a little apart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 200_000);
    const old = await signed();
    vi.setSystemTime(Date.now() + 200_000 - 140_000);
    const recent = await signed();
    vi.useRealTimers();
    expect((await refusal(verify(old))).code).toBe('ERROR_401_004');
    expect(await verify(recent)).toBe(dev.backOffice.clientId);
    expect((await refusal(verify(recent, { clockTolerance: 0 }))).code).toBe('ERROR_401_004');
  });

  it('refuses the second use of a token (replay), the jti kept per client', async () => {
    const replay = createMemoryReplayGuard();
    const headers = await signed();
    expect(await verify(headers, { replay })).toBe(dev.backOffice.clientId);
    const again = await refusal(verify(headers, { replay }));
    expect(again).toMatchObject({ code: 'ERROR_401_004', detail: expect.stringMatching(/replay/) });
    expect(await verify(await signed(), { replay })).toBe(dev.backOffice.clientId);
  });

  it('accepts a SHA-512 digest and refuses tokens without a digest or with an unknown algorithm', async () => {
    const sign = (signedHeaders: unknown) =>
      new SignJWT({ signed_headers: signedHeaders })
        .setProtectedHeader({ alg: 'RS256', kid: dev.backOffice.kid })
        .setIssuer(dev.backOffice.clientId)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1m')
        .setJti(crypto.randomUUID())
        .sign(dev.backOffice.privateKey);
    const sha512 = digestOf(body, 'SHA-512');
    expect(await verify({ 'Agid-JWT-Signature': await sign([{ Digest: sha512 }]), Digest: sha512 })).toBe(
      dev.backOffice.clientId,
    );
    const noDigest = await sign([{ 'content-type': 'application/json' }]);
    expect((await refusal(verify({ 'Agid-JWT-Signature': noDigest, Digest: sha512 }))).detail).toMatch(
      /no digest/,
    );
    const md5 = await sign([{ digest: 'MD5=abc' }]);
    expect((await refusal(verify({ 'Agid-JWT-Signature': md5, Digest: 'MD5=abc' }))).detail).toMatch(
      /unsupported/,
    );
    expect((await refusal(verify({ 'Agid-JWT-Signature': 'garbage', Digest: sha512 }))).code).toBe(
      'ERROR_401_004',
    );
  });
});
