import {
  apiPaths,
  CheckPersonBodySchema,
  LoginRevokeBodySchema,
  LoginRevokeReplySchema,
  LoginTokenBodySchema,
  LOGIN_LANGUAGE_COOKIE,
  LOGIN_LANGUAGE_COOKIE_PATH,
  LoginReplySchema,
  sessionPaths,
  type IdpName,
  type Language,
  type LoginReply,
} from '@suap/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { ApiError, StatusReplySchema, unauthorized } from '../../lib/reply.js';
import {
  clearSessionCookies,
  cookieOptions,
  sessionOrFail,
  setSessionCookies,
} from '../../plugins/session.js';
import {
  checkPersonOrFail,
  CheckFailedReplySchema,
  createIdentityChecksService,
} from '../identity-checks/index.js';
import { BadRequestReplySchema } from '../../lib/reply-schemas.js';
import { serviceDeps } from '../../lib/service-deps.js';
import type { UserWithProfileRow } from '../../lib/user-view.js';
import { AuthFailedReplySchema, LoginStartQuerySchema, PRE_LOGIN_COOKIE } from './auth.schemas.js';
import { createAuthService, PRE_LOGIN_SECONDS } from './auth.service.js';
import { OidcClients } from './oidc-clients.js';
import { describeDevice } from './session-device.js';
import type { SessionRow } from '../../plugins/session.repository.js';
import { sessionRepository } from '../../plugins/session.repository.js';
import { replyLanguage } from '../../lib/reply-language.js';
import { toUserView } from '../../lib/user-view.js';
import { msg } from '../../lib/messages/index.js';

const TOO_MANY = {
  it: 'Troppi tentativi di accesso da questo indirizzo: attendi un minuto e riprova',
  en: 'Too many login attempts from this address: wait a minute and try again',
} as const;

/**
 * Login (SPEC §7 "Authentication", §4 "Session"): start, token (front office), token2 (back office), revoke,
 * logout and identity matching. Handlers only translate HTTP; the rules are in auth.service.ts.
 */
