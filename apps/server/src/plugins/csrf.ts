import { timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER } from '@suap/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/reply.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API_PATH = /^\/api(\/|$|\?)/;

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The CSRF check of one request; null when it passes, else why it failed. */
export function csrfFailure(request: FastifyRequest): string | null {
  const header = request.headers[CSRF_HEADER];
  const csrfCookie = request.server.cookieNames.csrf;
  const cookie = request.cookies[csrfCookie];
  if (typeof header !== 'string' || header === '') {
    return `The ${CSRF_HEADER} header is missing: send the value of the ${csrfCookie} cookie in it`;
  }
  if (!cookie || !sameToken(header, cookie)) {
    return `The ${CSRF_HEADER} header does not match the ${csrfCookie} cookie: reload the page and try again`;
  }
  if (request.session && !sameToken(header, request.session.csrfToken)) {
    return `The ${CSRF_HEADER} header does not belong to this session: reload the page and try again`;
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
      if (failure) throw forbidden(failure);
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
