import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { sessions } from '../../db/schema.js';
import { login, TestBrowser } from '../../../test/browser.js';

describe('sessions, CSRF and rate limits', async () => {
  const { app, database } = await buildTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: 1000,
    SESSION_IDLE_MINUTES: 30,
  });

  it('issues a readable CSRF cookie to anonymous visitors', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/session' });
    expect(res.json()).toMatchObject({
      authenticated: false,
      user: null,
      session: { idleMinutes: 30, expiresAt: null },
    });
    const csrf = res.cookies.find((c) => c.name === 'suap_csrf');
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(csrf?.httpOnly).toBeFalsy();
  });

  it('answers 403 to a state-changing call without, or with a wrong, CSRF header', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'fo', 'mario.rossi');
    const missing = await browser.request({ method: 'POST', url: '/api/session/extend', payload: {} });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 403, description: expect.stringMatching(/x-csrf-token/) });
    const wrong = await browser.request({
      method: 'POST',
      url: '/api/session/extend',
      payload: {},
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(403);
    // Cookie and header agree, but not with the session: still refused.
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/session/extend',
      payload: {},
      cookies: { suap_sid: browser.cookies.get('suap_sid') ?? '', suap_csrf: 'same' },
      headers: { 'x-csrf-token': 'same' },
    });
    expect(mismatch.statusCode).toBe(403);
    expect((await browser.post('/api/session/extend')).statusCode).toBe(200);
  });

  it('ends a session after the idle timeout and says so', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'fo', 'mario.rossi');
    const sid = browser.cookies.get('suap_sid');
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`user_id is not null`);
    const res = await browser.request({
      method: 'GET',
      url: '/api/suap/v1/request/getUserInfo?fiscalCode=RSSMRA80A01H501U',
    });
    expect(res.statusCode).toBe(401);
    const state = await app.inject({ method: 'GET', url: '/api/session', cookies: { suap_sid: sid ?? '' } });
    expect(state.json().authenticated).toBe(false);
  });

  it('extends the idle deadline on "stay logged in", never past the absolute one', async () => {
    const browser = new TestBrowser(app);
    const res = await login(browser, 'fo', 'mario.rossi');
    const { expiresAt, absoluteExpiresAt } = res.json().session;
    expect(new Date(expiresAt).getTime()).toBeLessThan(new Date(absoluteExpiresAt).getTime());
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 minute'`, lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(sql`user_id is not null`);
    const extended = await browser.post('/api/session/extend');
    expect(extended.statusCode).toBe(200);
    const newDeadline = new Date(extended.json().session.expiresAt).getTime();
    expect(newDeadline).toBeGreaterThan(Date.now() + 29 * 60_000);
    await database.db
      .update(sessions)
      .set({ absoluteExpiresAt: sql`now() + interval '5 minutes'` })
      .where(sql`user_id is not null`);
    const capped = await browser.post('/api/session/extend');
    expect(new Date(capped.json().session.expiresAt).getTime()).toBeLessThanOrEqual(
      Date.now() + 5 * 60_000 + 1000,
    );
  });

  it('does not extend the session when the web app only reads it', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'fo', 'anna.verdi');
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(sql`data->'identity'->>'fiscalCode' = 'VRDNNA90E52F205A'`);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.id, row?.id ?? ''));
    await browser.request({ method: 'GET', url: '/api/session' });
    const [after] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, row?.id ?? ''));
    expect(after?.lastSeenAt.getTime()).toBeLessThan(Date.now() - 9 * 60_000);
  });

  it('keeps tokens out of the browser and the reply', async () => {
    const browser = new TestBrowser(app);
    const res = await login(browser, 'bo', 'admin');
    for (const cookie of res.cookies) expect(cookie.value).not.toMatch(/^eyJ/);
    expect(res.body).not.toMatch(/access_token|refresh_token|"id_token"/);
  });

  it('rate-limits the login calls per address', async () => {
    const { app: limited } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 3 });
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await limited.inject({ method: 'GET', url: '/api/login/start?idp=fo' })).statusCode);
    }
    expect(codes.slice(0, 3)).toEqual([302, 302, 302]);
    expect(codes[4]).toBe(429);
    const last = await limited.inject({ method: 'GET', url: '/api/login/start?idp=fo' });
    expect(last.json()).toMatchObject({ code: 429, message: 'Troppe richieste' });
    const english = await limited.inject({ method: 'GET', url: '/api/login/start?idp=fo&lang=en' });
    expect(english.json()).toMatchObject({ code: 429, message: 'Too many requests' });
  });
});
