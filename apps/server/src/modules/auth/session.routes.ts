import { randomBytes } from 'node:crypto';
import {
  ActiveSessionListReplySchema,
  ActiveSessionParamsSchema,
  activeSessionPaths,
  EndSessionsReplySchema,
  SessionReplySchema,
  sessionPaths,
  type ActiveSession,
  type SessionReply,
} from '@suap/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import { conflict, notFound, StatusReplySchema, unauthorized } from '../../lib/reply.js';
import { currentUserOf } from '../../plugins/authorize.js';
import { cookieOptions, sessionCookieNames, sessionOrFail } from '../../plugins/session.js';
import { BadRequestReplySchema, LangQuerySchema } from '../../lib/reply-schemas.js';
import { authRepository } from './auth.repository.js';
import { sessionRepository } from '../../plugins/session.repository.js';
import { replyLanguage } from '../../lib/reply-language.js';
import { toUserView } from '../../lib/user-view.js';
import { msg } from '../../lib/messages/index.js';

/** The options of a call for any logged-in person about their own sessions. */
const signedIn = <Reply extends z.ZodType>(summary: string, reply: Reply) => ({
  config: { access: 'authenticated' as const },
  schema: {
    tags: ['auth'],
    summary,
    response: { 200: reply, 401: StatusReplySchema, 403: StatusReplySchema },
  },
});

/**
 * GET /api/session tells the web app who is logged in and when the session ends (for the WCAG 2.2.1
 * timeout warning) without counting as activity; POST /api/session/extend is the warning's "stay logged in".
 * Under /api/session/active a citizen or a member of staff sees the sessions they have open on other browsers
 * and devices, and ends one or all of them.
 */
const sessionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const sessions = sessionRepository(app.database.db);
  const users = authRepository(app.database.db);
  const csrfCookie = sessionCookieNames(config).csrf;

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
    const current = request.cookies[csrfCookie];
    if (expected ? current === expected : current) return;
    reply.setCookie(csrfCookie, expected ?? randomBytes(32).toString('base64url'), {
      ...cookieOptions(config),
      httpOnly: false,
    });
  }

  app.get(
    sessionPaths.session,
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
    sessionPaths.extend,
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
      const session = sessionOrFail(request, msg('session.none-to-extend'));
      const touched = await sessions.touch(session.id, config.SESSION_IDLE_MINUTES * 60);
      if (touched)
        request.session = { ...session, expiresAt: touched.expiresAt, lastSeenAt: touched.lastSeenAt };
      return describe(request);
    },
  );

  /** The session of this call and its user (the 'authenticated' access already guaranteed both). */
  const caller = (request: FastifyRequest) => {
    const user = currentUserOf(request);
    if (!request.session) throw unauthorized();
    return { userId: user.userId, sessionId: request.session.id };
  };

  app.get(
    activeSessionPaths.list,
    signedIn(
      "The caller's active sessions: when each started, its last activity, browser and system",
      ActiveSessionListReplySchema,
    ),
    async (request) => {
      const { userId, sessionId } = caller(request);
      const rows = await sessions.listActive(userId);
      const list: ActiveSession[] = rows.map((row) => ({
        sessionId: row.publicId,
        startedAt: row.createdAt.toISOString(),
        lastActivityAt: row.lastSeenAt.toISOString(),
        device: row.device,
        current: row.id === sessionId,
      }));
      // This browser's session first; the others stay newest activity first.
      list.sort((a, b) => Number(b.current) - Number(a.current));
      return {
        code: 200,
        message: 'OK',
        description: `${list.length} active session${list.length === 1 ? '' : 's'}`,
        sessions: list,
      };
    },
  );

  async function endOthers(request: FastifyRequest, publicId?: string) {
    const { userId, sessionId } = caller(request);
    const ended = await sessions.endOthers(userId, sessionId, publicId);
    if (ended.length > 0)
      await users.audit({
        actorUserId: userId,
        action: 'session.end',
        entity: 'session',
        entityId: publicId ?? null,
        details: { sessions: ended.map((row) => row.publicId) },
      });
    return ended.length;
  }

  app.delete(
    activeSessionPaths.end,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "Ends one of the caller's other sessions (that browser is logged out at its next call)",
        params: ActiveSessionParamsSchema,
        response: {
          200: EndSessionsReplySchema,
          400: BadRequestReplySchema,
          401: StatusReplySchema,
          403: StatusReplySchema,
          404: StatusReplySchema,
          409: StatusReplySchema,
        },
      },
    },
    async (request) => {
      const { sessionId } = request.params;
      const ended = await endOthers(request, sessionId.toLowerCase());
      if (ended === 0) {
        if (request.session?.publicId === sessionId.toLowerCase()) throw conflict(msg('session.current'));
        throw notFound(`You have no other active session ${sessionId}`);
      }
      return { code: 200, message: 'OK', description: 'The session has ended', ended };
    },
  );

  app.post(
    activeSessionPaths.endOthers,
    signedIn("Ends every session of the caller except this browser's", EndSessionsReplySchema),
    async (request) => {
      const ended = await endOthers(request);
      return {
        code: 200,
        message: 'OK',
        description: ended === 0 ? 'There were no other sessions' : `${ended} other sessions ended`,
        ended,
      };
    },
  );
};

export default sessionRoutes;
