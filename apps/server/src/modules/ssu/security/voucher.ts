import { randomUUID } from 'node:crypto';
import {
  SignJWT,
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { SsuError } from '../ssu-errors.js';
import { CLIENT_ASSERTION_TYPE, type TokenResponse } from './pdnd-token-endpoint.js';
import { SSU_ALG, type SigningKey } from './ssu-keys.js';

export {
  CLIENT_ASSERTION_TYPE,
  TokenRequestError,
  issueVoucher,
  signVoucher,
  type TokenResponse,
} from './pdnd-token-endpoint.js';

// PDND vouchers (OAuth2 client_credentials with a JWT client assertion, RFC 7523): verifying the ones our
// e-services receive, and obtaining ours. What PDND's token endpoint does is in pdnd-token-endpoint.ts, re-exported
// here so that one module names everything about vouchers.

/** Who a verified voucher was issued to. */
export interface VoucherGrant {
  clientId: string;
  purposeId: string | undefined;
}

const localKeySets = new WeakMap<JSONWebKeySet, JWTVerifyGetKey>();
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

// Importing keys is the costly part of a verification: one key set per JWKS (jose caches imported keys in it),
// and per URL for PDND's published JWKS (jose also caches the download and refetches on an unknown kid).
function keySetOf(jwks: JSONWebKeySet | URL): JWTVerifyGetKey {
  if (jwks instanceof URL) {
    let set = remoteKeySets.get(jwks.href);
    if (!set) remoteKeySets.set(jwks.href, (set = createRemoteJWKSet(jwks)));
    return set;
  }
  let set = localKeySets.get(jwks);
  if (!set) localKeySets.set(jwks, (set = createLocalJWKSet(jwks)));
  return set;
}

const reason = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Verifies the voucher of an incoming call: PDND's signature (RS256, header kid), typ at+jwt, issuer, audience
 * (our e-service), exp and nbf (within `clockTolerance` seconds), and that it names a client. Throws SsuError
 * ERROR_401_002 for any fault of the token, ERROR_503_001 when PDND's published keys cannot be read (not the
 * caller's fault, and worth calling again).
 */
export async function verifyVoucher(
  token: string,
  options: {
    issuer: string;
    jwks: JSONWebKeySet | URL;
    audience: string | string[];
    clockTolerance?: number;
  },
): Promise<VoucherGrant> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySetOf(options.jwks), {
      algorithms: [SSU_ALG],
      typ: 'at+jwt',
      issuer: options.issuer,
      audience: options.audience,
      clockTolerance: options.clockTolerance ?? 30,
      requiredClaims: ['exp', 'iat', 'jti'],
    }));
  } catch (error) {
    // jose wraps every fault of a token; anything else, and a JWKS download it gave up on, is PDND's keys
    // being out of reach.
    const unreachable = error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid;
    if (error instanceof errors.JOSEError && !unreachable) {
      throw new SsuError('ERROR_401_002', reason(error), { cause: error });
    }
    throw new SsuError('ERROR_503_001', `PDND keys unavailable: ${reason(error)}`, { cause: error });
  }
  const clientId = payload.client_id ?? payload.sub;
  if (typeof clientId !== 'string' || clientId === '') throw new SsuError('ERROR_401_002', 'no client_id');
  if (payload.sub !== undefined && payload.sub !== clientId) {
    throw new SsuError('ERROR_401_002', `sub ${String(payload.sub)} is not client_id ${clientId}`);
  }
  return { clientId, purposeId: typeof payload.purposeId === 'string' ? payload.purposeId : undefined };
}

/** Our voucher for one purpose, fetched when needed. */
export interface VoucherSource {
  get(): Promise<string>;
  /** Forgets the cached voucher (the counterpart refused it): the next get() fetches a new one. */
  invalidate(): void;
}

/** The token endpoint could not give a voucher; `status` is its HTTP status when it answered. */
export class VoucherFetchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'VoucherFetchError';
  }
}

