import { apiPaths, SENT_REQUEST_STATES, type BackOfficeRequestListReply } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.requests}`;
/** The states the list shows by default: every state of a sent request (the procedure's ones included). */
const LISTED = sql.raw(`(${SENT_REQUEST_STATES.join(', ')})`);

// Migration 0005 keeps copies of the owner's names and the SUAP's name on requests for the back-office sorts.
// They must equal the joined values through every kind of write, and the sorts must give the joined order.
describe('request sort columns', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const { db } = database;
  const staff = await signedIn(app, 'bo', 'collab');

  async function expectCopiesExact() {
    const result = await db.execute<{ request_id: number }>(sql`
      select r.request_id from requests r join users u on u.user_id = r.user_id
      left join suap s on s.suap_id = r.suap_id
      where r.owner_first_name is distinct from u.first_name or r.owner_last_name is distinct from u.last_name
         or r.suap_name is distinct from s.name`);
    expect(result.rows).toEqual([]);
    const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from requests`);
    expect(count.rows[0]?.n).toBeGreaterThan(0);
  }

  it('sort with the Italian collation, as the names they copy (migration 0009)', async () => {
    const result = await db.execute<{ column: string; collation: string | null }>(sql`
      select table_name || '.' || column_name as column, collation_name as collation
      from information_schema.columns
      where (table_name, column_name) in (('requests', 'owner_first_name'), ('requests', 'owner_last_name'),
        ('requests', 'suap_name'), ('users', 'first_name'), ('users', 'last_name'), ('suap', 'name'))
      order by 1`);
    expect(result.rows).toHaveLength(6);
    for (const row of result.rows) expect(row.collation, row.column).toBe('suap_it');
  });

  it('are filled for the seeded requests (backfill and insert trigger)', async () => {
    await expectCopiesExact();
  });

  it('follow inserts, a change of owner or SUAP, renames, and ignore direct writes', async () => {
    await db.execute(sql`
      insert into requests (type_of_service_id, state_id, user_id, suap_id)
      select 1, 3, user_id, suap_id from requests where request_id in (1, 9)`);
    await expectCopiesExact();
    await db.execute(sql`update requests set user_id = (select user_id from requests where request_id = 9),
      suap_id = (select max(suap_id) from suap) where request_id = 1`);
    await expectCopiesExact();
    await db.execute(sql`update requests set suap_id = null where request_id = 2`);
    await expectCopiesExact();
    await db.execute(
      sql`update users set last_name = 'Zanetti' where user_id = (select user_id from requests where request_id = 3)`,
    );
    await db.execute(
      sql`update suap set name = name || ' (renamed)' where suap_id = (select suap_id from requests where request_id = 5)`,
    );
    await expectCopiesExact();
    await db.execute(
      sql`update requests set owner_last_name = 'Forged', suap_name = 'Forged' where request_id = 6`,
    );
    await expectCopiesExact();
  });

  it('sort the back-office list by surname, first name and SUAP name as the joined values would', async () => {
    for (const [sort, column] of [
      ['user.lastName', 'u.last_name'],
      ['user.firstName', 'u.first_name'],
      ['suap.name', 's.name'],
    ] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const res = await call(
          staff,
          'GET',
          `${LIST}?size=100&sort=${encodeURIComponent(`${sort};${direction}`)}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const got = (res.json() as BackOfficeRequestListReply).requestList.map(
          (request) => request.requestId,
        );
        const nulls = direction === 'desc' ? 'nulls last' : 'nulls first';
        const expected = await db.execute<{ request_id: number }>(sql`
          select r.request_id from requests r join users u on u.user_id = r.user_id
          left join suap s on s.suap_id = r.suap_id where r.state_id in ${LISTED}
          order by ${sql.raw(column)} ${sql.raw(direction)} ${sql.raw(nulls)}, r.request_id ${sql.raw(direction)}`);
        expect(got, `${sort};${direction}`).toEqual(expected.rows.map((row) => Number(row.request_id)));
        expect(got.length).toBeGreaterThan(3);
      }
    }
  });
});
