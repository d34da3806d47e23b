import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { newestMigrationMillis } from './readiness.js';

describe('GET /api/health', async () => {
  const { app, database } = await buildTestApp();

  it('answers 200 with the database checked', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: 'OK',
      description: 'The server and its database are up',
    });
  });

  it('checks the database once for the calls that arrive together', async () => {
    const query = vi.spyOn(database.pool, 'query');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/health' })),
    );
    const checks = query.mock.calls.filter(([text]) => text === 'select 1').length;
    query.mockRestore();
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(checks).toBeGreaterThan(0);
    expect(checks).toBeLessThan(5);
  });

  it('carries the security headers and no X-Powered-By', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: 'Risorsa non trovata' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });

  it('answers 503 when the database is gone', async () => {
    const { app: broken, database } = await buildTestApp(
      {},
      { allowServerErrors: 'database gone on purpose' },
    );
    await database.pool.end();
    const res = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503 });
  });
});

describe('GET /api/health/live and /api/health/ready', async () => {
  const { app } = await buildTestApp();

  it('answers liveness without the database', async () => {
    const { app: broken, database } = await buildTestApp();
    await database.pool.end();
    const res = await broken.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'OK', description: 'The server process answers' });
  });

  it('is ready with the database reachable and every migration applied', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      checks: { database: 'ok', migrations: 'ok', lifecycle: 'ok' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready, naming the check, when the database is gone', async () => {
    const { app: broken, database } = await buildTestApp(
      {},
      { allowServerErrors: 'database gone on purpose' },
    );
    await database.pool.end();
    const res = await broken.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 503,
      message: 'Service Unavailable',
      description: 'Not ready (database): the database is not reachable',
      checks: { database: 'failing', migrations: 'not checked', lifecycle: 'ok' },
    });
  });

  it('is not ready on a database whose migrations are behind or missing', async () => {
    const { app: stale, database } = await buildTestApp(
      {},
      { allowServerErrors: 'migrations behind on purpose' },
    );
    // The newest migration not recorded: an instance newer than its database must not take traffic.
    await database.pool.query('delete from drizzle.__drizzle_migrations where created_at >= $1', [
      newestMigrationMillis(),
    ]);
    const behind = await stale.inject({ method: 'GET', url: '/api/health/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({
      description: 'Not ready (migrations): the database migrations are not all applied',
      checks: { database: 'ok', migrations: 'failing', lifecycle: 'ok' },
    });
    await database.pool.query('drop table drizzle.__drizzle_migrations');
    const missing = await stale.inject({ method: 'GET', url: '/api/health/ready' });
    expect(missing.json()).toMatchObject({ code: 503, checks: { database: 'ok', migrations: 'failing' } });
  });

  it('is not ready once the server is shutting down, while liveness still answers', async () => {
    const { app: closing } = await buildTestApp({}, { allowServerErrors: 'shutting down on purpose' });
    closing.lifecycle.shuttingDown = true;
    const res = await closing.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      description: 'Not ready (lifecycle): the server is shutting down',
      checks: { lifecycle: 'failing' },
    });
    expect((await closing.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('documents both probes in the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths).toHaveProperty('/api/health/live');
    expect(paths).toHaveProperty('/api/health/ready');
  });
});
