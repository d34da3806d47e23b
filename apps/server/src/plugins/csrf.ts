import { timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER } from '@suap/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg, type Text } from '../lib/messages/index.js';
import { ApiError } from '../lib/reply.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API_PATH = /^\/api(\/|$|\?)/;

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The CSRF check of one request; null when it passes, else why it failed (in the request's language). */
export function csrfFailure(request: FastifyRequest): Text | null {
  const header = request.headers[CSRF_HEADER];
  const csrfCookie = request.server.cookieNames.csrf;
  const cookie = request.cookies[csrfCookie];
  if (typeof header !== 'string' || header === '') {
    return msg('csrf.missing', { header: CSRF_HEADER, cookie: csrfCookie });
  }
  if (!cookie || !sameToken(header, cookie)) {
    return msg('csrf.mismatch', { header: CSRF_HEADER, cookie: csrfCookie });
  }
  if (request.session && !sameToken(header, request.session.csrfToken)) {
    return msg('csrf.other-session', { header: CSRF_HEADER });
  }
  return null;
}

/**
 * Every API call that changes something (not GET/HEAD/OPTIONS) must echo the CSRF cookie (suap_csrf, or
 * __Host-suap_csrf over https) in the x-csrf-token header; with a session, the value must also be that
 * session's token. A cross-site page can make the browser send cookies but can neither read the cookie nor set
 * the header. Runs after the session plugin's hook (registration order).
 */
export default fp(
  async function csrfPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !API_PATH.test(request.url)) return;
      const failure = csrfFailure(request);
      // reason: the web (and any client) can tell a stale page from a refused profile without reading the text.
      if (failure) throw new ApiError(403, 'Forbidden', failure, { reason: 'csrf' });
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
