import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { PRE_LOGINS_PER_ADDRESS } from './auth.service.js';
import { loginAtProvider, TestBrowser, exchangeCode } from '../../../test/browser.js';

describe('logins in progress per address', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000, TRUST_PROXY: '1' });

  const preLogins = async (address: string) =>
    Number(
      (await database.pool.query('select count(*) as n from sessions where client_address = $1', [address]))
        .rows[0].n,
    );
  const start = (address: string) =>
    app.inject({
      method: 'GET',
      url: '/api/login/start?idp=fo',
      headers: { 'x-forwarded-for': address },
    });

  it('keeps at most a bounded number per address, the newest', async () => {
    for (let i = 0; i < PRE_LOGINS_PER_ADDRESS * 3; i += 1)
      expect((await start('203.0.113.20')).statusCode).toBe(302);
    expect(await preLogins('203.0.113.20')).toBe(PRE_LOGINS_PER_ADDRESS);
    // Another address is not affected.
    await start('203.0.113.21');
    expect(await preLogins('203.0.113.21')).toBe(1);
  });

  it('lets the newest login of a busy address complete', async () => {
    for (let i = 0; i < PRE_LOGINS_PER_ADDRESS + 5; i += 1) await start('127.0.0.1');
    const browser = new TestBrowser(app);
    const callback = await loginAtProvider(browser, 'fo', 'mario.rossi');
    const reply = await exchangeCode(browser, 'fo', callback);
    expect(reply.statusCode).toBe(200);
  });
});
