import { apiPaths, CSRF_HEADER, fillPath } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { FIRST_STEP } from '../../test/citizen.js';
import { fillRoute, isWrite } from './fill-route.js';
import { browserFor, callerFor, type Identity } from './identities.js';

/**
 * Issue 22, item 7: the API takes exactly what the contract describes. Unknown body fields, bodies that are not
 * JSON, ids written as 1e2 or 0x10, an empty create and searches shorter than SPEC §5 allows are refused with
 * the error envelope, and nothing is written.
 */

const api = (path: string) => `/api${path}`;
const REQUESTS = api(apiPaths.requests.create);
const NEW_USER = {
  firstName: 'Lena',
  lastName: 'Strict',
  fiscalCode: 'STRLNE90A41H501X',
  email: 'lena.strict@example.com',
  profile: { profileId: 3 },
  active: 1,
};

interface Reply {
  statusCode: number;
  json(): unknown;
}
const fieldsOf = (reply: Reply) =>
  ((reply.json() as { errors?: { field: string }[] }).errors ?? []).map((error) => error.field);
const expectEnvelope = (reply: Reply) =>
  expect(reply.json()).toMatchObject({
    code: reply.statusCode,
    message: expect.any(String),
    description: expect.any(String),
  });

describe('input strictness (issue 22, item 7)', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1_000_000 });
  const admin = await browserFor(app, 'admin');
  const mario = await browserFor(app, 'citizenA');
  const anonymous = await browserFor(app, 'anonymous');
  const browsers = { admin, citizenA: mario, anonymous } as Record<Identity, typeof admin>;

  const write = (browser: typeof admin, method: 'POST' | 'PUT', url: string, payload: object) =>
    browser.request({ method, url, payload, headers: { [CSRF_HEADER]: browser.csrf ?? '' } });
  const count = async (table: 'users' | 'requests') =>
    Number((await database.pool.query(`select count(*) as n from ${table}`)).rows[0].n);

  describe('unknown body fields answer 400 naming each field, and nothing is written', () => {
    it('createUser with a userId (it used to create a new user) and a made-up field', async () => {
      const before = await count('users');
      const reply = await write(admin, 'POST', api(apiPaths.backOffice.createUser), {
        ...NEW_USER,
        userId: 1,
        bogus: 'x',
      });
      expect(reply.statusCode).toBe(400);
      expectEnvelope(reply);
      expect(fieldsOf(reply)).toEqual(expect.arrayContaining(['body.userId', 'body.bogus']));
      expect(await count('users')).toBe(before);
    });

    it('modifyUser, also inside the profile', async () => {
      const user = await admin.request({ method: 'GET', url: api('/suap/v1/backoffice/user/getUser/1') });
      const { userId, firstName, lastName, fiscalCode, email, profile, active } = (
        user.json() as { user: Record<string, never> & { profile: { profileId: number } } }
      ).user;
      const body = { userId, firstName, lastName, fiscalCode, email, active };
      const reply = await write(admin, 'PUT', api(apiPaths.backOffice.modifyUser), {
        ...body,
        profile: { profileId: profile.profileId, description: 'Forged' },
        role: 'root',
      });
      expect(reply.statusCode).toBe(400);
      expect(fieldsOf(reply)).toEqual(expect.arrayContaining(['body.profile.description', 'body.role']));
    });

    it('a draft create and save, at every level of the body', async () => {
      const before = await count('requests');
      const created = await write(mario, 'POST', REQUESTS, { ...FIRST_STEP, foo: 1 });
      expect(created.statusCode).toBe(400);
      expect(fieldsOf(created)).toContain('body.foo');
      const nested = await write(mario, 'POST', REQUESTS, {
        ...FIRST_STEP,
        suap: { suapId: 1, name: 'forged' },
        personalData: { firstName: 'Mario', userId: 2 },
      });
      expect(fieldsOf(nested)).toEqual(
        expect.arrayContaining(['body.suap.name', 'body.personalData.userId']),
      );
      expect(await count('requests')).toBe(before);

      const draft = (await write(mario, 'POST', REQUESTS, FIRST_STEP).then((r) => r.json())) as {
        request: { requestId: number; version: number };
      };
      const saved = await write(mario, 'PUT', `${REQUESTS}/${draft.request.requestId}`, {
        version: draft.request.version,
        stateOfRequest: { stateOfRequestId: 3 },
      });
      expect(saved.statusCode).toBe(400);
      expect(fieldsOf(saved)).toContain('body.stateOfRequest');
    });

    it('updateDraftStorageLimit', async () => {
      const reply = await write(admin, 'PUT', api('/suap/v1/backoffice/updateDraftStorageLimit/8'), {
        draftExpiresOn: '2999-12-31',
        keepForever: true,
      });
      expect(reply.statusCode).toBe(400);
      expect(fieldsOf(reply)).toContain('body.keepForever');
    });

    it('a procedure step and a citizen answer (issue 27)', async () => {
      const before = await database.pool.query('select count(*) as n from request_history');
      const step = await write(admin, 'POST', api(fillPath(apiPaths.backOffice.procedure, { id: 6 })), {
        action: 'takeInCharge',
        version: 5,
        stateId: 4,
      });
      expect(step.statusCode).toBe(400);
      expect(fieldsOf(step)).toEqual(['body.stateId']);
      const answer = await write(mario, 'POST', api(fillPath(apiPaths.requests.answer, { id: 6 })), {
        version: 5,
        message: 'A message long enough to be read.',
        toStateId: 8,
      });
      expect(answer.statusCode).toBe(400);
      expect(fieldsOf(answer)).toEqual(['body.toStateId']);
      expect((await database.pool.query('select count(*) as n from request_history')).rows).toEqual(
        before.rows,
      );
    });
  });

  it('answers 415 to form-urlencoded and text/plain bodies on every write route', async () => {
    const problems: string[] = [];
    const writes = app.apiRoutes.filter((route) => isWrite(route) && route.url !== '/api/login/start');
    expect(writes.length).toBeGreaterThan(5);
    for (const route of writes) {
      const browser = browsers[callerFor(route)];
      for (const [type, payload] of [
        ['application/x-www-form-urlencoded', 'firstName=Lena&lastName=Strict'],
        ['text/plain', '{"procedureNotification":{"typeId":1,"address":"a@b.it"}}'],
      ] as const) {
        const reply = await browser.request({
          method: route.method as 'POST',
          url: fillRoute(route),
          payload,
          headers: { 'content-type': type, [CSRF_HEADER]: browser.csrf ?? '' },
        });
        if (reply.statusCode !== 415)
          problems.push(`${route.method} ${route.url} ${type}: ${reply.statusCode}`);
        else expectEnvelope(reply);
      }
    }
    expect(problems).toEqual([]);
  });

  it('still reads JSON with a charset', async () => {
    const reply = await mario.request({
      method: 'POST',
      url: REQUESTS,
      payload: JSON.stringify(FIRST_STEP),
      headers: { 'content-type': 'application/json; charset=utf-8', [CSRF_HEADER]: mario.csrf ?? '' },
    });
    expect(reply.statusCode).toBe(200);
  });

  it.each(['1e2', '0x10', '%205', '5.0', '05', '2147483648'])(
    'refuses the user id %s instead of reading another number into it',
    async (id) => {
      const reply = await admin.request({
        method: 'GET',
        url: api(`/suap/v1/backoffice/user/getUser/${id}`),
      });
      expect(reply.statusCode).toBe(400);
      expectEnvelope(reply);
      expect(fieldsOf(reply)).toEqual(['params.id']);
    },
  );

  it('creates no empty draft: POST /request {} answers 400 naming the contact of the first step', async () => {
    const before = await count('requests');
    const reply = await write(mario, 'POST', REQUESTS, {});
    expect(reply.statusCode).toBe(400);
    expect(fieldsOf(reply)).toEqual(['body.procedureNotification']);
    expect((await write(mario, 'POST', REQUESTS, { procedureNotification: null })).statusCode).toBe(400);
    expect(await count('requests')).toBe(before);
  });

  describe('SPEC §5 minimum search lengths hold at the API, not only in the search bar', () => {
    it.each([
      ['the back-office request list', api(`${apiPaths.backOffice.requests}?filter=abc`), admin],
      ['the user list', api(`${apiPaths.backOffice.users}?filter=ab`), admin],
      ['the SUAP list', api(`${apiPaths.reference.suaps}?filter=ab`), anonymous],
      ['the initiative list', api(`${apiPaths.reference.initiatives}?filter=ab`), anonymous],
    ])('%s refuses a filter one character short', async (_name, url, browser) => {
      const reply = await browser.request({ method: 'GET', url });
      expect(reply.statusCode).toBe(400);
      expect(fieldsOf(reply)).toEqual(['querystring.filter']);
    });

    it.each([
      ['the back-office request list', api(`${apiPaths.backOffice.requests}?filter=abcd`), admin],
      ['the user list', api(`${apiPaths.backOffice.users}?filter=abcd`), admin],
      ['the SUAP list', api(`${apiPaths.reference.suaps}?filter=abc`), anonymous],
      ['the initiative list', api(`${apiPaths.reference.initiatives}?filter=abc`), anonymous],
      ['a blank filter (no filter)', api(`${apiPaths.backOffice.requests}?filter=%20%20`), admin],
    ])('%s takes a filter of the minimum length', async (_name, url, browser) => {
      expect((await browser.request({ method: 'GET', url })).statusCode).toBe(200);
    });
  });

  it('finds a user by e-mail address (issue 22, 8.6: "." and "@" were refused)', async () => {
    const reply = await admin.request({
      method: 'GET',
      url: api(`${apiPaths.backOffice.users}?filter=${encodeURIComponent('mario.rossi@example.com')}`),
    });
    expect(reply.statusCode).toBe(200);
    const { userList } = reply.json() as { userList: { email: string }[] };
    expect(userList.map((user) => user.email)).toEqual(['mario.rossi@example.com']);
  });
});
