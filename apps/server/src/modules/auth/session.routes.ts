import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE } from '@suap/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { StatusReplySchema, unauthorized } from '../../lib/reply.js';
import { cookieOptions } from '../../plugins/session.js';
import { authRepository } from './auth.repository.js';
import { authPaths, LangQuerySchema, SessionReplySchema, type SessionReply } from './auth.schemas.js';
import { sessionRepository } from './session.repository.js';
import { replyLanguage, toUserView } from './user-view.js';

/**
 * GET /api/session tells the web app who is logged in and when the session ends (for the WCAG 2.2.1
 * timeout warning) without counting as activity; POST /api/session/extend is the warning's "stay logged in".
 */
const sessionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const sessions = sessionRepository(app.database.db);
  const users = authRepository(app.database.db);

  async function describe(request: FastifyRequest): Promise<SessionReply> {
    const session = request.session;
    const row = request.currentUser ? await users.findUserById(request.currentUser.userId) : undefined;
    const times = {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      expiresAt: session ? session.expiresAt.toISOString() : null,
      absoluteExpiresAt: session ? session.absoluteExpiresAt.toISOString() : null,
    };
    return {
      code: 200,
      message: 'OK',
      description: session ? 'Session active' : request.sessionEnded ? 'The session has ended' : 'Anonymous',
      authenticated: !!row,
      identityMatching: session?.data.identityMatching ?? false,
      idp: session?.idp ?? null,
      user: row ? toUserView(row, replyLanguage(request)) : null,
      claims: session?.data.identity ?? null,
      sessionEnded: request.sessionEnded,
      session: times,
    };
  }

  // The web app reads the CSRF cookie before its first POST: make sure there is one, and that it is the
  // session's own token when a session exists (the cookie may have been deleted by the browser).
  function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply) {
    const expected = request.session?.csrfToken;
    const current = request.cookies[CSRF_COOKIE];
    if (expected ? current === expected : current) return;
    reply.setCookie(CSRF_COOKIE, expected ?? randomBytes(32).toString('base64url'), {
      ...cookieOptions(config),
      httpOnly: false,
    });
  }

  app.get(
    authPaths.session,
    {
      config: { access: 'public', session: 'peek' },
      schema: {
        tags: ['auth'],
        summary: 'The current session: user, identity matching state and deadlines (does not extend it)',
        querystring: LangQuerySchema,
        response: { 200: SessionReplySchema },
      },
    },
    async (request, reply) => {
      ensureCsrfCookie(request, reply);
      return describe(request);
    },
  );

  app.post(
    authPaths.extend,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Extends the session (the "stay logged in" of the timeout warning)',
        querystring: LangQuerySchema,
        response: { 200: SessionReplySchema, 401: StatusReplySchema },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session) throw unauthorized('There is no session to extend: log in again');
      const touched = await sessions.touch(session.id, config.SESSION_IDLE_MINUTES * 60);
      if (touched)
        request.session = { ...session, expiresAt: touched.expiresAt, lastSeenAt: touched.lastSeenAt };
      return describe(request);
    },
  );
};

export default sessionRoutes;
