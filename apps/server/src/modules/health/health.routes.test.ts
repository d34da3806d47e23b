import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';

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
    expect(res.json()).toMatchObject({ code: 404, message: 'Not Found' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });

  it('answers 503 when the database is gone', async () => {
    const { app: broken, database } = await buildTestApp();
    await database.pool.end();
    const res = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503 });
  });
});
