import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { nastyBody, nastyId, nastyQuery } from './bad-inputs.js';
import { isWrite } from './fill-route.js';
import { browserFor, callerFor, type Identity } from './identities.js';

const TOTAL_INPUTS = 10_000;

describe('fuzzing every API route with generated bad input', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1_000_000 });
  // Login start redirects to the provider and logout ends the session the run relies on: both stay
  // covered by the matrix and CSRF suites.
  const routes = app.apiRoutes.filter((r) => r.url !== '/api/login/start' && r.url !== '/api/login/logout');
  const browsers = new Map<Identity, Awaited<ReturnType<typeof browserFor>>>();
  for (const who of ['anonymous', 'citizenA', 'admin'] as const)
    browsers.set(who, await browserFor(app, who));

  // Everything a refused call must leave untouched (sessions and the audit trail legitimately move).
  const snapshot = async () => {
    const { rows } = await database.pool.query(`
      select (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(max(updated_on)::text, '') from requests) as requests,
             (select count(*) || ':' || coalesce(max(updated_at)::text, '') from users) as users,
             (select count(*) from suap) || ':' || (select count(*) from initiatives) || ':' || (select count(*) from municipalities) as reference,
             (select coalesce(sum(last_value), 0) from reference_counters) as counters`);
    return JSON.stringify(rows[0]);
  };

  it(`answers ${TOTAL_INPUTS} bad inputs without a 5xx, always with code/message/description, changing nothing when refused`, async () => {
    const problems: string[] = [];
    let sent = 0;
    let state = await snapshot();
    const runsPerRoute = Math.ceil(TOTAL_INPUTS / routes.length);
    for (const route of routes) {
      const browser = browsers.get(callerFor(route))!;
      await fc.assert(
        fc.asyncProperty(nastyId, nastyQuery, nastyBody, async (id, query, body) => {
          const path = route.url.replace(/:(\w+)/g, () => encodeURIComponent(id));
          const search = new URLSearchParams(Object.entries(query)).toString();
          const reply = await browser.request({
            method: route.method as 'POST',
            url: search ? `${path}?${search}` : path,
            ...(isWrite(route)
              ? {
                  headers: { 'x-csrf-token': browser.csrf ?? '', 'content-type': 'application/json' },
                  payload: typeof body === 'string' ? body : JSON.stringify(body),
                }
              : {}),
          });
          sent += 1;
          const where = `${route.method} ${route.url} (${reply.statusCode})`;
          if (reply.statusCode >= 500) problems.push(`${where}: ${reply.body.slice(0, 200)}`);
          if (String(reply.headers['content-type']).startsWith('application/json')) {
            const json = reply.json() as Record<string, unknown>;
            if (
              typeof json.code !== 'number' ||
              typeof json.message !== 'string' ||
              typeof json.description !== 'string'
            )
              problems.push(`${where}: reply without code/message/description`);
          }
          const after = await snapshot();
          if (reply.statusCode >= 400 && after !== state)
            problems.push(`${where}: a refused call changed the database`);
          state = after;
        }),
        { numRuns: runsPerRoute, seed: 20261121 },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_INPUTS);
    expect(problems.slice(0, 20)).toEqual([]);
  }, 600_000);
});
