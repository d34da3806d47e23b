import { describe, expect, it } from 'vitest';
import { buildTestApp, PRODUCTION_ENV } from '../../test/helper.js';
import { login, TestBrowser } from '../../test/browser.js';

describe('session cookies and timeouts', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });

  it('sets the session cookie HttpOnly and SameSite=Lax, not Secure in development', async () => {
    const browser = new TestBrowser(app);
    const reply = await login(browser, 'fo', 'mario.rossi');
    const cookie = reply.cookies.find((c) => c.name === 'suap_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('ends a session at its absolute lifetime even while it is used', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'fo', 'anna.verdi');
    const url = '/api/suap/v1/request/getUserInfo?fiscalCode=VRDNNA90E52F205A';
    expect((await browser.request({ method: 'GET', url })).statusCode).toBe(200);
    await database.pool.query(
      "update sessions set absolute_expires_at = now() - interval '1 second' where user_id = (select user_id from users where fiscal_code = 'VRDNNA90E52F205A')",
    );
    const after = await browser.request({ method: 'GET', url });
    expect(after.statusCode).toBe(401);
  });

  it('sends no X-Powered-By header, forbids framing, and no HSTS over development http', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/session' });
    expect(reply.headers['x-powered-by']).toBeUndefined();
    expect(String(reply.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same security headers on answers, errors, unknown paths and identity-provider pages', async () => {
    const urls = [
      '/api/health',
      '/api/suap/v1/anagrafica/suap/list?size=7',
      '/api/no-such-call',
      '/idp/fo/.well-known/openid-configuration',
    ];
    for (const url of urls) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-permitted-cross-domain-policies': 'none',
      });
      expect(String(reply.headers['content-security-policy']), url).toMatch(/^default-src 'self';/);
    }
  });
});

describe('in production', async () => {
  // Production has no development provider to log in with; the headers are the same for every reply.
  const { app } = await buildTestApp(PRODUCTION_ENV);

  it('sends HSTS and keeps scripts strict', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain('upgrade-insecure-requests');
  });
});
