import { identityClaimsFromToken, type IdentityClaims, type Language } from '@suap/shared';
import * as client from 'openid-client';
import type { IdpName } from '@suap/shared';
import { msg } from '../../lib/messages/index.js';
import { ApiError, badRequest } from '../../lib/reply.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { PreLoginData, UserSessionData } from '../../lib/session-data.js';
import type { UserWithProfileRow } from '../../lib/user-view.js';
import { sessionRepository, type SessionRow } from '../../plugins/session.repository.js';
import { authRepository } from './auth.repository.js';
import { refuse, refuseExchange } from './login-refusals.js';
import { loginUsers } from './login-users.js';
import { describeOidcError, endSessionUrl, revokeQuietly, toStoredTokens } from './oidc-calls.js';
import type { OidcClient, OidcClients } from './oidc-clients.js';
import { isSameSitePath } from './same-site-path.js';

export { AUTH_FAILED, authFailed } from './login-refusals.js';
export const PRE_LOGIN_SECONDS = 10 * 60;
/** Logins in progress kept per client address (each start stores one until it completes or expires). */
export const PRE_LOGINS_PER_ADDRESS = 10;

export interface TokenRequest {
  code: string;
  redirect_uri: string;
  state: string;
}

export interface LoginOutcome {
  /** Cookie value of the new session (rotation: always a new one). */
  token: string;
  session: SessionRow;
  user: UserWithProfileRow | null;
  identity: IdentityClaims;
  origin: string | null;
  expiresIn: number;
  tokenType: string;
}

/** Same-site path only (same-site-path.ts: no scheme, host, //, backslash or control character): no open redirect. */
export function safeOrigin(origin: string | undefined): string | null {
  return isSameSitePath(origin) ? origin : null;
}

