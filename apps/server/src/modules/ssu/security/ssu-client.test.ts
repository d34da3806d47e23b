import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SsuError, ssuErrorBody, type SsuErrorCode } from '../ssu-errors.js';
import { authenticateSsuCall } from './incoming-auth.js';
import { signIntegrity } from './integrity.js';
import { createMemoryReplayGuard } from './replay-guard.js';
import {
  SsuCallError,
  assertSsuSuccess,
  classifySsuFailure,
  classifySsuResponse,
  createSsuClient,
  type SsuClientOptions,
} from './ssu-client.js';
import { generateDevSecurity, type SigningKey } from './ssu-keys.js';
import { signVoucher, type VoucherSource } from './voucher.js';

const BO_AUDIENCE = 'https://bo.example.it/ssu';

describe('the SSU client', async () => {
  const dev = await generateDevSecurity();
  const auth = {
    pdnd: dev.pdnd,
    audience: BO_AUDIENCE,
    peers: dev.counterpartPeers,
    replay: createMemoryReplayGuard(),
  };
  let refuseNextVoucher = false;
  const received: { path: string; clientId: string; body: string; ifMatch?: string }[] = [];

  /** A back office: verifies each call as our e-services do, and signs its replies (or not, as asked). */
  async function answer(
    response: ServerResponse,
    status: number,
    payload: unknown,
    {
      key = dev.backOffice as SigningKey,
      unsigned = false,
      sentBody,
    }: { key?: SigningKey; unsigned?: boolean; sentBody?: string } = {},
  ) {
    const isText = typeof payload === 'string';
    const body = payload === undefined ? '' : isText ? payload : JSON.stringify(payload);
    const contentType = payload === undefined ? undefined : isText ? 'text/plain' : 'application/json';
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    if (!unsigned)
      Object.assign(headers, await signIntegrity({ body, contentType, audience: BO_AUDIENCE, key }));
    response.writeHead(status, headers).end(sentBody ?? body);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const path = request.url ?? '';
        if (path === '/slow') return setTimeout(() => void answer(response, 200, {}), 1_000);
        let clientId: string;
        try {
          if (path === '/voucher-refused' && refuseNextVoucher) {
            refuseNextVoucher = false;
            throw new SsuError('ERROR_401_002');
          }
          ({ clientId } = await authenticateSsuCall({ headers: request.headers, body }, auth));
        } catch (error) {
          return answer(response, (error as SsuError).status, (error as SsuError).body);
        }
        const ifMatch = request.headers['if-match'];
        received.push({ path, clientId, body: body.toString(), ...(ifMatch ? { ifMatch } : {}) });
        const status = /^\/status\/(\d+)(?:\/(\w+))?$/.exec(path);
        if (status)
          return answer(response, Number(status[1]), status[2] && ssuErrorBody(status[2] as SsuErrorCode));
        if (path === '/document') return answer(response, 206, Buffer.from('%PDF').toString('base64'));
        if (path === '/empty') return answer(response, 200, undefined);
        if (path === '/chunked') {
          // No Content-Length: the size is only known while reading.
          response.writeHead(200, { 'content-type': 'text/plain' });
          response.write('x'.repeat(600));
          return response.end('x'.repeat(600));
        }
        if (path === '/unsigned') return answer(response, 200, { ok: true }, { unsigned: true });
        if (path === '/tampered') return answer(response, 200, { ok: true }, { sentBody: '{"ok":false}' });
        if (path === '/catalogue-signed') return answer(response, 200, { ok: true }, { key: dev.catalogue });
        return answer(response, 200, { received: JSON.parse(body.toString() || 'null') as unknown });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let invalidations = 0;
  const voucherSource: VoucherSource = {
    get: async () =>
      (await signVoucher({ issuerKey: dev.pdnd, audience: BO_AUDIENCE, clientId: dev.frontOffice.clientId }))
        .token,
    invalidate: () => void (invalidations += 1),
  };
  const clientOptions: SsuClientOptions = {
    voucherSource,
    signingKey: dev.frontOffice,
    audience: BO_AUDIENCE,
    peers: dev.frontOfficePeers,
    peerClientId: dev.backOffice.clientId,
    timeoutMs: 300,
  };
  const client = createSsuClient(clientOptions);
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('the call should have failed'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(SsuCallError);
        return error as SsuCallError;
      },
    );

  it('posts JSON serialized once and signed, and returns the verified reply', async () => {
    const payload = { cui: { uuid: 'b2f8c7e0-0000-4000-8000-000000000001' }, città: 'Bolzano' };
    const response = await client.post(`${base}/send_instance`, payload);
    expect(response).toMatchObject({
      status: 200,
      body: { received: payload },
      signedBy: dev.backOffice.clientId,
    });
    expect(received.at(-1)).toEqual({
      path: '/send_instance',
      clientId: dev.frontOffice.clientId,
      body: JSON.stringify(payload),
    });
    expect(assertSsuSuccess(response)).toBe(response);
  });

  it('gets with extra headers, over the empty body, and returns text and empty replies', async () => {
    const document = await client.get(`${base}/document`, { 'If-Match': 'sha256-abc', Range: 'bytes=0-3' });
    expect(document).toMatchObject({ status: 206, body: Buffer.from('%PDF').toString('base64') });
    expect(received.at(-1)).toMatchObject({ path: '/document', ifMatch: 'sha256-abc', body: '' });
    const empty = await client.get(`${base}/empty`);
    expect(empty).toMatchObject({ status: 200, body: undefined, signedBy: dev.backOffice.clientId });
  });

  it.each([
    ['without Agid-JWT-Signature', '/unsigned', /has no Agid-JWT-Signature/],
    ['whose body is not the signed one', '/tampered', /invalid Agid-JWT-Signature.*digest/],
    ['signed by another peer than the called one', '/catalogue-signed', /invalid Agid-JWT-Signature.*client/],
  ])('refuses a reply %s, as worth retrying', async (_case, path, message) => {
    const error = await failure(client.post(`${base}${path}`, {}));
    expect(error).toMatchObject({ kind: 'reply-signature', status: 200, retryable: true });
    expect(error.message).toMatch(message);
    expect(classifySsuFailure(error)).toBe('retry');
  });

  it('does not check replies without peers', async () => {
    const unchecked = createSsuClient({ ...clientOptions, peers: undefined });
    expect(await unchecked.post(`${base}/unsigned`, {})).toMatchObject({ status: 200, signedBy: undefined });
  });

  it.each([
    ['/status/503/ERROR_503_001', 503, 'retry'],
    ['/status/500/ERROR_500_007', 500, 'retry'],
    ['/status/500', 500, 'retry'],
    ['/status/502', 502, 'retry'],
    ['/status/500/ERROR_500_002', 500, 'permanent'],
    ['/status/500/ERROR_500_009', 500, 'permanent'],
    ['/status/400/ERROR_400_001', 400, 'permanent'],
    ['/status/404/ERROR_404_001', 404, 'permanent'],
  ])('classifies %s as %s', async (path, status, outcome) => {
    const response = await client.post(`${base}${path}`, {});
    expect(response.status).toBe(status);
    expect(classifySsuResponse(response)).toBe(outcome);
    let thrown: unknown;
    try {
      assertSsuSuccess(response);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ kind: 'http', status, retryable: outcome === 'retry' });
    expect(classifySsuFailure(thrown)).toBe(outcome);
  });

  it('retries once with a fresh voucher when the counterpart refuses the voucher', async () => {
    refuseNextVoucher = true;
    const before = invalidations;
    const response = await client.post(`${base}/voucher-refused`, { n: 1 });
    expect(response).toMatchObject({ status: 200, body: { received: { n: 1 } } });
    expect(invalidations).toBe(before + 1);
  });

  it('answers a refused voucher or signature as a permanent failure', async () => {
    const wrongKey = createSsuClient({
      ...clientOptions,
      signingKey: { ...dev.frontOffice, privateKey: dev.catalogue.privateKey },
    });
    const refused = await wrongKey.post(`${base}/ok`, {});
    expect(refused).toMatchObject({ status: 401, body: { code: 'ERROR_401_004' } });
    expect(classifySsuResponse(refused)).toBe('permanent');
  });

  it('reports a timeout, an unreachable counterpart and a missing voucher as worth retrying', async () => {
    const slow = await failure(client.post(`${base}/slow`, {}));
    expect(slow).toMatchObject({ kind: 'timeout', retryable: true });
    const unreachable = await failure(client.post('http://127.0.0.1:9/send_instance', {}));
    expect(unreachable).toMatchObject({ kind: 'network', retryable: true });
    const noVoucher = createSsuClient({
      ...clientOptions,
      voucherSource: {
        get: () => Promise.reject(new Error('token endpoint down')),
        invalidate: () => undefined,
      },
    });
    const error = await failure(noVoucher.post(`${base}/ok`, {}));
    expect(error).toMatchObject({ kind: 'voucher', retryable: true });
    expect(error.message).toMatch(/token endpoint down/);
  });

  it('reads no reply beyond its size limit, announced or not', async () => {
    const small = createSsuClient({ ...clientOptions, maxReplyBytes: 1000 });
    expect((await small.get(`${base}/document`)).status).toBe(206);
    const chunked = await failure(small.get(`${base}/chunked`));
    expect(chunked).toMatchObject({ kind: 'reply-too-large', retryable: false });
    const tiny = createSsuClient({ ...clientOptions, maxReplyBytes: 4 });
    const announced = await failure(tiny.get(`${base}/document`));
    expect(announced).toMatchObject({ kind: 'reply-too-large', retryable: false });
    expect(announced.message).toMatch(/larger than 4 bytes/);
  });

  it('refuses a body it cannot serialize, for good', async () => {
    const error = await failure(client.post(`${base}/ok`, { n: 1n }));
    expect(error).toMatchObject({ kind: 'request', retryable: false });
    expect(classifySsuFailure(error)).toBe('permanent');
    expect(classifySsuFailure(new Error('anything else'))).toBe('retry');
  });
});
