import { apiPaths, Role, type RoleId } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { allows, type ApiRoute } from '../plugins/authorize.js';
import { FOREIGN, fillRoute, hasPathParams, isWrite } from './fill-route.js';
import { IDENTITIES, browserFor, type Identity } from './identities.js';

const ANNA_FISCAL_CODE = 'VRDNNA90E52F205A';
/** The staff step route: open to the back office, but the generic profile (99) only reads (issue 27). */
const STAFF_STEP = `POST /api${apiPaths.backOffice.procedure}`;
const PROFILE: Partial<Record<Identity, RoleId>> = {
  citizenA: Role.FRONT_OFFICE,
  citizenB: Role.FRONT_OFFICE,
  collab: Role.BO_COLLAB,
  admin: Role.BO_ADMIN,
  staff: Role.BACK_OFFICE,
};

interface Foreign {
  query: Record<string, string | number>;
  /** Who must be refused (403) when asking for citizen B's data. */
  refused: Identity[];
}

/** Query strings that name citizen B's data. */
function foreignQuery(route: ApiRoute, annaUserId: number): Foreign | undefined {
  if (route.url.endsWith('/request/list'))
    return { query: { userId: annaUserId, typeOfServiceId: 1 }, refused: ['citizenA'] };
  if (route.url.endsWith('/getUserInfo'))
    return {
      query: { fiscalCode: ANNA_FISCAL_CODE },
      refused: ['citizenA', 'collab', 'admin', 'staff', 'inactive'],
    };
  if (route.url.endsWith('/check-legal-rep'))
    return {
      query: {
        cfPersona: ANNA_FISCAL_CODE,
        cfImpresa: '07654320485',
        euPublicServiceId: 'x',
        ipaCode: 'c_h501',
      },
      refused: ['citizenA'], // staff may check anyone
    };
  return undefined;
}

/** Inputs valid enough to pass validation, so what is tested is the access check behind it. */
function validInput(route: ApiRoute): { payload?: object; query?: Record<string, string | number> } {
  if (route.method === 'PUT' && route.url.endsWith('/request/:id'))
    return { payload: { version: 1, action: 'save' } };
  if (route.method === 'DELETE' && route.url.endsWith('/request/:id')) return { query: { version: 1 } };
  if (`${route.method} ${route.url}` === `POST /api${apiPaths.requests.answer}`)
    return { payload: { version: 1, message: 'A message long enough to be read.' } };
  if (`${route.method} ${route.url}` === `POST /api${apiPaths.requests.withdraw}`)
    return { payload: { version: 1 } };
  if (`${route.method} ${route.url}` === STAFF_STEP)
    return { payload: { action: 'takeInCharge', version: 1 } };
  return route.method === 'GET' ? {} : { payload: {} };
}

type Expected = 'served' | 401 | 403 | 404;

function expected(route: ApiRoute, who: Identity, foreign: Foreign | undefined): Expected {
  if (route.access === 'public') return 'served';
  if (who === 'anonymous') return 401;
  if (who === 'inactive' && route.access !== 'session') return 403;
  // The fiscal code check serves identity-matching sessions only, and no identity here is one (identity-checks.test.ts).
  if (route.url === '/api/acs/check/pf') return 403;
  if (!allows(route.access, { profileId: PROFILE[who] ?? Role.FRONT_OFFICE })) return 403;
  if (foreign?.refused.includes(who)) return 403;
  if (who === 'staff' && `${route.method} ${route.url}` === STAFF_STEP) return 403;
  // Someone else's request by id: not found, never the data.
  if (who === 'citizenA' && route.access === 'frontOffice' && hasPathParams(route)) return 404;
  return 'served';
}

describe('authorization matrix, generated from the server route table', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 100_000 });
  const routes = app.apiRoutes.filter(
    (r) => !r.url.startsWith('/api/login') && r.url !== '/api/session/extend',
  );
  const { rows } = await database.pool.query<{ user_id: number }>(
    'select user_id from users where fiscal_code = $1',
    [ANNA_FISCAL_CODE],
  );
  const annaUserId = rows[0]!.user_id;
  expect(FOREIGN.requestId).toBeGreaterThan(0);

  const snapshotOfB = async () =>
    JSON.stringify(
      (
        await database.pool.query('select * from requests where user_id = $1 order by request_id', [
          annaUserId,
        ])
      ).rows,
    );

  it('covers the API (a new route cannot be forgotten)', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.some((r) => r.access === 'admin')).toBe(true);
    expect(routes.some((r) => r.access === 'frontOffice')).toBe(true);
  });

  const failures: string[] = [];
  const check = async (who: Identity) => {
    let shared = await browserFor(app, who);
    if (who === 'inactive') {
      await database.pool.query("update users set active = 0 where fiscal_code = 'BNCGLI85M41D612C'");
    }
    for (const route of routes) {
      const foreign = foreignQuery(route, annaUserId);
      const input = validInput(route);
      // A write may end the session (e.g. a logout-like call): every write gets a fresh login.
      const browser = isWrite(route) && who !== 'inactive' ? await browserFor(app, who) : shared;
      const reply = await browser.request({
        method: route.method as 'GET',
        url: fillRoute(route, { ...foreign?.query, ...input.query }),
        ...(isWrite(route)
          ? { payload: input.payload, headers: { 'x-csrf-token': browser.csrf ?? '' } }
          : {}),
      });
      // Ending the caller's other sessions also ends the shared login of the same person: log in again.
      if (browser !== shared && route.url.endsWith('/session/active/end-others'))
        shared = await browserFor(app, who);
      const want = expected(route, who, foreign);
      const ok =
        want === 'served'
          ? reply.statusCode !== 401 && reply.statusCode !== 403 && reply.statusCode < 500
          : reply.statusCode === want;
      if (!ok)
        failures.push(
          `${who} ${route.method} ${route.url}: expected ${want}, got ${reply.statusCode} ${reply.body.slice(0, 120)}`,
        );
      if (String(reply.headers['content-type']).startsWith('application/json'))
        expect(reply.json()).toMatchObject({
          code: expect.any(Number),
          message: expect.any(String),
          description: expect.any(String),
        });
    }
  };

  it('refuses every caller exactly as the access rules say, with no cross-user read or write', async () => {
    const before = await snapshotOfB();
    for (const who of IDENTITIES.filter((w) => w !== 'citizenB')) await check(who);
    expect(await snapshotOfB()).toBe(before); // nobody but B changed B's requests
    await check('citizenB');
    expect(failures).toEqual([]);
  });
});
