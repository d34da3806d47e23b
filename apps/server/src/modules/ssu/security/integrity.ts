import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { SsuError } from '../ssu-errors.js';
import type { ReplayGuard } from './replay-guard.js';
import { SSU_ALG, type PeerKeys, type SigningKey } from './ssu-keys.js';

// ModI INTEGRITY_REST_01, as the SSU specifications require for every call and reply (§7.2, REQ_10): the
// sender signs a short-lived JWT whose signed_headers carry the digest of the exact body bytes (and the content
// type), and sends the same Digest header. Verifying both ties the signature to these bytes.

export const SIGNATURE_HEADER = 'Agid-JWT-Signature';

// A type, not an interface, so that it fits where any header record is expected (Fastify's reply.headers).
export type IntegrityHeaders = {
  'Agid-JWT-Signature': string;
  Digest: string;
};

const DIGEST_ALGORITHMS = { 'SHA-256': 'sha256', 'SHA-512': 'sha512' } as const;
type DigestAlgorithm = keyof typeof DIGEST_ALGORITHMS;

// ssu_seen_tokens.jti is varchar(200); ids are stored prefixed with their client (see verifyIntegrity).
const MAX_REPLAY_ID = 200;

/** The Digest header value of a body (RFC 3230 form, as ModI uses it): `SHA-256=<base64>`. */
export function digestOf(body: Buffer | string, algorithm: DigestAlgorithm = 'SHA-256'): string {
  return `${algorithm}=${createHash(DIGEST_ALGORITHMS[algorithm]).update(body).digest('base64')}`;
}

/**
 * Signs a body (request or reply): the Agid-JWT-Signature token (iss = sub = our client, aud, iat, nbf, exp
 * `ttlSeconds` later, default 120, unique jti) and the Digest header to send with it. `body` must be the bytes
 * sent, serialized once; a call without body signs the empty body. `contentType` is signed when given.
 */
export async function signIntegrity(options: {
  body: Buffer | string;
  contentType?: string;
  audience: string;
  key: SigningKey;
  ttlSeconds?: number;
}): Promise<IntegrityHeaders> {
  const digest = digestOf(options.body);
  const signedHeaders: Record<string, string>[] = [{ digest }];
  if (options.contentType !== undefined) signedHeaders.push({ 'content-type': options.contentType });
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ signed_headers: signedHeaders })
    .setProtectedHeader({ alg: SSU_ALG, kid: options.key.kid, typ: 'JWT' })
    .setIssuer(options.key.clientId)
    .setSubject(options.key.clientId)
    .setAudience(options.audience)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + (options.ttlSeconds ?? 120))
    .setJti(randomUUID())
    .sign(options.key.privateKey);
  return { [SIGNATURE_HEADER]: token, Digest: digest } as IntegrityHeaders;
}

const invalid = (detail: string, cause?: unknown) => new SsuError('ERROR_401_004', detail, { cause });

// The media type only: frameworks add a charset to what the sender signed (Fastify to JSON), and the bytes are
// covered by the digest anyway.
const mediaType = (value: string) => (value.split(';')[0] ?? '').trim().toLowerCase();

/** The value a signed_headers entry gives a header (names compared case-insensitively), undefined if absent. */
function signedHeader(signedHeaders: unknown, name: string): unknown {
  if (!Array.isArray(signedHeaders)) return undefined;
  for (const entry of signedHeaders) {
    if (!entry || typeof entry !== 'object') continue;
    for (const [key, value] of Object.entries(entry)) if (key.toLowerCase() === name) return value;
  }
  return undefined;
}

function checkDigest(signed: unknown, body: Buffer, digestHeader: string | undefined): void {
  if (typeof signed !== 'string') throw invalid('signed_headers holds no digest');
  const separator = signed.indexOf('=');
  const algorithm = signed.slice(0, separator).toUpperCase();
  if (separator < 0 || !Object.hasOwn(DIGEST_ALGORITHMS, algorithm)) {
    throw invalid(`unsupported digest ${signed.slice(0, 20)}`);
  }
  const expected = digestOf(body, algorithm as DigestAlgorithm);
  if (signed.slice(separator + 1) !== expected.slice(expected.indexOf('=') + 1)) {
    throw invalid('the signed digest is not the digest of the body');
  }
  if (digestHeader === undefined) throw invalid('no Digest header');
  if (digestHeader.trim() !== signed) throw invalid('the Digest header is not the signed digest');
}

/**
 * Verifies an Agid-JWT-Signature over a body and returns the client id of the signer. Checks: the header is
 * there (else SsuError ERROR_401_003); then, each failing with ERROR_401_004: RS256 signature by a peer key
 * (header kid), iss (and sub) the client that key belongs to, `expectedClientId` if given (the voucher's
 * client), aud, exp/nbf within `clockTolerance` (default 30 s), the signed digest equal to the body's and to
 * the Digest header, the signed media type equal to `contentType`'s if both are present, and the jti never seen
 * before: `replay` remembers it (prefixed with the client, since jti is unique per issuer only) until exp.
 */
export async function verifyIntegrity(options: {
  header: string | undefined;
  digestHeader: string | undefined;
  body: Buffer;
  audience: string | string[];
  peers: PeerKeys;
  expectedClientId?: string;
  contentType?: string;
  replay: ReplayGuard;
  clockTolerance?: number;
}): Promise<string> {
  if (!options.header) throw new SsuError('ERROR_401_003');
  let verified;
  try {
    verified = await jwtVerify(options.header, options.peers.getKey, {
      algorithms: [SSU_ALG],
      audience: options.audience,
      clockTolerance: options.clockTolerance ?? 30,
      requiredClaims: ['iss', 'aud', 'exp', 'iat', 'jti'],
    });
  } catch (error) {
    if (error instanceof errors.JOSEError) throw invalid(`${error.name}: ${error.message}`, error);
    throw error;
  }
  const { payload, protectedHeader } = verified;
  const clientId = options.peers.clientIdOf(protectedHeader.kid ?? '');
  if (!clientId || payload.iss !== clientId || (payload.sub !== undefined && payload.sub !== clientId)) {
    throw invalid(`iss ${String(payload.iss)} is not the client of key ${String(protectedHeader.kid)}`);
  }
  if (options.expectedClientId !== undefined && clientId !== options.expectedClientId) {
    throw invalid(`signed by client ${clientId}, not the voucher's client ${options.expectedClientId}`);
  }
  checkDigest(signedHeader(payload.signed_headers, 'digest'), options.body, options.digestHeader);
  const signedType = signedHeader(payload.signed_headers, 'content-type');
  if (
    signedType !== undefined &&
    options.contentType !== undefined &&
    (typeof signedType !== 'string' || mediaType(signedType) !== mediaType(options.contentType))
  ) {
    throw invalid(`signed content-type ${String(signedType)} is not ${options.contentType}`);
  }
  const replayId = `${clientId}:${payload.jti}`;
  if (replayId.length > MAX_REPLAY_ID) throw invalid('jti too long');
  if (!(await options.replay.remember(replayId, new Date(payload.exp! * 1000)))) {
    throw invalid(`jti ${payload.jti} already used (replay)`);
  }
  return clientId;
}
