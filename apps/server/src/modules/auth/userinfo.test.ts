import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { login, TestBrowser } from '../../../test/browser.js';

describe('getUserInfo', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const browser = new TestBrowser(app);
  await login(browser, 'fo', 'mario.rossi');
  const get = (url: string, headers: Record<string, string> = {}) =>
    browser.request({ method: 'GET', url, headers });

  it('answers the logged-in user in the SPEC §3 shape', async () => {
    const res = await get('/api/suap/v1/request/getUserInfo?fiscalCode=RSSMRA80A01H501U&lang=en', {
      'sdg-user-profile': '1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      user: {
        firstName: 'Mario',
        dateOfBirth: '01/01/1980',
        placeOfBirth: 'Italia',
        cityOfBirth: 'Roma',
        active: 1,
        profile: { profileId: 1 },
      },
    });
  });

  it("refuses another user's fiscal code and a profile header that is not the user's", async () => {
    expect((await get('/api/suap/v1/request/getUserInfo?fiscalCode=VRDNNA90E52F205A')).statusCode).toBe(403);
    expect(
      (await get('/api/suap/v1/request/getUserInfo?fiscalCode=RSSMRA80A01H501U', { 'sdg-user-profile': '2' }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 401 without a session and 400 for a malformed fiscal code', async () => {
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/suap/v1/request/getUserInfo?fiscalCode=RSSMRA80A01H501U',
        })
      ).statusCode,
    ).toBe(401);
    expect((await get('/api/suap/v1/request/getUserInfo?fiscalCode=nope')).statusCode).toBe(400);
  });
});
