import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signIntegrity, verifyIntegrity } from './security/integrity.js';
import { createMemoryReplayGuard } from './security/replay-guard.js';
import { signVoucher } from './security/voucher.js';
import type { SsuSetup } from './ssu-security.js';

/** How a test call departs from a correct one, to provoke each 401 of the test cases. */
export type Flaw =
  | 'no-voucher'
  | 'voucher-unknown-issuer-key'
  | 'voucher-wrong-audience'
  | 'voucher-expired'
  | 'no-signature'
  | 'signature-other-body'
  | 'signature-unknown-key'
  | 'replayed';

/**
 * Calls this front office's e-services as the (simulated) back office would: its own PDND voucher and its key's
 * Agid-JWT-Signature over the exact body, unless `flaw` says otherwise. Checks that the reply is signed by the
 * front office, whatever its status (a reply without its signature would be refused by any real counterpart).
 */
export function frontOfficeCaller(
  app: FastifyInstance,
  setup = app.ssu!.setup as SsuSetup & { dev: NonNullable<SsuSetup['dev']> },
) {
  const { dev } = setup;
  const audience = setup.frontOfficeAudience;
  let lastSignature: { header: Record<string, string>; body: string } | undefined;

  async function voucher(flaw?: Flaw): Promise<string> {
    const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const issuerKey =
      flaw === 'voucher-unknown-issuer-key' ? { ...dev.pdnd, privateKey: strangerKey } : dev.pdnd;
    const { token } = await signVoucher({
      issuerKey,
      audience: flaw === 'voucher-wrong-audience' ? 'https://another-e-service.example.it' : audience,
      clientId: dev.backOffice.clientId,
      purposeId: 'dev-purpose-frontoffice',
      ttlSeconds: flaw === 'voucher-expired' ? -120 : 300,
    });
    return token;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; flaw?: Flaw } = {},
  ): Promise<LightMyRequestResponse> {
    const { flaw } = options;
    const body = options.rawBody ?? (options.body === undefined ? '' : JSON.stringify(options.body));
    const headers: Record<string, string> = { ...options.headers };
    if (method === 'POST') headers['content-type'] = 'application/json';
    if (flaw !== 'no-voucher') headers.authorization = `Bearer ${await voucher(flaw)}`;
    if (flaw === 'replayed' && lastSignature) {
      Object.assign(headers, lastSignature.header);
    } else if (flaw !== 'no-signature') {
      const key =
        flaw === 'signature-unknown-key'
          ? { ...dev.backOffice, privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }
          : dev.backOffice;
      const signed = await signIntegrity({
        body: flaw === 'signature-other-body' ? `${body} ` : body,
        ...(method === 'POST' ? { contentType: 'application/json' } : {}),
        audience,
        key,
      });
      Object.assign(headers, signed);
      lastSignature = { header: { ...signed }, body };
    }
    const reply = await app.inject({
      method,
      url: `/ssu/fo${path}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
    await expectSignedByFrontOffice(reply);
    return reply;
  }

  /** The reply's Agid-JWT-Signature holds, by the front office's key, over the reply's exact bytes. */
  async function expectSignedByFrontOffice(reply: LightMyRequestResponse) {
    const signer = await verifyIntegrity({
      header: reply.headers['agid-jwt-signature'] as string | undefined,
      digestHeader: reply.headers.digest as string | undefined,
      body: reply.rawPayload,
      audience,
      peers: dev.counterpartPeers,
      replay: createMemoryReplayGuard(),
      ...(reply.headers['content-type'] ? { contentType: String(reply.headers['content-type']) } : {}),
    });
    expect(signer).toBe(dev.frontOffice.clientId);
  }

  return {
    call,
    post: (path: string, body: unknown, flaw?: Flaw) =>
      call('POST', path, { body, ...(flaw ? { flaw } : {}) }),
    /** A fresh request id for bodies that must not collide. */
    nonce: () => randomUUID(),
  };
}

/** An SSU error reply: its status and the specification's body. */
export function expectSsuError(reply: LightMyRequestResponse, status: number, code: string) {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.json()).toEqual({ code, message: expect.any(String) });
}
