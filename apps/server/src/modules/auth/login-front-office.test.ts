import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { auditLog, users } from '../../db/schema.js';
import { exchangeCode, login, loginAtProvider, TestBrowser } from '../../../test/browser.js';

const TOKEN_FIELDS = /access_token|refresh_token|id_token"|eyJ[A-Za-z0-9_-]{10,}/;

describe('front-office login', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });

  it('logs mario.rossi in, returns claims, user and origin, and never a token', async () => {
    const browser = new TestBrowser(app);
    const res = await login(browser, 'fo', 'mario.rossi', '/en/private-area');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 200,
      identityMatching: false,
      origin: '/en/private-area',
      token_type: expect.stringMatching(/^bearer$/i),
      claims: {
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: 'RSSMRA80A01H501U',
        dateOfBirth: '01/01/1980',
      },
      user: {
        fiscalCode: 'RSSMRA80A01H501U',
        profile: { profileId: 1 },
        active: 1,
        dateOfBirth: '01/01/1980',
      },
    });
    expect(body.expires_in).toBeGreaterThan(0);
    expect(res.body).not.toMatch(TOKEN_FIELDS);
    const sid = res.cookies.find((c) => c.name === 'suap_sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.cookies.find((c) => c.name === 'suap_csrf')?.httpOnly).toBeFalsy();

    const session = await browser.request({ method: 'GET', url: '/api/session' });
    expect(session.json()).toMatchObject({ authenticated: true, idp: 'fo', user: { firstName: 'Mario' } });
    expect(session.body).not.toMatch(TOKEN_FIELDS);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'login'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('shows the provider login page in the language of the origin', async () => {
    const browser = new TestBrowser(app);
    const callback = await loginAtProvider(browser, 'fo', 'mario.rossi', { origin: '/en/startup-service' });
    expect(callback.loginPage).toContain('<html lang="en">');
    expect(callback.loginPage).toContain('<label for="username">Username</label>');
    const italian = await loginAtProvider(new TestBrowser(app), 'fo', 'mario.rossi', { origin: '/it' });
    expect(italian.loginPage).toContain('<html lang="it">');
    expect(italian.loginPage).toContain('Nome utente');
  });

  it('refuses luca.neri, whose user is inactive, with Authentication failed', async () => {
    const browser = new TestBrowser(app);
    const res = await login(browser, 'fo', 'luca.neri');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, message: 'Authentication failed' });
    expect(browser.cookies.has('suap_sid')).toBe(false);
    const failed = await database.db.select().from(auditLog).where(eq(auditLog.action, 'login.failed'));
    expect(failed.length).toBeGreaterThan(0);
  });

  it('creates the user of a first-time front-office login from the claims', async () => {
    // anna.verdi's seeded record is moved aside, so her next login is a first one; it keeps her e-mail,
    // which is unique among users, so the new record must be created without it.
    await database.db
      .update(users)
      .set({ fiscalCode: 'XXXXXX90E52F205X' })
      .where(eq(users.fiscalCode, 'VRDNNA90E52F205A'));
    const res = await login(new TestBrowser(app), 'fo', 'anna.verdi');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: 'Anna',
      lastName: 'Verdi',
      profile: { profileId: 1 },
      active: 1,
      gender: 'F',
    });
    const [created] = await database.db.select().from(users).where(eq(users.fiscalCode, 'VRDNNA90E52F205A'));
    expect(created).toMatchObject({ dateOfBirth: '1990-05-12', profileId: 1, active: 1, email: null });
  });

  it('refuses a replayed code and a wrong state', async () => {
    const browser = new TestBrowser(app);
    const callback = await loginAtProvider(browser, 'fo', 'mario.rossi');
    const wrongState = await exchangeCode(browser, 'fo', callback, { state: 'not-the-state' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().description).toMatch(/state/i);

    const second = new TestBrowser(app);
    const good = await loginAtProvider(second, 'fo', 'mario.rossi');
    expect((await exchangeCode(second, 'fo', good)).statusCode).toBe(200);
    const replay = await exchangeCode(second, 'fo', good);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().description).toMatch(/no login is in progress/i);

    // Same code again under a fresh login in progress: the provider itself refuses it.
    const third = new TestBrowser(app);
    const fresh = await loginAtProvider(third, 'fo', 'mario.rossi');
    const replayAtProvider = await exchangeCode(third, 'fo', { ...fresh, code: good.code });
    expect(replayAtProvider.statusCode).toBe(401);
    expect(replayAtProvider.json().message).toBe('Authentication failed');
  });

  it('issues a new session id at every login and logout invalidates the old cookie', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'fo', 'mario.rossi');
    const first = browser.cookies.get('suap_sid');
    await login(browser, 'fo', 'mario.rossi');
    const second = browser.cookies.get('suap_sid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const stale = await app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { suap_sid: first ?? '' },
    });
    expect(stale.json().authenticated).toBe(false);

    const out = await browser.post('/api/login/logout');
    expect(out.statusCode).toBe(200);
    const logoutUrl = new URL(out.json().logoutUrl);
    expect(logoutUrl.pathname).toBe('/idp/fo/session/end');
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/auth/logout');
    expect(logoutUrl.searchParams.get('id_token_hint')).toBeNull();
    expect(logoutUrl.searchParams.get('client_id')).toBe('suap-fo');
    expect(logoutUrl.searchParams.get('logout_hint')).toBeTruthy();
    expect(logoutUrl.href).not.toMatch(/eyJ|RSSMRA80A01H501U|1980|@/);
    // The provider accepts the hint form: it asks the browser to confirm the logout (its form, no error page).
    const atProvider = await browser.request({
      method: 'GET',
      url: `${logoutUrl.pathname}${logoutUrl.search}`,
    });
    expect(atProvider.statusCode).toBe(200);
    expect(atProvider.body).toContain('<form');
    expect(browser.cookies.has('suap_sid')).toBe(false);
    const after = await app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { suap_sid: second ?? '' },
    });
    expect(after.json().authenticated).toBe(false);
    const logouts = await database.db.select().from(auditLog).where(eq(auditLog.action, 'logout'));
    expect(logouts.length).toBeGreaterThan(0);
  });

  it('refuses a front-office code at the back-office token route', async () => {
    const browser = new TestBrowser(app);
    const callback = await loginAtProvider(browser, 'fo', 'mario.rossi');
    const res = await exchangeCode(browser, 'bo', callback);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Authentication failed');
  });
});
