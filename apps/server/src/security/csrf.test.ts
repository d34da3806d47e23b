import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { fillRoute, isWrite } from './fill-route.js';
import { browserFor, callerFor } from './identities.js';

describe('CSRF protection, generated from the server route table', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 100_000 });
  const writes = app.apiRoutes.filter(isWrite);
  const snapshot = async () =>
    JSON.stringify((await database.pool.query('select count(*), max(updated_on) from requests')).rows) +
    JSON.stringify((await database.pool.query('select count(*), max(updated_at) from users')).rows);

  it('has state-changing routes to check', () => {
    expect(writes.length).toBeGreaterThan(8);
  });

  it('refuses every state-changing call without the header or with a wrong one', async () => {
    const before = await snapshot();
    const accepted: string[] = [];
    for (const route of writes) {
      const browser = await browserFor(app, callerFor(route));
      expect(browser.csrf, 'the caller holds a CSRF cookie').toBeTruthy();
      for (const headers of [{}, { 'x-csrf-token': 'not-the-token' }, { 'x-csrf-token': '' }]) {
        const reply = await browser.request({
          method: route.method as 'POST',
          url: fillRoute(route),
          payload: {},
          headers,
        });
        if (reply.statusCode !== 403)
          accepted.push(`${route.method} ${route.url} ${JSON.stringify(headers)} -> ${reply.statusCode}`);
        else
          expect(reply.json()).toMatchObject({
            code: 403,
            message: expect.any(String),
            description: expect.any(String),
          });
      }
    }
    expect(accepted).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});
