import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.js';
import { LIST_QUERY_TIMEOUT_DEFAULT_MS } from '../config.js';
import { boundedRead } from './read-only-statement.js';

describe('bounded reads', async () => {
  const database = await createTestDatabase();

  it('run with the statement timeout of the connection', async () => {
    const [row] = await boundedRead<{ timeout: string }>(
      database,
      sql`select current_setting('statement_timeout') as timeout`,
    );
    // PostgreSQL shows 2.5 s as '2500ms'.
    expect(row?.timeout).toBe(`${LIST_QUERY_TIMEOUT_DEFAULT_MS}ms`);
  });

  it('cannot write', async () => {
    await expect(
      boundedRead(database, sql`update request_states set code = code where state_id = ${1}`),
    ).rejects.toMatchObject({ code: '25006' }); // read_only_sql_transaction
  });

  it('return the rows of one statement, with its parameters', async () => {
    const rows = await boundedRead<{ n: number }>(database, sql`select ${41}::int + 1 as n`);
    expect(rows).toEqual([{ n: 42 }]);
  });
});