const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = serviceDeps(app, config);
  const sessions = sessionRepository(app.database.db);
  const service = createAuthService({ ...deps, clients: new OidcClients(app, config) });
  const checks = createIdentityChecksService(deps);
  const rateLimit = {
    max: config.RATE_LIMIT_LOGIN_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: (request: FastifyRequest) =>
      new ApiError(429, 'Too Many Requests', TOO_MANY[replyLanguage(request)]),
  };
  const statusReplies = {
    400: BadRequestReplySchema,
    401: AuthFailedReplySchema,
    403: AuthFailedReplySchema,
    429: StatusReplySchema,
  };

  const loginReply = (
    user: UserWithProfileRow | null,
    outcome: {
      identity: LoginReply['claims'];
      origin: string | null;
      expiresIn: number;
      tokenType: string;
      session: SessionRow;
    },
    lang: Language,
    identityMatching: boolean,
  ): LoginReply => ({
    code: 200,
    message: 'OK',
    description: identityMatching
      ? 'Identity matching required: enter your fiscal code to continue'
      : 'Logged in',
    claims: outcome.identity,
    expires_in: outcome.expiresIn,
    token_type: outcome.tokenType,
    user: user ? toUserView(user, lang) : null,
    identityMatching,
    origin: outcome.origin,
    session: {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      expiresAt: outcome.session.expiresAt.toISOString(),
      absoluteExpiresAt: outcome.session.absoluteExpiresAt.toISOString(),
    },
  });

  app.get(
    sessionPaths.start,
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Starts a login: redirects to the identity provider',
        querystring: LoginStartQuerySchema,
        response: { 400: BadRequestReplySchema, 429: StatusReplySchema, 503: StatusReplySchema },
      },
    },
    async (request, reply) => {
      const { idp, origin, lang } = request.query;
      const started = await service.startLogin(idp, origin, lang, request.ip);
      const { authorizationUrl, preLoginToken } = started;
      reply.setCookie(PRE_LOGIN_COOKIE, preLoginToken, {
        ...cookieOptions(config),
        path: '/api/login',
        httpOnly: true,
        maxAge: PRE_LOGIN_SECONDS,
      });
      // The callback page is language-less: this tells it which language to speak (issue 24).
      reply.setCookie(LOGIN_LANGUAGE_COOKIE, started.lang, {
        ...cookieOptions(config),
        path: LOGIN_LANGUAGE_COOKIE_PATH,
        httpOnly: false,
        maxAge: PRE_LOGIN_SECONDS,
      });
      return reply.redirect(authorizationUrl, 302);
    },
  );

  const tokenHandler = (idp: IdpName) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = LoginTokenBodySchema.parse(request.body);
    reply.clearCookie(PRE_LOGIN_COOKIE, { ...cookieOptions(config), path: '/api/login' });
    const outcome = await service.completeLogin(
      idp,
      request.cookies[PRE_LOGIN_COOKIE],
      body,
      request.session?.id ?? null,
    );
    await sessions.recordDevice(outcome.session.id, describeDevice(request.headers['user-agent']));
    setSessionCookies(reply, config, outcome.token, outcome.session.csrfToken);
    const identityMatching = outcome.user === null;
    return loginReply(outcome.user, outcome, replyLanguage(request), identityMatching);
  };

  for (const [path, idp] of [
    [apiPaths.login.token, 'fo'],
    [apiPaths.login.token2, 'bo'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: 'public', rateLimit },
        schema: {
          tags: ['auth'],
          summary: `Exchanges the authorization code of a ${idp === 'fo' ? 'front-office' : 'back-office'} login`,
          body: LoginTokenBodySchema,
          response: { 200: LoginReplySchema, ...statusReplies },
        },
      },
      tokenHandler(idp),
    );
  }

  app.post(
    apiPaths.login.revoke,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Revokes the session's refresh token at the identity provider",
        body: LoginRevokeBodySchema,
        response: { 200: LoginRevokeReplySchema, 401: StatusReplySchema },
      },
    },
    async (request) => {
      await service.revoke(sessionOrFail(request, msg('session.none-to-revoke')));
      return { code: 200, message: 'OK', description: 'The refresh token was revoked', logoutUrl: null };
    },
  );

  app.post(
    sessionPaths.logout,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Logs out: revokes, destroys the session and answers the provider logout URL',
        body: LoginRevokeBodySchema,
        response: { 200: LoginRevokeReplySchema },
      },
    },
    async (request, reply) => {
      const logoutUrl = await service.logout(request.session, replyLanguage(request));
      clearSessionCookies(reply, config);
      return {
        code: 200,
        message: 'OK',
        description: logoutUrl
          ? 'Logged out: continue to the identity provider logout'
          : 'There was no session',
        logoutUrl,
      };
    },
  );

  app.post(
    sessionPaths.identityMatch,
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Links an eIDAS identity to a verified fiscal code and completes the login',
        body: CheckPersonBodySchema,
        response: {
          200: LoginReplySchema,
          400: CheckFailedReplySchema,
          401: StatusReplySchema,
          403: StatusReplySchema,
          409: StatusReplySchema,
        },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session?.data.identityMatching) throw unauthorized(msg('identity.needs-matching-login'));
      const verified = await checkPersonOrFail(checks.fiscalCode, request.body, session.data.identity);
      const linked = await service.linkIdentity(
        session,
        verified.codiceFiscale,
        {
          state: verified.statoNascita,
          city: verified.comuneNascita,
        },
        replyLanguage(request),
      );
      await sessions.recordDevice(linked.session.id, describeDevice(request.headers['user-agent']));
      setSessionCookies(reply, config, linked.token, linked.session.csrfToken);
      const identity = { ...session.data.identity, fiscalCode: verified.codiceFiscale };
      const { tokenType, accessTokenExpiresAt } = session.data.tokens;
      const expiresIn = accessTokenExpiresAt
        ? Math.max(0, accessTokenExpiresAt - Math.floor(Date.now() / 1000))
        : 0;
      return loginReply(
        linked.user,
        { identity, origin: session.data.origin, expiresIn, tokenType, session: linked.session },
        replyLanguage(request),
        false,
      );
    },
  );
};

export default authRoutes;
