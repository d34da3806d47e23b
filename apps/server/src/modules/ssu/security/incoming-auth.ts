import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SsuError, toSsuError } from '../ssu-errors.js';
import { SIGNATURE_HEADER, signIntegrity, verifyIntegrity } from './integrity.js';
import type { ReplayGuard } from './replay-guard.js';
import type { PdndIssuer, PeerKeys, SigningKey } from './ssu-keys.js';
import { verifyVoucher } from './voucher.js';

// What each of our SSU e-services runs before its handler, and how it signs what it answers.

/** The verified caller of an SSU e-service. */
export interface SsuCaller {
  clientId: string;
  purposeId: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body bytes as received, on the routes that register registerSsuBodyParser (their digest is signed). */
    rawBody?: Buffer;
    /** The caller, once the ssuAuthentication hook has verified it. */
    ssuCaller?: SsuCaller;
  }
}

export interface IncomingAuthOptions {
  pdnd: PdndIssuer;
  /** Our e-service's audience, as registered on PDND: the voucher's aud, and the signature's. */
  audience: string | string[];
  /** The Agid-JWT-Signature aud, when the counterparts sign another one than the voucher's. */
  integrityAudience?: string | string[];
  peers: PeerKeys;
  replay: ReplayGuard;
  clockTolerance?: number;
}

const EMPTY = Buffer.alloc(0);

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Authenticates a call: the PDND voucher first (missing: ERROR_401_001, whatever else is missing; invalid:
 * ERROR_401_002), then the Agid-JWT-Signature over `body`, the raw bytes received (ERROR_401_003 / 401_004),
 * which must be signed by the voucher's client. The order is the one the black-box tests expect.
 */
export async function authenticateSsuCall(
  request: { headers: IncomingHttpHeaders; body: Buffer },
  options: IncomingAuthOptions,
): Promise<SsuCaller> {
  const authorization = single(request.headers.authorization);
  const bearer = authorization && /^Bearer[ \t]+([^\s,]+)[ \t]*$/i.exec(authorization);
  if (!bearer?.[1]) throw new SsuError('ERROR_401_001');
  const grant = await verifyVoucher(bearer[1], {
    issuer: options.pdnd.issuer,
    jwks: options.pdnd.jwks,
    audience: options.audience,
    clockTolerance: options.clockTolerance,
  });
  await verifyIntegrity({
    header: single(request.headers[SIGNATURE_HEADER.toLowerCase()]),
    digestHeader: single(request.headers.digest),
    body: request.body,
    contentType: single(request.headers['content-type']),
    audience: options.integrityAudience ?? options.audience,
    peers: options.peers,
    expectedClientId: grant.clientId,
    replay: options.replay,
    clockTolerance: options.clockTolerance,
  });
  return grant;
}

// Requests whose body could not be read as JSON: refused only after authentication (see registerSsuBodyParser).
const unreadableBodies = new WeakMap<FastifyRequest, string>();

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json[ \t]*(?:;|$)/i;

/**
 * Replaces the body parsers of an (encapsulated) e-service plugin with one that keeps the exact bytes in
 * `request.rawBody`, since the signature covers them, and parses JSON. A body that is not JSON is not refused
 * here: parsing runs before any hook, and an unauthenticated caller must get its 401 rather than learn about
 * the form of the body; ssuAuthentication answers ERROR_400_001 for it once the caller is known.
 */
export function registerSsuBodyParser(instance: FastifyInstance): void {
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    request.rawBody = bytes;
    const type = request.headers['content-type'] ?? '';
    if (bytes.length === 0) return done(null, undefined);
    if (!JSON_TYPE.test(type)) {
      unreadableBodies.set(request, `content type ${type.slice(0, 100)} is not JSON`);
      return done(null, undefined);
    }
    try {
      done(null, JSON.parse(bytes.toString('utf8')));
    } catch (error) {
      unreadableBodies.set(request, `malformed JSON: ${(error as Error).message}`);
      done(null, undefined);
    }
  });
}

/**
 * The preValidation hook of an e-service route: authenticates the call (request.ssuCaller), then refuses a
 * body registerSsuBodyParser could not read. preValidation, so that schema validation (400) comes after 401s.
 */
export function ssuAuthentication(options: IncomingAuthOptions) {
  return async (request: FastifyRequest): Promise<void> => {
    request.ssuCaller = await authenticateSsuCall(
      { headers: request.headers, body: request.rawBody ?? EMPTY },
      options,
    );
    const unreadable = unreadableBodies.get(request);
    if (unreadable !== undefined) throw new SsuError('ERROR_400_001', unreadable);
  };
}

/** How our replies are signed: with our key, for the e-service's audience. */
export interface ReplySigning {
  audience: string;
  key: SigningKey;
}

/**
 * (Every helper here resolves to nothing, never to the reply: a Fastify reply is thenable, and awaiting it would
 * wait for the very response the caller is still building.)
 *
 * Adds Agid-JWT-Signature and Digest for `body`, the exact serialized body about to be sent (empty when none),
 * and its content type. Send that same string or Buffer afterwards: Fastify sends them as they are.
 */
export async function signReply(
  reply: FastifyReply,
  options: ReplySigning & { body: string | Buffer; contentType?: string },
): Promise<void> {
  const headers = await signIntegrity(options);
  if (options.contentType !== undefined) reply.header('content-type', options.contentType);
  reply.headers(headers);
}

/** Serializes once, signs and sends a JSON reply (no body when `payload` is undefined). */
export async function sendSignedJson(
  reply: FastifyReply,
  statusCode: number,
  payload: unknown,
  signing: ReplySigning,
): Promise<void> {
  if (payload === undefined) {
    await signReply(reply, { ...signing, body: EMPTY });
    reply.code(statusCode).send();
    return;
  }
  const body = JSON.stringify(payload);
  // With its charset, as Fastify would add it to a string body after the type was signed.
  await signReply(reply, { ...signing, body, contentType: 'application/json; charset=utf-8' });
  reply.code(statusCode).send(body);
}

/**
 * Answers any error as the SSU error body, signed like every reply (toSsuError: SsuError as is, Fastify's
 * 4xx as ERROR_400_001, the rest as ERROR_500_007). The internal detail goes to the log only.
 */
export async function sendSsuError(
  reply: FastifyReply,
  error: unknown,
  signing: ReplySigning,
): Promise<void> {
  const ssuError = toSsuError(error);
  if (ssuError.status >= 500) {
    reply.log.error({ err: error, ssuError: ssuError.code, detail: ssuError.detail }, 'SSU e-service failed');
  } else {
    reply.log.info({ ssuError: ssuError.code, detail: ssuError.detail }, 'SSU call refused');
  }
  await sendSignedJson(reply, ssuError.status, ssuError.body, signing);
}
