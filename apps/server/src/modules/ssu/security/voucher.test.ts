import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SsuError } from '../ssu-errors.js';
import { createMemoryReplayGuard } from './replay-guard.js';
import { generateDevSecurity } from './ssu-keys.js';
import {
  CLIENT_ASSERTION_TYPE,
  TokenRequestError,
  VoucherFetchError,
  createClientAssertion,
  createVoucherSource,
  issueVoucher,
  signVoucher,
  verifyVoucher,
} from './voucher.js';

const AUDIENCE = 'https://fo.example.it/ssu';
const PURPOSE = 'purpose-fo-e-service';

describe('PDND vouchers', async () => {
  const dev = await generateDevSecurity();
  const verifyOptions = { issuer: dev.pdnd.issuer, jwks: dev.pdnd.jwks, audience: AUDIENCE };
  const client = dev.backOffice;
  const voucherFor = (overrides: Partial<Parameters<typeof signVoucher>[0]> = {}) =>
    signVoucher({
      issuerKey: dev.pdnd,
      audience: AUDIENCE,
      clientId: client.clientId,
      purposeId: PURPOSE,
      ...overrides,
    });
  const refusal = async (token: string) => {
    const error = await verifyVoucher(token, verifyOptions).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SsuError);
    return error as SsuError;
  };
  // Signs at another time: what a token made then looks like now.
  const signedAt = async <T>(offsetSeconds: number, sign: () => Promise<T>) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + offsetSeconds * 1000);
    try {
      return await sign();
    } finally {
      vi.useRealTimers();
    }
  };

  afterEach(() => vi.useRealTimers());

  it('verify: the client and purpose of a voucher PDND signed for us', async () => {
    const { token } = await voucherFor();
    expect(await verifyVoucher(token, verifyOptions)).toEqual({
      clientId: client.clientId,
      purposeId: PURPOSE,
    });
  });

  it.each([
    ['a bad signature', () => voucherFor({ issuerKey: { ...dev.pdnd, privateKey: client.privateKey } })],
    ['an unknown kid', () => voucherFor({ issuerKey: { ...dev.pdnd, kid: 'unknown-kid' } })],
    ['another issuer', () => voucherFor({ issuerKey: { ...dev.pdnd, issuer: 'https://elsewhere' } })],
    ['another audience', () => voucherFor({ audience: 'https://other-e-service' })],
    ['an expired voucher', () => signedAt(-700, () => voucherFor())],
    ['a voucher not yet valid', () => signedAt(600, () => voucherFor())],
  ])('refuse %s with ERROR_401_002', async (_case, make) => {
    const { token } = await make();
    expect((await refusal(token)).code).toBe('ERROR_401_002');
  });

  it('refuse malformed tokens, a typ other than at+jwt and a voucher naming no client', async () => {
    expect((await refusal('not-a-jwt')).code).toBe('ERROR_401_002');
    expect((await refusal('a.b.c')).code).toBe('ERROR_401_002');
    const sign = (claims: Record<string, unknown>, typ: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: dev.pdnd.kid, typ })
        .setIssuer(dev.pdnd.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .setJti('j1')
        .sign(dev.pdnd.privateKey);
    expect((await refusal(await sign({ client_id: client.clientId }, 'JWT'))).code).toBe('ERROR_401_002');
    expect((await refusal(await sign({}, 'at+jwt'))).detail).toMatch(/client_id/);
    expect((await refusal(await sign({ client_id: 'a', sub: 'b' }, 'at+jwt'))).detail).toMatch(/sub/);
  });

  it('tolerate clocks a little apart', async () => {
    const { token } = await signedAt(20, () => voucherFor());
    await expect(verifyVoucher(token, verifyOptions)).resolves.toBeTruthy();
    await expect(verifyVoucher(token, { ...verifyOptions, clockTolerance: 0 })).rejects.toThrow(SsuError);
  });

  describe('the token endpoint (issueVoucher)', () => {
    const endpoint = {
      issuerKey: dev.pdnd,
      tokenAudience: dev.pdnd.tokenAudience,
      clients: dev.clients,
      audienceFor: ({ purposeId }: { purposeId: string }) => (purposeId === PURPOSE ? AUDIENCE : undefined),
    };
    const form = async (assertion?: string) => ({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_assertion_type: CLIENT_ASSERTION_TYPE,
      client_assertion:
        assertion ??
        (await createClientAssertion({
          signingKey: client,
          tokenAudience: dev.pdnd.tokenAudience,
          purposeId: PURPOSE,
        })),
    });
    const refused = (promise: Promise<unknown>) =>
      promise.catch((error: unknown) => error as TokenRequestError);

    it('gives a voucher for the purpose to a client whose assertion its registered key signed', async () => {
      const reply = await issueVoucher(new URLSearchParams(await form()), endpoint);
      expect(reply).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
      expect(await verifyVoucher(reply.access_token, verifyOptions)).toEqual({
        clientId: client.clientId,
        purposeId: PURPOSE,
      });
    });

    it('refuses assertions not signed by the client, for another endpoint, or for an unknown purpose', async () => {
      const forged = await createClientAssertion({
        signingKey: { ...client, privateKey: dev.catalogue.privateKey },
        tokenAudience: dev.pdnd.tokenAudience,
        purposeId: PURPOSE,
      });
      expect(await refused(issueVoucher(await form(forged), endpoint))).toMatchObject({
        error: 'invalid_client',
      });
      const borrowedKid = await createClientAssertion({
        signingKey: { ...dev.catalogue, clientId: client.clientId },
        tokenAudience: dev.pdnd.tokenAudience,
        purposeId: PURPOSE,
      });
      expect(await refused(issueVoucher(await form(borrowedKid), endpoint))).toMatchObject({ status: 401 });
      const elsewhere = await createClientAssertion({
        signingKey: client,
        tokenAudience: 'other',
        purposeId: PURPOSE,
      });
      expect(await refused(issueVoucher(await form(elsewhere), endpoint))).toMatchObject({
        error: 'invalid_client',
      });
      const unknownPurpose = await createClientAssertion({
        signingKey: client,
        tokenAudience: dev.pdnd.tokenAudience,
        purposeId: 'other-purpose',
      });
      expect(await refused(issueVoucher(await form(unknownPurpose), endpoint))).toMatchObject({
        error: 'unauthorized_client',
      });
    });

    it('refuses a malformed request and, with a replay guard, an assertion used twice', async () => {
      expect(
        await refused(issueVoucher({ ...(await form()), grant_type: 'password' }, endpoint)),
      ).toMatchObject({
        error: 'unsupported_grant_type',
      });
      expect(
        await refused(issueVoucher({ ...(await form()), client_assertion_type: 'x' }, endpoint)),
      ).toMatchObject({
        error: 'invalid_request',
      });
      expect(
        await refused(issueVoucher({ ...(await form()), client_id: 'someone' }, endpoint)),
      ).toMatchObject({
        error: 'invalid_client',
      });
      const once = { ...endpoint, replay: createMemoryReplayGuard() };
      const request = await form();
      await issueVoucher(request, once);
      expect(await refused(issueVoucher(request, once))).toMatchObject({ error: 'invalid_client' });
    });
  });

  describe('the voucher source', async () => {
    let requests = 0;
    let answer: 'ok' | 'refuse' = 'ok';
    const server: Server = createServer((request, response) => {
      requests += 1;
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const endpoint = {
          issuerKey: dev.pdnd,
          tokenAudience: dev.pdnd.tokenAudience,
          clients: dev.clients,
          ttlSeconds: 300,
          audienceFor: ({ purposeId }: { purposeId: string }) =>
            purposeId === PURPOSE ? AUDIENCE : 'elsewhere',
        };
        const send = (status: number, reply: unknown) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
        if (answer === 'refuse') return send(401, { error: 'invalid_client' });
        issueVoucher(new URLSearchParams(body), endpoint).then(
          (reply) => send(200, reply),
          (error: TokenRequestError) => send(error.status, error.body),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    afterAll(() => new Promise((resolve) => server.close(resolve)));
    const tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
    const source = (overrides: Partial<Parameters<typeof createVoucherSource>[0]> = {}) =>
      createVoucherSource({
        tokenUrl,
        tokenAudience: dev.pdnd.tokenAudience,
        clientId: client.clientId,
        purposeId: PURPOSE,
        signingKey: client,
        audience: AUDIENCE,
        ...overrides,
      });

    it('fetches once for concurrent and later calls, and again shortly before expiry or when invalidated', async () => {
      requests = 0;
      const vouchers = source({ refreshMarginSeconds: 60 });
      const [first, second, third] = await Promise.all([vouchers.get(), vouchers.get(), vouchers.get()]);
      expect(requests).toBe(1);
      expect(new Set([first, second, third]).size).toBe(1);
      expect(await verifyVoucher(first!, verifyOptions)).toMatchObject({ clientId: client.clientId });
      expect(await vouchers.get()).toBe(first);
      expect(requests).toBe(1);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 230_000);
      expect(await vouchers.get()).toBe(first);
      vi.setSystemTime(Date.now() + 15_000);
      const refreshed = await vouchers.get();
      expect(requests).toBe(2);
      expect(refreshed).not.toBe(first);
      vi.useRealTimers();

      vouchers.invalidate();
      await vouchers.get();
      expect(requests).toBe(3);
    });

    it('reports a refusal of the endpoint, and tries again on the next call', async () => {
      const vouchers = source();
      answer = 'refuse';
      const error = await vouchers.get().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(VoucherFetchError);
      expect(error).toMatchObject({ status: 401 });
      answer = 'ok';
      await expect(vouchers.get()).resolves.toMatch(/^ey/);
    });

    it('refuses a voucher for another e-service, and reports an unreachable endpoint', async () => {
      await expect(source({ purposeId: 'another-purpose' }).get()).rejects.toThrow(/is for elsewhere/);
      await expect(source({ tokenUrl: 'http://127.0.0.1:9/token' }).get()).rejects.toThrow(/unreachable/);
      expect(() => source({ clientId: 'someone-else' })).toThrow(/signing key/);
    });
  });
});
