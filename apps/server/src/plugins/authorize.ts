import { BACK_OFFICE_ROLE_IDS, Role } from '@suap/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '../lib/messages/index.js';
import { forbidden, unauthorized } from '../lib/reply.js';
import type { CurrentUser } from './session.js';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without it stops the
 * server at start-up, so none can be forgotten.
 * - public: anyone;
 * - session: any session, also of an inactive user or of an identity still to be matched (the handler
 *   decides what it may see: e.g. getUserInfo answers an inactive user so the web can log them out);
 * - authenticated: any active user, whatever the profile;
 * - frontOffice: FRONT_OFFICE; - backOffice: BO_ADMIN, BO_COLLAB, BACK_OFFICE (99); - admin: BO_ADMIN.
 */
export const ACCESS_LEVELS = [
  'public',
  'session',
  'authenticated',
  'frontOffice',
  'backOffice',
  'admin',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its access level, so security tests are generated from the real table. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

const API_ROUTE = /^\/api(\/|$)/;
// Routes of the OpenAPI UI (@fastify/swagger-ui) are public documentation, registered by a third-party plugin.
const DOCS_ROUTE = /^\/api\/docs(\/|$)/;

export class MissingAccessError extends Error {}

export function allows(access: Access, user: Pick<CurrentUser, 'profileId'>): boolean {
  switch (access) {
    case 'public':
    case 'session':
    case 'authenticated':
      return true;
    case 'frontOffice':
      return user.profileId === Role.FRONT_OFFICE;
    case 'backOffice':
      return BACK_OFFICE_ROLE_IDS.includes(user.profileId);
    case 'admin':
      return user.profileId === Role.BO_ADMIN;
  }
}

/** The logged-in user in a handler of a non-public route (the authorize hook already guaranteed it). */
export function currentUserOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

export default fp(
  async function authorizePlugin(app: FastifyInstance) {
    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      if (!API_ROUTE.test(route.url) || DOCS_ROUTE.test(route.url)) return;
      const access = route.config?.access;
      if (!access || !ACCESS_LEVELS.includes(access)) {
        throw new MissingAccessError(
          `Route ${String(route.method)} ${route.url} must declare config.access (one of ${ACCESS_LEVELS.join(', ')})`,
        );
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      if (access === 'session') {
        if (!request.session) throw unauthorized();
        return;
      }
      const user = request.currentUser;
      if (!user) {
        throw unauthorized(request.sessionEnded ? msg('auth.session-ended') : msg('auth.login-required'));
      }
      if (!user.active) throw forbidden(msg('auth.inactive'));
      if (!allows(access, user)) throw forbidden(msg('auth.profile'));
    });
  },
  { name: 'authorize', dependencies: ['session'] },
);
