import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, testConfig } from '../../../test/helper.js';
import { exchangeCode, loginAtProvider, TestBrowser } from '../../../test/browser.js';

describe('embedded identity providers', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });

  it('publishes discovery with the mount path in the issuer', async () => {
    for (const idp of ['fo', 'bo']) {
      // Endpoint URLs follow the Host the browser used, as behind any proxy that keeps it.
      const res = await app.inject({
        method: 'GET',
        url: `/idp/${idp}/.well-known/openid-configuration`,
        headers: { host: 'localhost:3000' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        issuer: `http://localhost:3000/idp/${idp}`,
        end_session_endpoint: `http://localhost:3000/idp/${idp}/session/end`,
        revocation_endpoint: `http://localhost:3000/idp/${idp}/token/revocation`,
      });
    }
  });

  it('serves an accessible bilingual login page listing the development accounts', async () => {
    const browser = new TestBrowser(app);
    const { loginPage } = await loginAtProvider(browser, 'bo', 'admin', {
      origin: '/it/back-office/requests',
    });
    expect(loginPage).toContain('<html lang="it">');
    expect(loginPage).toMatch(/<main id="main"/);
    expect(loginPage).toMatch(/<h1[^>]*>Accedi<\/h1>/);
    expect(loginPage).toContain('<label for="password">Password</label>');
    expect(loginPage).toContain('href="/idp/assets/idp.css"');
    expect(loginPage).not.toMatch(/<script(?![^>]*src=)/);
    for (const username of ['admin', 'collab', 'staff', 'mario.rossi', 'sara.russo'])
      expect(loginPage).toContain(`<code>${username}</code>`);
    const css = await app.inject({ method: 'GET', url: '/idp/assets/idp.css' });
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(css.body).toContain(':focus');
  });

  it('keeps its state and keys in the database, so another instance completes a login started here', async () => {
    const browser = new TestBrowser(app);
    const callback = await loginAtProvider(browser, 'fo', 'mario.rossi');
    const stored = await database.db.execute(sql`select count(*)::int as n from oidc_payloads`);
    expect((stored.rows[0] as { n: number }).n).toBeGreaterThan(0);

    const other = await buildApp({
      config: testConfig({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 }),
      database,
      logger: false,
    });
    await other.ready();
    try {
      const second = new TestBrowser(other);
      for (const [name, value] of browser.cookies) second.cookies.set(name, value);
      const res = await exchangeCode(second, 'fo', callback);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.fiscalCode).toBe('RSSMRA80A01H501U');
      const keys = await database.db.execute(sql`select count(*)::int as n from idp_keys`);
      expect((keys.rows[0] as { n: number }).n).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('answers an expired or unknown interaction with an error page, not a crash', async () => {
    const res = await app.inject({ method: 'GET', url: '/idp/fo/interaction/unknown' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
  });
});
