import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../test/helper.js';
import { buildApp } from './app.js';
import { exchangeCode, loginAtProvider, TestBrowser } from '../test/browser.js';

// Any Italian personal fiscal code and any e-mail address, not only the ones this test sends.
// Not inside a longer run of letters and digits: a random provider id in a URL matched the pattern by chance.
const FISCAL_CODE =
  /(?<![A-Za-z0-9])[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPR-T][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z](?![A-Za-z0-9])/i;
const EMAIL = /[\w.+-]+(@|%40)[\w-]+\.[\w.-]+/i;

const FISCAL = 'VRDNNA85M41F205X';
const EMAIL_ADDRESS = 'anna.verdi@example.com';
const BEARER = 'bearer-token-7f3a9c1e5b2d8f4a6c0e';
const COOKIE = 'forged-session-2b8e6d4f0a1c3e5b7d9f';
const CSRF = 'forged-csrf-9d1f3b5e7a2c4e6b8d0f';

/**
 * Real calls carrying fiscal codes, e-mail addresses and tokens in the path, the query, the body and the headers
 * (authorization, cookie, x-csrf-token), a login through the embedded provider, and failures that log errors
 * (a query with the data as parameters, an error naming a person): no captured log line may hold any of them.
 */
describe('the log at debug level', async () => {
  const raw: string[] = [];
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'debug' }),
    database,
    logger: { write: (line) => void raw.push(line) },
  });
  // Two failing routes, as a bug would make them fail: the database error carries the statement's parameters.
  app.get('/api/test/failing-query', { config: { access: 'public' } }, async () => {
    await database.db.execute(
      sql`select * from no_such_table where email = ${EMAIL_ADDRESS} and cf = ${FISCAL}`,
    );
  });
  app.post('/api/test/failing-handler', { config: { access: 'public' } }, async (request) => {
    throw new Error(`no user with ${JSON.stringify(request.body)} (Bearer ${BEARER})`);
  });
  await app.ready();
  afterAll(() => app.close());

  it('holds no fiscal code, e-mail address or token', async () => {
    const secrets = [FISCAL, EMAIL_ADDRESS, BEARER, COOKIE, CSRF];
    const browser = new TestBrowser(app);
    const callback = await loginAtProvider(browser, 'fo', 'mario.rossi');
    secrets.push(callback.code, callback.state);
    const token = await exchangeCode(browser, 'fo', callback);
    expect(token.statusCode).toBe(200);
    // The portal's session and CSRF cookies (the development provider's interaction id is in its URLs by design).
    const portalCookies = [...browser.cookies].filter(([name]) => /suap_(sid|csrf)/.test(name));
    expect(portalCookies).toHaveLength(2);
    secrets.push(...portalCookies.map(([, value]) => value));

    const headers = { authorization: `Bearer ${BEARER}`, cookie: `suap_sid=${COOKIE}`, 'x-csrf-token': CSRF };
    const calls = [
      { method: 'GET', url: `/api/suap/v1/backoffice/list?filter=${FISCAL}&email=${EMAIL_ADDRESS}` },
      { method: 'GET', url: `/api/users/${FISCAL}/${encodeURIComponent(EMAIL_ADDRESS)}?${FISCAL}` },
      { method: 'GET', url: `/api/login/start?idp=fo&origin=https://x.example/${EMAIL_ADDRESS}` },
      {
        method: 'POST',
        url: '/api/login/token',
        payload: { code: BEARER, state: CSRF, email: EMAIL_ADDRESS },
      },
      {
        method: 'POST',
        url: '/api/suap/v1/request',
        payload: { procedureNotification: { typeId: 1, address: EMAIL_ADDRESS }, fiscalCode: FISCAL },
      },
      { method: 'GET', url: `/api/test/failing-query?fiscalCode=${FISCAL}` },
      {
        method: 'POST',
        url: '/api/test/failing-handler',
        payload: { email: EMAIL_ADDRESS, fiscalCode: FISCAL },
      },
    ] as const;
    for (const call of calls) {
      await app.inject({ ...call, headers });
      await browser.request({ ...call, headers: { authorization: `Bearer ${BEARER}` } });
    }
    // A body that does not parse, its text echoed by the JSON parser's message.
    await app.inject({
      method: 'POST',
      url: '/api/login/token',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"email": "${EMAIL_ADDRESS}", "cf": "${FISCAL}",`,
    });

    const lines = raw.map((line) => JSON.parse(line) as { msg?: string; err?: unknown });
    // The failures were logged, so the check below looked at error lines too.
    expect(lines.filter((line) => line.err !== undefined).length).toBeGreaterThanOrEqual(2);
    expect(lines.filter((line) => line.msg === 'request completed').length).toBeGreaterThan(15);
    const leaking = raw.filter(
      (line) => FISCAL_CODE.test(line) || EMAIL.test(line) || secrets.some((secret) => line.includes(secret)),
    );
    expect(leaking).toEqual([]);
  });
});
