import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { login, TestBrowser } from './testing/browser.js';

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
