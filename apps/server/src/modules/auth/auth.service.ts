import {
  identityClaimsFromToken,
  isBackOfficeProfile,
  isFrontOfficeProfile,
  parseDisplayDate,
  Role,
  type IdentityClaims,
  type Language,
} from '@suap/shared';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { Config } from '../../config.js';
import { ApiError, badRequest } from '../../lib/reply.js';
import type { IdpName } from '../idp/idp-names.js';
import type { AuthRepository, UserWithProfileRow } from './auth.repository.js';
import type { OidcClient, OidcClients } from './oidc-clients.js';
import { refuse, refuseExchange } from './login-refusals.js';
import { isSameSitePath } from './same-site-path.js';
import type { OidcTokens, PreLoginData, UserSessionData } from './session-data.js';
import type { SessionRepository, SessionRow } from './session.repository.js';
import { msg } from '../../lib/messages/index.js';

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

export interface AuthServiceDeps {
  config: Config;
  clients: OidcClients;
  sessions: SessionRepository;
  repository: AuthRepository;
  log: FastifyBaseLogger;
}

/** Login, logout and identity linking: the rules of SPEC §4 "Session", independent of HTTP. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  private get sessionSeconds() {
    const { config } = this.deps;
    return {
      idleSeconds: config.SESSION_IDLE_MINUTES * 60,
      absoluteSeconds: config.SESSION_ABSOLUTE_HOURS * 3600,
    };
  }

  /** Step 1: remember state, nonce, PKCE verifier and origin server-side; answer the provider URL. */
  async startLogin(
    idp: IdpName,
    originInput: string | undefined,
    langInput: string | undefined,
    clientAddress: string,
  ) {
    const oidc = await this.deps.clients.get(idp);
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
    const { token } = await this.deps.sessions.createPreLogin(
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
  async completeLogin(
    idp: IdpName,
    preLoginToken: string | undefined,
    body: TokenRequest,
    previousSessionId: string | null,
  ): Promise<LoginOutcome> {
    const preLogin = preLoginToken ? await this.deps.sessions.take(preLoginToken) : undefined;
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
    const oidc = await this.deps.clients.get(idp);
    if (body.redirect_uri !== oidc.redirectUri) {
      throw badRequest(`redirect_uri must be ${oidc.redirectUri}`);
    }

    const tokens = await this.exchange(oidc, body, pending);
    const claims = tokens.claims();
    if (!claims) throw refuse('no-id-token', lang);
    const identity = identityClaimsFromToken(claims);
    const decision = await (
      idp === 'fo' ? this.frontOfficeUser(identity, lang) : this.backOfficeUser(identity, lang)
    ).catch(async (error: unknown) => {
      await this.audit(null, 'login.failed', { idp, subject: claims.sub, reason: (error as Error).message });
      await this.revokeQuietly(oidc, tokens.refresh_token ?? null);
      if (!(error instanceof ApiError)) throw error;
      // The provider still holds a session for the refused person: the browser ends it before anything else,
      // so the next login at this browser (a colleague, "log in again") starts from a clean provider session.
      throw new ApiError(error.statusCode, error.message, error.description, {
        ...error.details,
        lang,
        logoutUrl: this.endSessionUrl(oidc, claims.sub, lang),
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
    if (previousSessionId) await this.deps.sessions.destroy(previousSessionId);
    const { token, session } = await this.deps.sessions.create({
      idp,
      userId: decision.user?.userId ?? null,
      data,
      ...this.sessionSeconds,
    });
    await this.audit(
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

  private async exchange(oidc: OidcClient, body: TokenRequest, pending: PreLoginData) {
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
      this.deps.log.info({ reason }, 'authorization code exchange refused');
      await this.audit(null, 'login.failed', { idp: oidc.idp, reason });
      throw refuseExchange(reason, pending.lang);
    }
  }

  /**
   * SPEC §4: front-office login succeeds only for an active FRONT_OFFICE user. A first login with a fiscal code
   * creates that user from the claims; without a fiscal code an eIDAS identity already linked logs in as its
   * user, otherwise it goes to identity matching.
   */
  private async frontOfficeUser(identity: IdentityClaims, lang: Language) {
    const { repository } = this.deps;
    let user: UserWithProfileRow | undefined;
    let created = false;
    if (identity.fiscalCode) {
      user = await repository.findUserByFiscalCode(identity.fiscalCode);
      if (!user) {
        await repository.createUser(newFrontOfficeUser(identity, identity.fiscalCode, null));
        user = await repository.findUserByFiscalCode(identity.fiscalCode);
        created = true;
      }
    } else if (identity.userEidasId) {
      user = await repository.findUserByEidasId(identity.userEidasId);
      if (!user) return { user: null, identityMatching: true, created };
    } else {
      throw refuse('no-identifier', lang);
    }
    if (!user) throw refuse('no-user', lang);
    if (user.active !== 1) throw refuse('inactive-fo', lang);
    if (!isFrontOfficeProfile(user.profileId)) throw refuse('profile-fo', lang);
    return { user, identityMatching: false, created };
  }

  /** SPEC §4: back-office login needs a fiscal code and an existing, active user with a back-office profile. */
  private async backOfficeUser(identity: IdentityClaims, lang: Language) {
    if (!identity.fiscalCode) throw refuse('no-fiscal-code', lang);
    const user = await this.deps.repository.findUserByFiscalCode(identity.fiscalCode);
    if (!user) throw refuse('no-bo-user', lang);
    if (user.active !== 1) throw refuse('inactive-bo', lang);
    if (!isBackOfficeProfile(user.profileId)) throw refuse('profile-bo', lang);
    return { user, identityMatching: false, created: false };
  }

  /**
   * SPEC §5: links the eIDAS identity of a pending identity-matching session to the verified fiscal code
   * (a new FRONT_OFFICE user, or the existing user of that code) and turns it into a full session under a
   * new id.
   */
  async linkIdentity(
    session: SessionRow & { data: UserSessionData },
    fiscalCode: string,
    placeOfBirth: { state: string; city: string | null },
    lang: Language,
  ) {
    const { repository } = this.deps;
    const eidasId = session.data.identity.userEidasId;
    if (!session.data.identityMatching || !eidasId) {
      throw new ApiError(409, 'Conflict', msg('identity.not-waiting'));
    }
    const linkedElsewhere = await repository.findUserByEidasId(eidasId);
    if (linkedElsewhere && linkedElsewhere.fiscalCode !== fiscalCode) {
      throw new ApiError(409, 'Conflict', msg('identity.eidas-linked'));
    }
    let user = await repository.findUserByFiscalCode(fiscalCode);
    if (user?.userEidasId && user.userEidasId !== eidasId) {
      throw new ApiError(409, 'Conflict', msg('identity.fiscal-code-linked'));
    }
    if (!user) {
      await repository.createUser(
        newFrontOfficeUser(session.data.identity, fiscalCode, eidasId, placeOfBirth.state, placeOfBirth.city),
      );
      user = await repository.findUserByFiscalCode(fiscalCode);
    } else if (!user.userEidasId) {
      await repository.setEidasId(user.userId, eidasId);
      user = await repository.findUserById(user.userId);
    }
    if (!user) throw new Error('linked user not found');
    if (user.active !== 1) throw refuse('inactive-fo', lang);
    if (!isFrontOfficeProfile(user.profileId)) throw refuse('profile-fo', lang);

    const data: UserSessionData = {
      ...session.data,
      identity: { ...session.data.identity, fiscalCode },
      identityMatching: false,
    };
    await this.deps.sessions.destroy(session.id);
    const created = await this.deps.sessions.create({
      idp: session.idp,
      userId: user.userId,
      data,
      ...this.sessionSeconds,
    });
    await this.audit(user.userId, 'identity.link', { userEidasId: eidasId, fiscalCode });
    return { ...created, user };
  }

  /** Revokes the refresh token at the provider and forgets it (SPEC §4 logout, first step). */
  async revoke(session: SessionRow & { data: UserSessionData }): Promise<void> {
    const oidc = await this.deps.clients.get(session.idp);
    await this.revokeQuietly(oidc, session.data.tokens.refreshToken);
    await this.deps.sessions.update(session.id, {
      data: { ...session.data, tokens: { ...session.data.tokens, refreshToken: null } },
    });
  }

  /** Revokes, destroys the session and answers the provider's end-session URL for the browser. */
  async logout(
    session: (SessionRow & { data: UserSessionData }) | null,
    lang: Language,
  ): Promise<string | null> {
    if (!session) return null;
    const oidc = await this.deps.clients.get(session.idp);
    await this.revokeQuietly(oidc, session.data.tokens.refreshToken);
    await this.deps.sessions.destroy(session.id);
    await this.audit(session.userId, 'logout', { idp: session.idp });
    return this.endSessionUrl(oidc, session.data.subject, lang);
  }

  /**
   * The browser follows this URL, so it ends up in the history, the provider's access log and any proxy's: it names
   * the client and the provider's subject (RP-Initiated Logout's `client_id` and `logout_hint`), never the ID token,
   * which carries the person's name, birth date, e-mail and fiscal code.
   */
  endSessionUrl(oidc: OidcClient, subject: string, lang: Language): string {
    const parameters = {
      logout_hint: subject,
      post_logout_redirect_uri: oidc.postLogoutRedirectUri,
      client_id: oidc.configuration.clientMetadata().client_id,
      ui_locales: lang,
    };
    if (oidc.configuration.serverMetadata().end_session_endpoint) {
      return client.buildEndSessionUrl(oidc.configuration, parameters).href;
    }
    const url = new URL(oidc.fallbackLogoutUrl);
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    return url.href;
  }

  private async revokeQuietly(oidc: OidcClient, refreshToken: string | null): Promise<void> {
    if (!refreshToken) return;
    try {
      await client.tokenRevocation(oidc.configuration, refreshToken, { token_type_hint: 'refresh_token' });
    } catch (error) {
      // Logout must succeed even when the provider is down; the token then expires on its own.
      this.deps.log.warn({ reason: describeOidcError(error) }, 'refresh token revocation failed');
    }
  }

  private async audit(actorUserId: number | null, action: string, details: Record<string, unknown>) {
    await this.deps.repository.audit({ actorUserId, action, entity: 'session', entityId: null, details });
  }
}

function toStoredTokens(tokens: client.TokenEndpointResponse): OidcTokens {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    idToken: tokens.id_token ?? '',
    tokenType: tokens.token_type,
    accessTokenExpiresAt: tokens.expires_in ? Math.floor(Date.now() / 1000) + tokens.expires_in : null,
  };
}

function newFrontOfficeUser(
  identity: IdentityClaims,
  fiscalCode: string,
  userEidasId: string | null,
  placeOfBirth: string | null = null,
  cityOfBirth: string | null = null,
) {
  return {
    firstName: identity.firstName,
    lastName: identity.lastName,
    fiscalCode,
    dateOfBirth: identity.dateOfBirth ? parseDisplayDate(identity.dateOfBirth) : null,
    placeOfBirth,
    cityOfBirth,
    gender: identity.gender,
    email: identity.email,
    userEidasId,
    profileId: Role.FRONT_OFFICE,
  };
}

function describeOidcError(error: unknown): string {
  if (error instanceof client.ResponseBodyError)
    return `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
