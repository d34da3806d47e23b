import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { SsuError } from '../ssu-errors.js';
import { verifyIntegrity } from './integrity.js';
import { signIntegrity } from './integrity.js';
import {
  authenticateSsuCall,
  registerSsuBodyParser,
  sendSignedJson,
  sendSsuError,
  ssuAuthentication,
  type IncomingAuthOptions,
} from './incoming-auth.js';
import { createMemoryReplayGuard } from './replay-guard.js';
import { generateDevSecurity, type SigningKey } from './ssu-keys.js';
import { signVoucher } from './voucher.js';

const AUDIENCE = 'https://fo.example.it/ssu';

describe('incoming SSU calls', async () => {
  const dev = await generateDevSecurity();
  const options: IncomingAuthOptions = {
    pdnd: dev.pdnd,
    audience: AUDIENCE,
    peers: dev.frontOfficePeers,
    replay: createMemoryReplayGuard(),
  };
  const signing = { audience: AUDIENCE, key: dev.frontOffice };

  /** Headers of a call as the back office (or `signer`) makes it, for this body. */
  async function callHeaders(
    body: string,
    {
      voucherClient = dev.backOffice.clientId,
      signer = dev.backOffice as SigningKey,
      voucherAudience = AUDIENCE,
      contentType = 'application/json',
    } = {},
  ) {
    const { token } = await signVoucher({
      issuerKey: dev.pdnd,
      audience: voucherAudience,
      clientId: voucherClient,
    });
    const integrity = await signIntegrity({
      body,
      contentType,
      audience: AUDIENCE,
      key: signer,
    });
    return { authorization: `Bearer ${token}`, 'content-type': contentType, ...integrity };
  }

  const app: FastifyInstance = fastify({ logger: false });
  await app.register(async (ssu) => {
    registerSsuBodyParser(ssu);
    ssu.setErrorHandler(async (error, _request, reply) => {
      await sendSsuError(reply, error, signing);
      return reply;
    });
    const preValidation = ssuAuthentication(options);
    ssu.post(
      '/notify',
      { preValidation, schema: { body: { type: 'object', required: ['cui'] } } },
      async (request, reply) => {
        const { cui } = request.body as { cui: string };
        if (cui === 'crash') throw new TypeError('boom');
        if (cui === 'bad') throw new SsuError('ERROR_500_002', 'no such instance');
        await sendSignedJson(reply, 200, { caller: request.ssuCaller?.clientId, cui }, signing);
        return reply;
      },
    );
    ssu.get('/document', { preValidation }, async (_request, reply) => {
      await sendSignedJson(reply, 200, undefined, signing);
      return reply;
    });
  });
  afterAll(() => app.close());

  const post = async (body: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/notify', payload: body, headers });

  /** The reply's own Agid-JWT-Signature, checked as the back office would. */
  const replySigner = (reply: Awaited<ReturnType<typeof post>>) =>
    verifyIntegrity({
      header: reply.headers['agid-jwt-signature'] as string | undefined,
      digestHeader: reply.headers.digest as string | undefined,
      body: reply.rawPayload,
      contentType: reply.headers['content-type'] as string | undefined,
      audience: AUDIENCE,
      peers: dev.counterpartPeers,
      replay: createMemoryReplayGuard(),
    });

  it('accepts a call with a valid voucher and signature, and signs its reply', async () => {
    const body = JSON.stringify({ cui: 'c-1' });
    const reply = await post(body, await callHeaders(body));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ caller: dev.backOffice.clientId, cui: 'c-1' });
    expect(await replySigner(reply)).toBe(dev.frontOffice.clientId);
  });

  it.each([
    [
      'without Authorization (and without signature)',
      async (_body: string) => ({ 'content-type': 'application/json' }),
    ],
    [
      'with another scheme than Bearer',
      async (body: string) => ({ ...(await callHeaders(body)), authorization: 'Basic x' }),
    ],
    [
      'with an empty Bearer',
      async (body: string) => ({ ...(await callHeaders(body)), authorization: 'Bearer ' }),
    ],
  ])('answers ERROR_401_001 to a call %s, signed', async (_case, headers) => {
    const body = JSON.stringify({ cui: 'c-1' });
    const reply = await post(body, await headers(body));
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ code: 'ERROR_401_001', message: 'PDND token not found' });
    expect(await replySigner(reply)).toBe(dev.frontOffice.clientId);
  });

  it('answers ERROR_401_002 to an invalid voucher, before looking at the signature', async () => {
    const body = JSON.stringify({ cui: 'c-1' });
    const wrongAudience = await callHeaders(body, { voucherAudience: 'https://other' });
    const reply = await post(body, { ...wrongAudience, 'agid-jwt-signature': '' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ code: 'ERROR_401_002', message: 'Invalid PDND token' });
    const garbage = await post(body, { ...(await callHeaders(body)), authorization: 'Bearer abc.def.ghi' });
    expect(garbage.json()).toMatchObject({ code: 'ERROR_401_002' });
  });

  it('answers ERROR_401_003 to a call without Agid-JWT-Signature', async () => {
    const body = JSON.stringify({ cui: 'c-1' });
    const { 'Agid-JWT-Signature': _signature, ...headers } = await callHeaders(body);
    const reply = await post(body, headers);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ code: 'ERROR_401_003', message: 'AgID-JWT-Signature token not found' });
  });

  it("answers ERROR_401_004 to a signature by another client than the voucher's, to a changed body and to a replay", async () => {
    const body = JSON.stringify({ cui: 'c-1' });
    const mismatch = await post(body, await callHeaders(body, { signer: dev.catalogue }));
    expect(mismatch.json()).toEqual({ code: 'ERROR_401_004', message: 'invalid AgID-JWT-Signature token' });

    const changed = await post(JSON.stringify({ cui: 'c-2' }), await callHeaders(body));
    expect(changed.json()).toMatchObject({ code: 'ERROR_401_004' });

    const headers = await callHeaders(body);
    expect((await post(body, headers)).statusCode).toBe(200);
    const replayed = await post(body, headers);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'ERROR_401_004' });
  });

  it('answers ERROR_400_001 to a body that is not JSON or not the schema, only once the caller is known', async () => {
    const malformed = '{"cui": ';
    expect((await post(malformed, await callHeaders(malformed))).json()).toEqual({
      code: 'ERROR_400_001',
      message: 'incorrect request input',
    });
    expect((await post(malformed, { 'content-type': 'application/json' })).json()).toMatchObject({
      code: 'ERROR_401_001',
    });
    const text = 'cui=1';
    const asText = await post(text, await callHeaders(text, { contentType: 'text/plain' }));
    expect(asText.statusCode).toBe(400);
    expect(asText.json()).toMatchObject({ code: 'ERROR_400_001' });
    const noCui = JSON.stringify({ other: 1 });
    expect((await post(noCui, await callHeaders(noCui))).json()).toMatchObject({ code: 'ERROR_400_001' });
  });

  it('answers a failing handler with its SSU error, or ERROR_500_007, signed', async () => {
    const crash = JSON.stringify({ cui: 'crash' });
    const crashed = await post(crash, await callHeaders(crash));
    expect(crashed.statusCode).toBe(500);
    expect(crashed.json()).toEqual({ code: 'ERROR_500_007', message: 'response processing error' });
    expect(await replySigner(crashed)).toBe(dev.frontOffice.clientId);
    const bad = JSON.stringify({ cui: 'bad' });
    const refused = await post(bad, await callHeaders(bad));
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({ code: 'ERROR_500_002', message: 'invalid cui' });
  });

  it('authenticates a call without body over the empty body, and signs an empty reply', async () => {
    const { token } = await signVoucher({
      issuerKey: dev.pdnd,
      audience: AUDIENCE,
      clientId: dev.catalogue.clientId,
    });
    const integrity = await signIntegrity({ body: '', audience: AUDIENCE, key: dev.catalogue });
    const reply = await app.inject({
      method: 'GET',
      url: '/document',
      headers: { authorization: `Bearer ${token}`, ...integrity },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload).toHaveLength(0);
    expect(await replySigner(reply)).toBe(dev.frontOffice.clientId);
  });

  it('returns the caller and purpose', async () => {
    const body = Buffer.from('{}');
    const { token } = await signVoucher({
      issuerKey: dev.pdnd,
      audience: AUDIENCE,
      clientId: dev.backOffice.clientId,
      purposeId: 'p-1',
    });
    const integrity = await signIntegrity({ body, audience: AUDIENCE, key: dev.backOffice });
    const headers = {
      authorization: `Bearer ${token}`,
      'agid-jwt-signature': integrity['Agid-JWT-Signature'],
    };
    expect(
      await authenticateSsuCall({ headers: { ...headers, digest: integrity.Digest }, body }, options),
    ).toEqual({
      clientId: dev.backOffice.clientId,
      purposeId: 'p-1',
    });
  });
});
