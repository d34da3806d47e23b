import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import authorizePlugin, { allows, MissingAccessError } from './authorize.js';
import type { CurrentUser } from './session.js';

// A stand-in for the session plugin: the user comes from a test header.
const fakeSession = fp(
  async (app) => {
    app.decorateRequest('currentUser', null);
    app.decorateRequest('sessionEnded', false);
    app.addHook('onRequest', async (request) => {
      const profile = request.headers['x-test-profile'];
      if (typeof profile === 'string') {
        request.currentUser = {
          userId: 1,
          profileId: Number(profile) as CurrentUser['profileId'],
          profileDescription: { it: '', en: '' },
          fiscalCode: 'RSSMRA80A01H501U',
          firstName: 'Mario',
          lastName: 'Rossi',
          active: request.headers['x-test-inactive'] !== '1',
          dataVersions: { ownRequests: 0, backOfficeRequests: 0 },
        };
      }
    });
  },
  { name: 'session' },
);

async function appWith(routes: (app: FastifyInstance) => void) {
  const app = Fastify();
  await app.register(cookie);
  await app.register(fakeSession);
  await app.register(authorizePlugin);
  await app.register(async (api) => routes(api), { prefix: '/api' });
  await app.ready();
  return app;
}

describe('authorize plugin', () => {
  it('refuses to start when an API route declares no access', async () => {
    await expect(appWith((api) => api.get('/forgotten', async () => ({})))).rejects.toBeInstanceOf(
      MissingAccessError,
    );
  });

  it('answers 401 without a user and 403 for the wrong profile or an inactive user', async () => {
    const app = await appWith((api) => {
      api.get('/citizen', { config: { access: 'frontOffice' } }, async () => ({ ok: true }));
      api.get('/staff', { config: { access: 'backOffice' } }, async () => ({ ok: true }));
      api.get('/admin', { config: { access: 'admin' } }, async () => ({ ok: true }));
      api.get('/open', { config: { access: 'public' } }, async () => ({ ok: true }));
    });
    const call = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });
    expect((await call('/api/open')).statusCode).toBe(200);
    expect((await call('/api/citizen')).statusCode).toBe(401);
    expect((await call('/api/citizen', { 'x-test-profile': '1' })).statusCode).toBe(200);
    expect((await call('/api/citizen', { 'x-test-profile': '2' })).statusCode).toBe(403);
    expect((await call('/api/staff', { 'x-test-profile': '1' })).statusCode).toBe(403);
    expect((await call('/api/staff', { 'x-test-profile': '99' })).statusCode).toBe(200);
    expect((await call('/api/admin', { 'x-test-profile': '3' })).statusCode).toBe(403);
    expect((await call('/api/admin', { 'x-test-profile': '2' })).statusCode).toBe(200);
    expect((await call('/api/admin', { 'x-test-profile': '2', 'x-test-inactive': '1' })).statusCode).toBe(
      403,
    );
    await app.close();
  });

  it('maps profiles to access levels as SPEC §6 says', () => {
    const user = (profileId: CurrentUser['profileId']) => ({ profileId }) as CurrentUser;
    expect(allows('backOffice', user(3))).toBe(true);
    expect(allows('admin', user(99))).toBe(false);
    expect(allows('frontOffice', user(99))).toBe(false);
  });
});
