import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { sessions } from '../../db/schema.js';
import { describeDevice } from './session-device.js';
import { login, TestBrowser } from '../../../test/browser.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Listed {
  sessionId: string;
  startedAt: string;
  lastActivityAt: string;
  device: { browser: string | null; os: string | null };
  current: boolean;
}

/** A browser logged in with a given User-Agent (kept on every call, as a real browser sends it). */
async function loggedIn(
  app: Parameters<typeof login>[0]['app'],
  idp: 'fo' | 'bo',
  username: string,
  ua: string,
) {
  const browser = new TestBrowser(app);
  const request = browser.request.bind(browser);
  browser.request = (options) =>
    request({ ...options, headers: { 'user-agent': ua, ...(options.headers ?? {}) } });
  const reply = await login(browser, idp, username);
  expect(reply.statusCode).toBe(200);
  return browser;
}

const list = async (browser: TestBrowser) => {
  const reply = await browser.request({ method: 'GET', url: '/api/session/active' });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ code: number; sessions: Listed[] }>().sessions;
};

describe('active sessions', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });

  it('lists the two sessions of a citizen logged in twice, this one marked current, without secrets', async () => {
    const laptop = await loggedIn(app, 'fo', 'mario.rossi', FIREFOX_WINDOWS);
    const phone = await loggedIn(app, 'fo', 'mario.rossi', SAFARI_IPHONE);
    const seen = await list(laptop);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ current: true, device: { browser: 'Firefox', os: 'Windows' } });
    expect(seen[1]).toMatchObject({ current: false, device: { browser: 'Safari', os: 'iOS' } });
    for (const session of seen) {
      expect(session.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(session.startedAt).getTime()).toBeLessThanOrEqual(Date.now());
      expect(new Date(session.lastActivityAt).getTime()).toBeGreaterThanOrEqual(
        new Date(session.startedAt).getTime(),
      );
    }
    // Neither the cookie values nor the row keys (their sha256) are in the reply.
    const body = JSON.stringify(seen);
    const keys = (await database.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    for (const secret of [
      laptop.cookies.get('suap_sid'),
      phone.cookies.get('suap_sid'),
      laptop.csrf,
      phone.csrf,
      ...keys,
    ])
      expect(body).not.toContain(secret);
    const fromPhone = await list(phone);
    expect(fromPhone.find((s) => s.current)?.sessionId).toBe(seen[1]!.sessionId);

    // Ending the other one: its cookie no longer works, this one still does.
    const ended = await laptop.request({
      method: 'DELETE',
      url: `/api/session/active/${seen[1]!.sessionId}`,
      headers: { 'x-csrf-token': laptop.csrf ?? '' },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ code: 200, ended: 1 });
    const after = await phone.request({
      method: 'GET',
      url: '/api/suap/v1/request/getUserInfo?fiscalCode=RSSMRA80A01H501U',
    });
    expect(after.statusCode).toBe(401);
    expect((await list(laptop)).map((s) => s.sessionId)).toEqual([seen[0]!.sessionId]);
  });

  it('does not list ended sessions (idle or absolute timeout) nor other people’s', async () => {
    const first = await loggedIn(app, 'fo', 'anna.verdi', FIREFOX_WINDOWS);
    await loggedIn(app, 'fo', 'anna.verdi', SAFARI_IPHONE);
    await loggedIn(app, 'bo', 'admin', FIREFOX_WINDOWS);
    expect(await list(first)).toHaveLength(2);
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`device_os = 'iOS' and data->'identity'->>'fiscalCode' = 'VRDNNA90E52F205A'`);
    const left = await list(first);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
  });

  it("refuses to end another user's session (404), an unknown one (404), its own (409), a malformed id (400)", async () => {
    const citizen = await loggedIn(app, 'fo', 'mario.rossi', FIREFOX_WINDOWS);
    const staff = await loggedIn(app, 'bo', 'admin', FIREFOX_WINDOWS);
    const staffSession = (await list(staff))[0]!;
    const del = (browser: TestBrowser, id: string) =>
      browser.request({
        method: 'DELETE',
        url: `/api/session/active/${id}`,
        headers: { 'x-csrf-token': browser.csrf ?? '' },
      });

    const foreign = await del(citizen, staffSession.sessionId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: 404,
      message: 'Risorsa non trovata',
      description: expect.any(String),
    });
    expect((await list(staff))[0]!.sessionId).toBe(staffSession.sessionId);

    expect((await del(citizen, '3f2b8c1e-0d4a-4a7b-9c1d-2e3f4a5b6c7d')).statusCode).toBe(404);

    const own = (await list(citizen)).find((s) => s.current)!;
    const self = await del(citizen, own.sessionId);
    expect(self.statusCode).toBe(409);
    expect((await list(citizen)).some((s) => s.sessionId === own.sessionId)).toBe(true);

    const malformed = await del(citizen, 'not-a-session-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 400,
      message: 'Dati non validi',
      description: expect.stringContaining('«identificativo della sessione»'),
      errors: [
        {
          field: 'params.sessionId',
          rule: 'pattern',
          message: expect.stringContaining('«identificativo della sessione»'),
        },
      ],
    });
  });

  it('ends all the other sessions of a member of staff, keeping this one', async () => {
    const here = await loggedIn(app, 'bo', 'admin', FIREFOX_WINDOWS);
    const other = await loggedIn(app, 'bo', 'admin', SAFARI_IPHONE);
    const citizen = await loggedIn(app, 'fo', 'mario.rossi', FIREFOX_WINDOWS);
    expect((await list(here)).length).toBeGreaterThanOrEqual(2);
    const reply = await here.post('/api/session/active/end-others');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().ended).toBeGreaterThanOrEqual(1);
    const left = await list(here);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
    const refused = await other.request({ method: 'GET', url: '/api/session/active' });
    expect(refused.statusCode).toBe(401);
    // Someone else's sessions are untouched.
    expect((await citizen.request({ method: 'GET', url: '/api/session/active' })).statusCode).toBe(200);
    const again = await here.post('/api/session/active/end-others');
    expect(again.json()).toMatchObject({ code: 200, ended: 0 });
  });

  it('needs a login and the CSRF header', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/session/active' })).statusCode).toBe(401);
    const browser = await loggedIn(app, 'fo', 'mario.rossi', FIREFOX_WINDOWS);
    const forged = await browser.request({
      method: 'POST',
      url: '/api/session/active/end-others',
      payload: {},
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('device description', () => {
  it.each([
    [FIREFOX_WINDOWS, 'Firefox', 'Windows'],
    [SAFARI_IPHONE, 'Safari', 'iOS'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    ['curl/8.5.0', null, null],
  ])('reads only the browser family and system of %s', (ua, browser, os) => {
    expect(describeDevice(ua)).toEqual({ browser, os });
  });

  it('knows nothing without a User-Agent', () => {
    expect(describeDevice(undefined)).toEqual({ browser: null, os: null });
  });
});
