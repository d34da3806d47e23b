import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.js';
import { LIST_QUERY_TIMEOUT_DEFAULT_MS } from '../config.js';

// The read connections of the hot paths and of the searches (Database.hotReads and boundedReads in db/client.ts):
// what they promise.
describe.each(['hotReads', 'boundedReads'] as const)('%s connections', async (which) => {
  const database = await createTestDatabase();
  const reads = database[which];
  const setting = async (name: string) =>
    (await reads.query<{ value: string }>(`select current_setting('${name}') as value`)).rows[0]?.value;

  it('stop a statement after the bounded-read timeout', async () => {
    // PostgreSQL shows 2.5 s as '2500ms'.
    expect(await setting('statement_timeout')).toBe(`${LIST_QUERY_TIMEOUT_DEFAULT_MS}ms`);
  });

  it('plan a named statement once, for every value', async () => {
    expect(await setting('plan_cache_mode')).toBe('force_generic_plan');
    const client = await reads.connect();
    try {
      const statement = { name: 'bounded_reads_test', text: 'select $1::int + 1 as n' };
      for (const n of [1, 2, 3])
        expect((await client.query({ ...statement, values: [n] })).rows).toEqual([{ n: n + 1 }]);
      const { rows } = await client.query<{ generic: number; custom: number }>(
        `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
         where name = 'bounded_reads_test'`,
      );
      expect(rows).toEqual([{ generic: 3, custom: 0 }]);
    } finally {
      client.release();
    }
  });

  it('cannot write', async () => {
    await expect(
      reads.query('update request_states set code = code where state_id = 1'),
    ).rejects.toMatchObject({ code: '25006' }); // read_only_sql_transaction
  });
});
