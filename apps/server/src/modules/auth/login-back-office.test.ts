import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { exchangeCode, login, TestBrowser } from '../../../test/browser.js';

/**
 * The provider answers some steps (an account switch ends the old provider session first) with a page whose
 * script posts a form at once; TestBrowser follows GETs only, so this posts such forms as the browser would.
 */
async function submitAutoPostForms(browser: TestBrowser, response: LightMyRequestResponse) {
  let current = await browser.follow(response);
  for (let forms = 0; forms < 5; forms += 1) {
    const form = /<form[^>]*method="post"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(current.body);
    if (current.statusCode !== 200 || !form?.[1] || /name="password"/.test(current.body)) return current;
    const fields = new URLSearchParams();
    for (const input of (form[2] ?? '').matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields.set(input[1] ?? '', input[2] ?? '');
    const action = new URL(form[1].replaceAll('&amp;', '&'), 'http://localhost:3000');
    current = await browser.follow(
      await browser.request({
        method: 'POST',
        url: action.pathname + action.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: fields.toString(),
      }),
    );
  }
  return current;
}

/** The provider's login form for a login started at the portal, filled in and submitted. */
async function loginAgainAtProvider(browser: TestBrowser, username: string) {
  const started = await browser.request({ method: 'GET', url: '/api/login/start?idp=bo&lang=en' });
  const page = await browser.follow(started);
  const action = /action="([^"]+\/login)"/.exec(page.body)?.[1] ?? '';
  expect(action, page.body.slice(0, 300)).not.toBe('');
  const submitted = await browser.request({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: 'password' }).toString(),
  });
  const final = await submitAutoPostForms(browser, submitted);
  const location = String(final.headers.location ?? '');
  const callback = new URL(location || 'http://localhost:3000/nowhere');
  expect(
    callback.searchParams.get('code'),
    `${final.statusCode} ${location} ${final.body.slice(0, 300)}`,
  ).toBeTruthy();
  return {
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    redirectUri: `${callback.origin}${callback.pathname}`,
    loginPage: page.body,
  };
}

describe('back-office login', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });

  it.each([
    ['admin', 2],
    ['collab', 3],
    ['staff', 99],
  ])('logs %s in with profile %i', async (username, profileId) => {
    const browser = new TestBrowser(app);
    const res = await login(browser, 'bo', username);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.profile.profileId).toBe(profileId);
    const info = await browser.request({ method: 'GET', url: '/api/suap/v1/backoffice/userinfo' });
    expect(info.statusCode).toBe(200);
    expect(info.json().user.profile.profileId).toBe(profileId);
  });

  it('refuses mario.rossi, whose profile is front office', async () => {
    const res = await login(new TestBrowser(app), 'bo', 'mario.rossi');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Authentication failed' });
  });

  it('refuses sara.russo, who has no portal user yet', async () => {
    const res = await login(new TestBrowser(app), 'bo', 'sara.russo');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Authentication failed' });
  });

  it('words the refusal in the language the login was started in and names the provider logout', async () => {
    for (const [lang, text] of [
      ['en', 'You have no back-office user'],
      ['it', 'Non hai un utente del back office'],
    ] as const) {
      const res = await login(new TestBrowser(app), 'bo', 'sara.russo', `/${lang}/support`);
      expect(res.statusCode).toBe(403);
      const body = res.json();
      expect(body).toMatchObject({ code: 403, message: 'Authentication failed', lang });
      expect(body.description).toContain(text);
      const logoutUrl = new URL(body.logoutUrl);
      expect(logoutUrl.pathname).toBe('/idp/bo/session/end');
      expect(logoutUrl.searchParams.get('ui_locales')).toBe(lang);
      expect(logoutUrl.searchParams.get('logout_hint')).toBeTruthy();
      expect(logoutUrl.searchParams.has('id_token_hint')).toBe(false);
    }
  });

  it('lets admin log in right after sara.russo was refused in the same browser ("log in again")', async () => {
    const browser = new TestBrowser(app);
    expect((await login(browser, 'bo', 'sara.russo')).statusCode).toBe(403);
    // Without following the provider logout: the provider switches accounts itself (ends sara's provider
    // session, then resumes the pending login), which used to answer "interaction session not found".
    const callback = await loginAgainAtProvider(browser, 'admin');
    const res = await exchangeCode(browser, 'bo', callback);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.profile.profileId).toBe(2);
  });

  it('ends the provider session of a refused login through the logout URL, then logs admin in', async () => {
    const browser = new TestBrowser(app);
    const refused = await login(browser, 'bo', 'sara.russo');
    const logoutUrl = new URL(refused.json().logoutUrl);
    const ended = await submitAutoPostForms(
      browser,
      await browser.request({ method: 'GET', url: logoutUrl.pathname + logoutUrl.search }),
    );
    expect(String(ended.headers.location)).toMatch(/\/auth\/logout$/);
    const res = await exchangeCode(browser, 'bo', await loginAgainAtProvider(browser, 'admin'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.profile.profileId).toBe(2);
  });

  it('keeps a front-office user out of back-office calls', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'fo', 'mario.rossi');
    const res = await browser.request({ method: 'GET', url: '/api/suap/v1/backoffice/userinfo' });
    expect(res.statusCode).toBe(403);
  });

  it('re-shows the provider form with an error for wrong credentials', async () => {
    const browser = new TestBrowser(app);
    const started = await browser.request({ method: 'GET', url: '/api/login/start?idp=bo&origin=/en' });
    const page = await browser.follow(started);
    const action = /action="([^"]+\/login)"/.exec(page.body)?.[1] ?? '';
    const res = await browser.request({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=wrong&lang=en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toContain('The username or password is not correct');
    expect(res.body).toContain('value="admin"');
  });
});
