import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { safeOrigin } from './auth.service.js';
import { hasControlCharacters, isSameSitePath } from './same-site-path.js';
import { login, TestBrowser } from '../../../test/browser.js';

/** Origins a browser would turn into another site: tab, CR and LF are dropped from URLs, `/\` reads as `//`. */
const CONTROL_ORIGINS = [
  '/\t/evil.example',
  '/\r/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  '/%2509/evil.example',
  '/it/support\u007f',
];
const OFF_SITE_ORIGINS = [
  '/\\/evil.example',
  '/%5c/evil.example',
  '/%2f/evil.example',
  '/%252f/evil.example',
];

describe('post-login origin', () => {
  it.each(CONTROL_ORIGINS)('refuses control characters in %j', (origin) => {
    expect(hasControlCharacters(origin)).toBe(true);
    expect(isSameSitePath(origin)).toBe(false);
    expect(safeOrigin(origin)).toBeNull();
  });

  it.each(OFF_SITE_ORIGINS)('refuses the off-site path %j', (origin) => {
    expect(isSameSitePath(origin)).toBe(false);
    expect(safeOrigin(origin)).toBeNull();
  });

  it.each(['/it', '/en/support', '/it/back-office/requests?page=2#top', '/en/support?q=a%20b'])(
    'keeps the same-site path %j',
    (origin) => expect(safeOrigin(origin)).toBe(origin),
  );
});

describe('post-login origin at the API', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });

  it.each(CONTROL_ORIGINS)(
    'answers 400 to a login started with the origin %j, storing nothing',
    async (origin) => {
      const query = new URLSearchParams({ idp: 'fo', origin, lang: 'en' });
      const res = await app.inject({ method: 'GET', url: `/api/login/start?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, description: expect.any(String) });
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it.each(OFF_SITE_ORIGINS)('neither stores nor echoes the origin %j', async (origin) => {
    const res = await login(new TestBrowser(app), 'fo', 'mario.rossi', origin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().origin).toBeNull();
  });
});
