import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { ReplayGuard } from './replay-guard.js';
import { SSU_ALG, type PdndIssuerKey, type PeerKeys } from './ssu-keys.js';

// What PDND's token endpoint does (OAuth2 client_credentials with a JWT client assertion, RFC 7523), for the
// development stand-ins and the tests. voucher.ts re-exports it: the front office's side is there.

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

const reason = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Signs a voucher as PDND does; issueVoucher's last step, and a shortcut for tests. */
export async function signVoucher(options: {
  issuerKey: PdndIssuerKey;
  audience: string | string[];
  clientId: string;
  purposeId?: string;
  ttlSeconds?: number;
}): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = options.ttlSeconds ?? 600;
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ client_id: options.clientId, purposeId: options.purposeId })
    .setProtectedHeader({ alg: SSU_ALG, kid: options.issuerKey.kid, typ: 'at+jwt' })
    .setIssuer(options.issuerKey.issuer)
    .setSubject(options.clientId)
    .setAudience(options.audience)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + expiresIn)
    .setJti(randomUUID())
    .sign(options.issuerKey.privateKey);
  return { token, expiresIn };
}

/** A refused token request, with the OAuth2 error (RFC 6749 §5.2) the endpoint answers. */
export class TokenRequestError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: 'invalid_request' | 'invalid_client' | 'unauthorized_client' | 'unsupported_grant_type',
    description: string,
  ) {
    super(description);
    this.name = 'TokenRequestError';
  }

  get body() {
    return { error: this.error, error_description: this.message };
  }
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/**
 * What PDND's token endpoint does with a form-encoded client_credentials request: verifies the client assertion
 * against the public key the client registered (header kid; iss = sub = that key's client; aud = the endpoint;
 * exp, jti and purposeId present; a jti used once only when `replay` is given), then signs a voucher for the
 * e-service the purpose is for (`audienceFor`, undefined: the client may not use that purpose).
 */
export async function issueVoucher(
  request: URLSearchParams | Record<string, string | undefined>,
  options: {
    issuerKey: PdndIssuerKey;
    tokenAudience: string;
    clients: PeerKeys;
    audienceFor(grant: { clientId: string; purposeId: string }): string | string[] | undefined;
    ttlSeconds?: number;
    clockTolerance?: number;
    replay?: ReplayGuard;
  },
): Promise<TokenResponse> {
  const field = (name: string) =>
    (request instanceof URLSearchParams ? request.get(name) : request[name]) ?? undefined;
  const grantType = field('grant_type');
  if (grantType !== 'client_credentials') {
    throw grantType
      ? new TokenRequestError(400, 'unsupported_grant_type', `grant_type ${grantType} is not supported`)
      : new TokenRequestError(400, 'invalid_request', 'grant_type is missing');
  }
  const assertion = field('client_assertion');
  if (field('client_assertion_type') !== CLIENT_ASSERTION_TYPE || !assertion) {
    throw new TokenRequestError(
      400,
      'invalid_request',
      `a client_assertion of type ${CLIENT_ASSERTION_TYPE}`,
    );
  }
  let verified;
  try {
    verified = await jwtVerify(assertion, options.clients.getKey, {
      algorithms: [SSU_ALG],
      audience: options.tokenAudience,
      clockTolerance: options.clockTolerance ?? 30,
      requiredClaims: ['iss', 'sub', 'exp', 'iat', 'jti'],
    });
  } catch (error) {
    throw new TokenRequestError(401, 'invalid_client', `client assertion refused (${reason(error)})`);
  }
  const { payload, protectedHeader } = verified;
  const clientId = options.clients.clientIdOf(protectedHeader.kid ?? '');
  if (!clientId || payload.iss !== clientId || payload.sub !== clientId) {
    throw new TokenRequestError(
      401,
      'invalid_client',
      'iss and sub must be the client the key is registered for',
    );
  }
  const requestedClient = field('client_id');
  if (requestedClient !== undefined && requestedClient !== clientId) {
    throw new TokenRequestError(401, 'invalid_client', 'client_id is not the client of the assertion');
  }
  const purposeId = payload.purposeId;
  if (typeof purposeId !== 'string' || purposeId === '') {
    throw new TokenRequestError(400, 'invalid_request', 'the client assertion names no purposeId');
  }
  if (
    options.replay &&
    !(await options.replay.remember(`${clientId}:${payload.jti}`, new Date(payload.exp! * 1000)))
  ) {
    throw new TokenRequestError(401, 'invalid_client', 'client assertion already used');
  }
  const audience = options.audienceFor({ clientId, purposeId });
  if (audience === undefined) {
    throw new TokenRequestError(
      400,
      'unauthorized_client',
      `purpose ${purposeId} is not granted to the client`,
    );
  }
  const { token, expiresIn } = await signVoucher({
    issuerKey: options.issuerKey,
    audience,
    clientId,
    purposeId,
    ttlSeconds: options.ttlSeconds,
  });
  return { access_token: token, token_type: 'Bearer', expires_in: expiresIn };
}
