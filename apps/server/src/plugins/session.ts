import { cookieNames, type CookieNames, type RoleId } from '@suap/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Text } from '../lib/messages/index.js';
import { unauthorized } from '../lib/reply.js';
import { isUserSession, type UserSessionData } from '../lib/session-data.js';
import { sessionRepository, type SessionRow } from './session.repository.js';

/** The logged-in person, as every handler should read it (see currentUserOf in plugins/authorize.ts). */
export interface CurrentUser {
  userId: number;
  profileId: RoleId;
  profileDescription: { it: string; en: string };
  fiscalCode: string;
  firstName: string;
  lastName: string;
  active: boolean;
  /**
   * Where the data behind this user's list replies stood when the session was read (change counters of
   * migration 0006): a list reply cached under the same values is still current (plugins/list-replies.ts).
   */
  dataVersions: { ownRequests: number; backOfficeRequests: number };
}

export interface LoadedSession extends Omit<SessionRow, 'data'> {
  data: UserSessionData;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The session and CSRF cookie names in use: `__Host-` prefixed when cookies are Secure (an https BASE_URL). */
    cookieNames: CookieNames;
  }
  interface FastifyRequest {
    /** The server-side session of this browser, null when anonymous (or expired). */
    session: LoadedSession | null;
    currentUser: CurrentUser | null;
    /** True when the browser sent a session cookie whose session has ended (idle or absolute timeout). */
    sessionEnded: boolean;
  }
  interface FastifyContextConfig {
    /** 'peek' reads the session without counting as activity (GET /api/session must not keep it alive). */
    session?: 'touch' | 'peek';
  }
}

// Activity is written at most this often per session: the idle deadline moves by whole minutes anyway.
const TOUCH_EVERY_MS = 15_000;
const API_PATH = /^\/api(\/|$|\?)/;

/** The session of this call; a 401 with `message` when there is none. */
export function sessionOrFail(request: FastifyRequest, message: Text): LoadedSession {
  if (!request.session) throw unauthorized(message);
  return request.session;
}

/**
 * Path=/ and no Domain on every cookie of the site: with Secure (an https BASE_URL), what the `__Host-` names
 * require, so neither another subdomain nor a plain-http page can plant or overwrite them.
 */
export function cookieOptions(config: Config) {
  return { path: '/', sameSite: 'lax' as const, secure: config.cookieSecure };
}

/** `__Host-suap_sid` and `__Host-suap_csrf` over https, `suap_sid` and `suap_csrf` over development http. */
export const sessionCookieNames = (config: Config): CookieNames => cookieNames(config.cookieSecure);

export function setSessionCookies(reply: FastifyReply, config: Config, token: string, csrfToken: string) {
  const names = sessionCookieNames(config);
  reply.setCookie(names.session, token, { ...cookieOptions(config), httpOnly: true });
  // Readable by the web app, which echoes it in the x-csrf-token header (double submit + session binding).
  reply.setCookie(names.csrf, csrfToken, { ...cookieOptions(config), httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  const names = sessionCookieNames(config);
  reply.clearCookie(names.session, { ...cookieOptions(config), httpOnly: true });
  reply.clearCookie(names.csrf, { ...cookieOptions(config), httpOnly: false });
}

/**
 * Loads the server-side session (table sessions) of every API request from the session cookie (suap_sid, or
 * __Host-suap_sid over https: only the name in use is read, never the other), enforces the
 * idle and absolute timeouts, and records activity. Sessions live only in the database, so any instance can
 * serve any request.
 */
export default fp(
  async function sessionPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { config } = opts;
    const idleSeconds = config.SESSION_IDLE_MINUTES * 60;
    const repository = sessionRepository(app.database.db);
    const names = sessionCookieNames(config);

    app.decorate('cookieNames', names);
    app.decorateRequest('session', null);
    app.decorateRequest('currentUser', null);
    app.decorateRequest('sessionEnded', false);

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!API_PATH.test(request.url)) return;
      const token = request.cookies[names.session];
      if (!token) return;
      const found = await repository.findWithUser(token);
      if (!found || !isUserSession(found.session.data)) {
        clearSessionCookies(reply, config);
        return;
      }
      const data = found.session.data;
      const now = Date.now();
      let session = found.session;
      if (session.expiresAt.getTime() <= now || session.absoluteExpiresAt.getTime() <= now) {
        await repository.destroy(session.id);
        clearSessionCookies(reply, config);
        request.sessionEnded = true;
        return;
      }
      const peek = request.routeOptions.config?.session === 'peek';
      if (!peek && now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        session = (await repository.touch(session.id, idleSeconds)) ?? session;
      }
      request.session = { ...session, data };
      const user = found.user;
      if (user) {
        request.currentUser = {
          userId: user.userId,
          profileId: user.profileId as RoleId,
          profileDescription: { it: user.profileDescriptionIt, en: user.profileDescriptionEn },
          fiscalCode: user.fiscalCode,
          firstName: user.firstName,
          lastName: user.lastName,
          active: user.active === 1,
          dataVersions: {
            ownRequests: user.requestsVersion,
            backOfficeRequests: user.backOfficeRequestsVersion,
          },
        };
      }
    });

    const sweep = setInterval(
      () =>
        void repository
          .deleteExpired()
          .catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed')),
      10 * 60 * 1000,
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