/** The language of an origin path (/en/... -> en), Italian by default (SPEC §1). */
export function originLanguage(origin: string | null, fallback?: string): Language {
  const match = origin ? /^\/(it|en)(\/|$|\?|#)/.exec(origin) : null;
  if (match?.[1] === 'en' || match?.[1] === 'it') return match[1];
  return fallback === 'en' ? 'en' : 'it';
}

export interface AuthServiceDeps extends ServiceDeps {
  /** The OpenID Connect client of each provider (built from the Fastify app: the embedded provider is in it). */
  clients: OidcClients;
}

/** Login, logout and identity linking: the rules of SPEC §4 "Session", independent of HTTP. */
export function createAuthService({ database, config, log, clients }: AuthServiceDeps) {
  const sessions = sessionRepository(database.db);
  const repository = authRepository(database.db);
  const users = loginUsers(repository);
  const sessionSeconds = {
    idleSeconds: config.SESSION_IDLE_MINUTES * 60,
    absoluteSeconds: config.SESSION_ABSOLUTE_HOURS * 3600,
  };

  /** Step 1: remember state, nonce, PKCE verifier and origin server-side; answer the provider URL. */
  async function startLogin(
    idp: IdpName,
    originInput: string | undefined,
    langInput: string | undefined,
    clientAddress: string,
  ) {
    const oidc = await clients.get(idp);
    const origin = safeOrigin(originInput);
    const lang = originLanguage(origin, langInput);
    const data: PreLoginData = {
      kind: 'pre-login',
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      origin,
      lang,
    };
    const url = client.buildAuthorizationUrl(oidc.configuration, {
      redirect_uri: oidc.redirectUri,
      scope: 'openid',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(data.codeVerifier),
      code_challenge_method: 'S256',
      state: data.state,
      nonce: data.nonce,
      ui_locales: lang,
      // Every portal login authenticates anew at the provider: a refused login never leaves the next
      // person at this browser logged in as the previous one.
      prompt: 'login',
    });
    const { token } = await sessions.createPreLogin(
      {
        idp,
        userId: null,
        data,
        idleSeconds: PRE_LOGIN_SECONDS,
        absoluteSeconds: PRE_LOGIN_SECONDS,
        clientAddress,
      },
      PRE_LOGINS_PER_ADDRESS,
    );
    return { authorizationUrl: url.href, preLoginToken: token, lang };
  }

  /** Step 2: exchange the code, then apply the front-office or back-office rules. */
  async function completeLogin(
    idp: IdpName,
    preLoginToken: string | undefined,
    body: TokenRequest,
    previousSessionId: string | null,
  ): Promise<LoginOutcome> {
    const preLogin = preLoginToken ? await sessions.take(preLoginToken) : undefined;
    if (!preLogin || preLogin.data.kind !== 'pre-login' || preLogin.expiresAt.getTime() <= Date.now()) {
      throw badRequest(
        'No login is in progress in this browser, or it was already completed or has expired: start the login again',
      );
    }
    const pending = preLogin.data;
    const lang = pending.lang;
    if (preLogin.idp !== idp) {
      throw refuse(preLogin.idp === 'bo' ? 'started-for-bo' : 'started-for-fo', lang);
    }
    if (body.state !== pending.state) {
      throw badRequest(msg('login.state-mismatch'));
    }
    const oidc = await clients.get(idp);
    if (body.redirect_uri !== oidc.redirectUri) {
      throw badRequest(`redirect_uri must be ${oidc.redirectUri}`);
    }

    const tokens = await exchange(oidc, body, pending);
    const claims = tokens.claims();
    if (!claims) throw refuse('no-id-token', lang);
    const identity = identityClaimsFromToken(claims);
    const decision = await (
      idp === 'fo' ? users.frontOfficeUser(identity, lang) : users.backOfficeUser(identity, lang)
    ).catch(async (error: unknown) => {
      await audit(null, 'login.failed', { idp, subject: claims.sub, reason: (error as Error).message });
      await revokeQuietly(oidc, tokens.refresh_token ?? null, log);
      if (!(error instanceof ApiError)) throw error;
      // The provider still holds a session for the refused person: the browser ends it before anything else,
      // so the next login at this browser (a colleague, "log in again") starts from a clean provider session.
      throw new ApiError(error.statusCode, error.message, error.description, {
        ...error.details,
        lang,
        logoutUrl: endSessionUrl(oidc, claims.sub, lang),
      });
    });

    const data: UserSessionData = {
      kind: 'session',
      subject: claims.sub,
      identity,
      tokens: toStoredTokens(tokens),
      identityMatching: decision.identityMatching,
      origin: pending.origin,
    };
    if (previousSessionId) await sessions.destroy(previousSessionId);
    const { token, session } = await sessions.create({
      idp,
      userId: decision.user?.userId ?? null,
      data,
      ...sessionSeconds,
    });
    await audit(
      decision.user?.userId ?? null,
      decision.identityMatching ? 'login.identity-matching' : 'login',
      {
        idp,
        subject: claims.sub,
        ...(decision.created ? { userCreated: true } : {}),
      },
    );
    return {
      token,
      session,
      user: decision.user,
      identity,
      origin: pending.origin,
      expiresIn: tokens.expires_in ?? 0,
      tokenType: tokens.token_type,
    };
  }

  async function exchange(oidc: OidcClient, body: TokenRequest, pending: PreLoginData) {
    const callback = new URL(oidc.redirectUri);
    callback.searchParams.set('code', body.code);
    callback.searchParams.set('state', body.state);
    // RFC 9207: the provider names itself in the callback; each token route talks to one provider only,
    // so the expected issuer is the right value (the web app posts code and state only, SPEC §7).
    callback.searchParams.set('iss', oidc.configuration.serverMetadata().issuer);
    try {
      return await client.authorizationCodeGrant(oidc.configuration, callback, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      const reason = describeOidcError(error);
      log.info({ reason }, 'authorization code exchange refused');
      await audit(null, 'login.failed', { idp: oidc.idp, reason });
      throw refuseExchange(reason, pending.lang);
    }
  }

  /**
   * SPEC §5: links the eIDAS identity of a pending identity-matching session to the verified fiscal code
   * (a new FRONT_OFFICE user, or the existing user of that code) and turns it into a full session under a
   * new id.
   */
  async function linkIdentity(
    session: SessionRow & { data: UserSessionData },
    fiscalCode: string,
    placeOfBirth: { state: string; city: string | null },
    lang: Language,
  ) {
    const eidasId = session.data.identity.userEidasId;
    if (!session.data.identityMatching || !eidasId) {
      throw new ApiError(409, 'Conflict', msg('identity.not-waiting'));
    }
    const user = await users.linkedUser(session.data.identity, eidasId, fiscalCode, placeOfBirth, lang);

    const data: UserSessionData = {
      ...session.data,
      identity: { ...session.data.identity, fiscalCode },
      identityMatching: false,
    };
    await sessions.destroy(session.id);
    const created = await sessions.create({
      idp: session.idp,
      userId: user.userId,
      data,
      ...sessionSeconds,
    });
    await audit(user.userId, 'identity.link', { userEidasId: eidasId, fiscalCode });
    return { ...created, user };
  }

  /** Revokes the refresh token at the provider and forgets it (SPEC §4 logout, first step). */
  async function revoke(session: SessionRow & { data: UserSessionData }): Promise<void> {
    const oidc = await clients.get(session.idp);
    await revokeQuietly(oidc, session.data.tokens.refreshToken, log);
    await sessions.update(session.id, {
      data: { ...session.data, tokens: { ...session.data.tokens, refreshToken: null } },
    });
  }

  /** Revokes, destroys the session and answers the provider's end-session URL for the browser. */
  async function logout(
    session: (SessionRow & { data: UserSessionData }) | null,
    lang: Language,
  ): Promise<string | null> {
    if (!session) return null;
    const oidc = await clients.get(session.idp);
    await revokeQuietly(oidc, session.data.tokens.refreshToken, log);
    await sessions.destroy(session.id);
    await audit(session.userId, 'logout', { idp: session.idp });
    return endSessionUrl(oidc, session.data.subject, lang);
  }

  async function audit(actorUserId: number | null, action: string, details: Record<string, unknown>) {
    await repository.audit({ actorUserId, action, entity: 'session', entityId: null, details });
  }

  return { startLogin, completeLogin, linkIdentity, revoke, logout };
}

export type AuthService = ReturnType<typeof createAuthService>;
