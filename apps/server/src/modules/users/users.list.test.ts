import { apiPaths, fillPath, type UserListReply } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.users}`;
const ONE = (id: number | string) => `/api${fillPath(apiPaths.backOffice.user, { id })}`;

describe('GET backoffice/user/getUserList and getUser/{id}', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const admin = await signedIn(app, 'bo', 'admin');
  const seeded = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  const userCount = seeded.rows[0]?.n ?? 0;

  async function list(query = ''): Promise<UserListReply> {
    const res = await call(admin, 'GET', `${LIST}${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('lists users by surname, 5 a page, with exact totals', async () => {
    const reply = await list();
    expect(reply).toMatchObject({
      code: 200,
      page: 1,
      size: 5,
      totalResults: userCount,
      totalPages: Math.ceil(userCount / 5),
      sort: { field: 'lastName', type: 'asc' },
    });
    const all = await list('size=100');
    const surnames = all.userList.map((user) => user.lastName);
    expect(surnames).toEqual([...surnames].sort((a, b) => a.localeCompare(b)));
    expect(all.userList.slice(0, 5)).toEqual(reply.userList);
    expect((await list('page=2')).userList).toEqual(all.userList.slice(5, 10));
  });

  it('gives the SPEC §3 user, with the profile described in the language asked for', async () => {
    const reply = await list('filter=gialli&lang=en');
    expect(reply.totalResults).toBe(1);
    expect(reply.userList[0]).toMatchObject({
      firstName: 'Paola',
      lastName: 'Gialli',
      fiscalCode: 'GLLPLA78B43L219T',
      email: 'paola.gialli@example.com',
      dateOfBirth: '03/02/1978',
      profile: { profileId: 2, description: 'Administrator' },
      active: 1,
    });
  });

  it('filters over names, fiscal code and e-mail, case-insensitively', async () => {
    const names = async (filter: string) =>
      (await list(`filter=${encodeURIComponent(filter)}`)).userList.map(
        (user) => `${user.firstName} ${user.lastName}`,
      );
    expect(await names('BLU marco')).toEqual(['Marco Blu']);
    expect(await names('cntlne88')).toEqual(['Elena Conti']);
    expect(await names('elena conti')).toEqual(['Elena Conti']);
    expect(await names('nessuno')).toEqual([]);
  });

  it('sorts by any allowed field', async () => {
    const byId = (await list('sort=userId;desc&size=100')).userList.map((user) => user.userId);
    expect(byId).toEqual([...byId].sort((a, b) => b - a));
    // By the profile's label in the page's language, not its id (issue 22; users.sort.test.ts in detail).
    const byProfile = (await list('sort=profile;asc&size=100')).userList.map(
      (user) => user.profile.description,
    );
    expect(byProfile).toEqual([...byProfile].sort((a, b) => a.localeCompare(b, 'it')));
    for (const field of ['firstName', 'fiscalCode', 'email', 'active']) {
      expect((await list(`sort=${field};desc&size=100`)).totalResults, field).toBe(userCount);
    }
  });

  it.each([
    ['page=0', 'querystring.page'],
    ['size=1000', 'querystring.size'],
    ['sort=password;asc', 'querystring.sort'],
    ['sort=lastName;sideways', 'querystring.sort'],
    ['filter=a%40b', 'querystring.filter'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await call(admin, 'GET', `${LIST}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
  });

  it('reads one user, 404 for a missing one, 400 for a bad id', async () => {
    const [first] = (await list()).userList;
    const res = await call(admin, 'GET', ONE(first?.userId ?? 0));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, user: first });
    const missing = await call(admin, 'GET', `${ONE(999_999)}?lang=en`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().description).toBe('User 999999 does not exist');
    expect((await call(admin, 'GET', ONE('abc'))).statusCode).toBe(400);
  });
});
