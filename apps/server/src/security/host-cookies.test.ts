import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, PRODUCTION_ENV, testConfig } from '../../test/helper.js';
import { buildApp } from '../app.js';
import { login, TestBrowser } from '../../test/browser.js';

/** The raw Set-Cookie lines of a reply, by cookie name. */
function setCookies(reply: LightMyRequestResponse): Map<string, string> {
  const header = reply.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** The attributes of one Set-Cookie line, lower-cased names ("secure", "path", ...). */
function attributes(line: string): Map<string, string> {
  const [, ...parts] = line.split(';');
  return new Map(
    parts.map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name.toLowerCase(), value.join('=')];
    }),
  );
}

describe('session cookies behind an https BASE_URL', async () => {
  // NODE_ENV test with an https base: the base URL alone decides, so the development provider can still log in
  // (its in-process calls say https through X-Forwarded-Proto, as a proxy terminating https would: TRUST_PROXY).
  const { app, config } = await buildTestApp({
    BASE_URL: 'https://suap.example.it',
    TRUST_PROXY: '1',
    RATE_LIMIT_LOGIN_PER_MINUTE: 1000,
  });

  it('derives Secure from the https base, not from NODE_ENV', () => {
    expect(config.isProduction).toBe(false);
    expect(config.cookieSecure).toBe(true);
  });

  it('names the session and CSRF cookies __Host-, Secure, Path=/, SameSite=Lax and without Domain', async () => {
    const browser = new TestBrowser(app);
    const reply = await login(browser, 'fo', 'mario.rossi');
    expect(reply.statusCode).toBe(200);
    const cookies = setCookies(reply);
    expect([...cookies.keys()]).toEqual(expect.arrayContaining(['__Host-suap_sid', '__Host-suap_csrf']));
    expect(cookies.has('suap_sid')).toBe(false);
    expect(cookies.has('suap_csrf')).toBe(false);
    for (const name of ['__Host-suap_sid', '__Host-suap_csrf']) {
      const flags = attributes(cookies.get(name)!);
      expect(flags.has('secure'), name).toBe(true);
      expect(flags.get('path'), name).toBe('/');
      expect(flags.get('samesite'), name).toBe('Lax');
      expect(flags.has('domain'), name).toBe(false);
    }
    expect(attributes(cookies.get('__Host-suap_sid')!).has('httponly')).toBe(true);
    // The web app reads the CSRF cookie to echo it in the header.
    expect(attributes(cookies.get('__Host-suap_csrf')!).has('httponly')).toBe(false);
  });

  it('reads the session only from the __Host- cookie and checks CSRF against the __Host- cookie', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'fo', 'mario.rossi');
    const sid = browser.cookies.get('__Host-suap_sid')!;
    const csrf = browser.cookies.get('__Host-suap_csrf')!;
    const withHost = await app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { '__Host-suap_sid': sid },
    });
    expect(withHost.json()).toMatchObject({ authenticated: true });
    // A plain-named cookie (which a sibling subdomain or an http page could plant) is not a session here.
    const plain = await app.inject({ method: 'GET', url: '/api/session', cookies: { suap_sid: sid } });
    expect(plain.json()).toMatchObject({ authenticated: false });
    const extended = await app.inject({
      method: 'POST',
      url: '/api/session/extend',
      payload: {},
      cookies: { '__Host-suap_sid': sid, suap_csrf: csrf },
      headers: { 'x-csrf-token': csrf },
    });
    expect(extended.statusCode).toBe(403);
    expect(extended.json().description).toContain('__Host-suap_csrf');
    expect((await browser.post('/api/session/extend')).statusCode).toBe(200);
  });

  it('clears the __Host- cookies at logout with the same attributes', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'bo', 'admin');
    const reply = await browser.post('/api/login/logout');
    const cookies = setCookies(reply);
    for (const name of ['__Host-suap_sid', '__Host-suap_csrf']) {
      const flags = attributes(cookies.get(name) ?? '');
      expect(flags.has('secure'), name).toBe(true);
      expect(flags.get('path'), name).toBe('/');
      expect(flags.has('domain'), name).toBe(false);
    }
    expect(browser.cookies.has('__Host-suap_sid')).toBe(false);
  });

  it('gives an anonymous visitor a __Host- CSRF cookie', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/session' });
    const line = setCookies(reply).get('__Host-suap_csrf');
    expect(line).toBeDefined();
    expect(attributes(line!).has('secure')).toBe(true);
  });
});

describe('what decides Secure', () => {
  it('keeps plain, non-Secure cookies over a development http base', () => {
    expect(testConfig({ BASE_URL: 'http://localhost:3000' }).cookieSecure).toBe(false);
    expect(testConfig({ NODE_ENV: 'development', BASE_URL: 'http://localhost:3000' }).cookieSecure).toBe(
      false,
    );
  });

  it('marks them Secure for an https base in every mode, and COOKIE_SECURE=false cannot undo it', () => {
    expect(testConfig({ NODE_ENV: 'development', BASE_URL: 'https://suap.example.it' }).cookieSecure).toBe(
      true,
    );
    expect(testConfig({ ...PRODUCTION_ENV, COOKIE_SECURE: false }).cookieSecure).toBe(true);
    expect(testConfig({ BASE_URL: 'https://suap.example.it', COOKIE_SECURE: false }).cookieSecure).toBe(true);
  });

  it('lets COOKIE_SECURE=true add Secure over http (e.g. to try the __Host- names on localhost)', () => {
    expect(testConfig({ BASE_URL: 'http://localhost:3000', COOKIE_SECURE: true }).cookieSecure).toBe(true);
  });
});

describe('NODE_ENV=production is not what makes cookies Secure', async () => {
  // Production refuses an http BASE_URL at start-up (config-production.ts); the cookie code itself must not look
  // at NODE_ENV either: an app whose config says production over an http base sets plain, non-Secure cookies.
  const database = await createTestDatabase();
  const config = {
    // Without the SSU: production would need its counterparts, and never runs the development stand-ins.
    ...testConfig({
      BASE_URL: 'http://localhost:3000',
      RATE_LIMIT_LOGIN_PER_MINUTE: 1000,
      SSU_ENABLED: false,
    }),
    NODE_ENV: 'production' as const,
    isProduction: true,
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  afterAll(() => app.close());

  it('sets suap_csrf without Secure', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/session' });
    const cookies = setCookies(reply);
    expect(cookies.has('__Host-suap_csrf')).toBe(false);
    expect(attributes(cookies.get('suap_csrf')!).has('secure')).toBe(false);
  });
});