/** Signs the client assertion of a token request (RFC 7523 with PDND's purposeId claim). */
export async function createClientAssertion(options: {
  signingKey: SigningKey;
  tokenAudience: string;
  purposeId: string;
  ttlSeconds?: number;
}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ purposeId: options.purposeId })
    .setProtectedHeader({ alg: SSU_ALG, kid: options.signingKey.kid, typ: 'JWT' })
    .setIssuer(options.signingKey.clientId)
    .setSubject(options.signingKey.clientId)
    .setAudience(options.tokenAudience)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.ttlSeconds ?? 120))
    .setJti(randomUUID())
    .sign(options.signingKey.privateKey);
}

/**
 * A voucher source: fetches from the token endpoint on first use and keeps the voucher until `refreshMarginSeconds`
 * (default 60) before it expires, with one fetch at a time however many calls wait for it. `audience`, when given,
 * is the e-service the voucher must be for: a voucher for another one (a wrong purposeId) fails here, plainly,
 * instead of as a 401 from the counterpart.
 */
export function createVoucherSource(options: {
  tokenUrl: string | URL;
  tokenAudience: string;
  clientId?: string;
  purposeId: string;
  signingKey: SigningKey;
  audience?: string;
  fetch?: typeof fetch;
  refreshMarginSeconds?: number;
  timeoutMs?: number;
}): VoucherSource {
  const { signingKey } = options;
  if (options.clientId !== undefined && options.clientId !== signingKey.clientId) {
    throw new Error(
      `The voucher's client ${options.clientId} is not the signing key's ${signingKey.clientId}`,
    );
  }
  const doFetch = options.fetch ?? fetch;
  const margin = options.refreshMarginSeconds ?? 60;
  let cached: { token: string; refreshAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  async function fetchVoucher(): Promise<{ token: string; refreshAt: number }> {
    const startedAt = Date.now();
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: signingKey.clientId,
      client_assertion_type: CLIENT_ASSERTION_TYPE,
      client_assertion: await createClientAssertion({ ...options, signingKey }),
    });
    let response: Response;
    let text: string;
    try {
      response = await doFetch(options.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      text = await response.text();
    } catch (error) {
      throw new VoucherFetchError(`PDND token endpoint unreachable: ${reason(error)}`, undefined, {
        cause: error,
      });
    }
    if (!response.ok) {
      throw new VoucherFetchError(
        `PDND token endpoint answered ${response.status}: ${text.slice(0, 300)}`,
        response.status,
      );
    }
    let reply: Partial<TokenResponse>;
    try {
      reply = JSON.parse(text) as Partial<TokenResponse>;
    } catch {
      throw new VoucherFetchError(
        `PDND token endpoint answered no JSON: ${text.slice(0, 300)}`,
        response.status,
      );
    }
    const { access_token: token, expires_in: expiresIn } = reply;
    if (typeof token !== 'string' || typeof expiresIn !== 'number' || !(expiresIn > 0)) {
      throw new VoucherFetchError(
        'PDND token endpoint answered no access_token and expires_in',
        response.status,
      );
    }
    if (options.audience !== undefined) {
      let aud: unknown;
      try {
        aud = decodeJwt(token).aud;
      } catch (error) {
        throw new VoucherFetchError(`PDND token endpoint answered an unreadable voucher: ${reason(error)}`);
      }
      if (!(Array.isArray(aud) ? aud : [aud]).includes(options.audience)) {
        throw new VoucherFetchError(
          `The voucher for purpose ${options.purposeId} is for ${String(aud)}, not ${options.audience}`,
          response.status,
        );
      }
    }
    // Counted from before the request, so the voucher is never used past its real expiry.
    const lifetime = expiresIn > 2 * margin ? expiresIn - margin : expiresIn / 2;
    return { token, refreshAt: startedAt + lifetime * 1000 };
  }

  return {
    get() {
      if (cached && Date.now() < cached.refreshAt) return Promise.resolve(cached.token);
      inFlight ??= fetchVoucher()
        .then((fresh) => {
          cached = fresh;
          return fresh.token;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
