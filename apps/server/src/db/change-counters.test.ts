import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.js';

// Migration 0006: the counters behind the cached list replies (plugins/list-replies.ts). A write a list shows
// must move its counter in the same transaction; a draft save must leave the back-office counter alone.
describe('change counters', async () => {
  const { db, pool } = await createTestDatabase();
  // Seeded demo requests (src/db/seed/demo-requests.ts): 8 is a draft of Mario Rossi's, 6 one he sent.
  const DRAFT = 8;
  const SENT = 6;

  async function counters(userId: number) {
    const result = await db.execute<{ own: number; backoffice: number }>(sql`
      select coalesce((select value from user_change_counters where user_id = ${userId}), 0)::int as own,
             (select value from change_counters where name = 'backoffice_requests')::int as backoffice`);
    return result.rows[0] ?? { own: NaN, backoffice: NaN };
  }
  /** The user_id in the first row `statement` returns. */
  const userIdFrom = async (statement: SQL) =>
    Number((await db.execute<{ user_id: number }>(statement)).rows[0]?.user_id);
  const ownerOf = (requestId: number) =>
    userIdFrom(sql`select user_id from requests where request_id = ${requestId}`);

  /** How each counter moved while `write` ran. */
  async function moves(userId: number, write: () => Promise<unknown>) {
    const before = await counters(userId);
    await write();
    const after = await counters(userId);
    return { own: after.own - before.own, backoffice: after.backoffice - before.backoffice };
  }
  const movesBy = (userId: number, statement: SQL) => moves(userId, () => db.execute(statement));

  it("moves only the owner's counter on a draft save", async () => {
    const owner = await ownerOf(DRAFT);
    expect(
      await movesBy(owner, sql`update requests set language = 'en' where request_id = ${DRAFT}`),
    ).toEqual({ own: 1, backoffice: 0 });
  });

  it('moves both when a request outside the drafts changes, is created, or a draft is sent or deleted', async () => {
    const owner = await ownerOf(SENT);
    const both = { own: 1, backoffice: 1 };
    expect(await movesBy(owner, sql`update requests set language = 'en' where request_id = ${SENT}`)).toEqual(
      both,
    );
    expect(
      await movesBy(
        owner,
        sql`insert into requests (type_of_service_id, state_id, user_id) values (1, 3, ${owner})`,
      ),
    ).toEqual(both);
    expect(await movesBy(owner, sql`update requests set state_id = 3 where request_id = ${DRAFT}`)).toEqual(
      both,
    );
    // The row inserted above: a sent demo request has history rows, which keep it from being deleted.
    expect(
      await movesBy(
        owner,
        sql`delete from requests where request_id = (select max(request_id) from requests)`,
      ),
    ).toEqual(both);
  });

  it('moves a new draft only for its owner, and leaves other users alone', async () => {
    const owner = await ownerOf(DRAFT);
    const other = await userIdFrom(sql`select user_id from users where user_id <> ${owner} limit 1`);
    const before = await counters(other);
    expect(
      await movesBy(
        owner,
        sql`insert into requests (type_of_service_id, state_id, user_id) values (1, 1, ${owner})`,
      ),
    ).toEqual({ own: 1, backoffice: 0 });
    expect((await counters(other)).own).toBe(before.own);
  });

  it("moves both when the user's own row changes, and nothing when a change is rolled back", async () => {
    const owner = await ownerOf(DRAFT);
    expect(
      await movesBy(owner, sql`update users set email = 'altro@example.it' where user_id = ${owner}`),
    ).toEqual({ own: 1, backoffice: 1 });
    // An update changing nothing is not a change.
    expect(
      await movesBy(owner, sql`update users set email = 'altro@example.it' where user_id = ${owner}`),
    ).toEqual({ own: 0, backoffice: 0 });
    expect(
      await moves(owner, () =>
        db
          .transaction(async (tx) => {
            await tx.execute(sql`update requests set state_id = 2 where user_id = ${owner}`);
            throw new Error('roll back');
          })
          .catch(() => undefined),
      ),
    ).toEqual({ own: 0, backoffice: 0 });
  });

  it('moves every counter on a rename that the sort copies on requests follow', async () => {
    const owner = await ownerOf(DRAFT);
    const change = await movesBy(owner, sql`update users set last_name = 'Rossini' where user_id = ${owner}`);
    expect(change.own).toBeGreaterThanOrEqual(1);
    expect(change.backoffice).toBeGreaterThanOrEqual(1);
    const copies = await db.execute<{ owner_last_name: string }>(
      sql`select distinct owner_last_name from requests where user_id = ${owner}`,
    );
    expect(copies.rows).toEqual([{ owner_last_name: 'Rossini' }]);
  });

  it('lets an administrator change a key of a user while that user sends: counters are locked last', async () => {
    // The citizen's transaction writes a sent request, then an audit entry whose key share on the users row
    // waits for the administrator's lock; the administrator's commit moves the same counters. Counters taken
    // at the citizen's write (not at commit) would close a cycle: PostgreSQL would abort one as a deadlock.
    const owner = await userIdFrom(
      sql`insert into requests (type_of_service_id, state_id, user_id)
          select 1, 3, user_id from users where profile_id = 1 order by user_id desc limit 1
          returning user_id`,
    );
    const before = await counters(owner);
    const citizen = await pool.connect();
    const administrator = await pool.connect();
    try {
      await citizen.query('begin');
      await citizen.query("update requests set language = 'en' where user_id = $1 and state_id = 3", [owner]);
      await administrator.query('begin');
      const renumbered = administrator.query(
        "update users set fiscal_code = 'ZZZZZZ80A01H501Z' where user_id = $1",
        [owner],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const audit = citizen.query(
        "insert into audit_log (actor_user_id, action, entity) values ($1, 'request.send', 'request')",
        [owner],
      );
      await renumbered;
      await new Promise((resolve) => setTimeout(resolve, 200));
      await administrator.query('commit');
      await audit;
      await citizen.query('commit');
    } finally {
      citizen.release();
      administrator.release();
    }
    const after = await counters(owner);
    expect(after.own - before.own).toBe(2);
    expect(after.backoffice - before.backoffice).toBe(2);
  });
});
