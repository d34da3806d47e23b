import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';

// The back-office list reads unfiltered totals from request_state_counts: the triggers of the
// request_state_counts_triggers migration must keep it equal to a real count through every kind of write.
describe('request_state_counts', async () => {
  const { db } = await createTestDatabase();

  async function expectCountsExact() {
    const result = await db.execute<{ state_id: number; kept: number; actual: number }>(sql`
      select s.state_id, coalesce(c.total, 0)::int as kept,
             (select count(*) from requests r where r.state_id = s.state_id)::int as actual
      from request_states s left join request_state_counts c on c.state_id = s.state_id`);
    for (const row of result.rows) expect(row.kept, `state ${row.state_id}`).toBe(row.actual);
    return result.rows;
  }

  it('matches the seeded requests', async () => {
    const rows = await expectCountsExact();
    expect(rows.find((row) => row.state_id === 3)?.kept).toBeGreaterThan(0);
  });

  it('follows bulk inserts, state changes, other updates, deletes and a rollback', async () => {
    await db.execute(sql`
      insert into requests (type_of_service_id, state_id, user_id)
      select 1, 1 + (n % 5), user_id from requests, generate_series(1, 50) as n where request_id = 8`);
    await expectCountsExact();
    await db.execute(sql`update requests set state_id = 3 where state_id = 1 and request_id > 12`);
    await expectCountsExact();
    await db.execute(sql`update requests set language = 'en' where request_id > 12`);
    await expectCountsExact();
    await db.execute(sql`delete from requests where request_id > 40`);
    await expectCountsExact();
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update requests set state_id = 2 where request_id > 12`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await expectCountsExact();
  });

  it('is zeroed by a truncate', async () => {
    await db.execute(sql`truncate requests cascade`);
    const rows = await expectCountsExact();
    expect(rows.every((row) => row.kept === 0)).toBe(true);
  });
});
