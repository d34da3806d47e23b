import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.js';
import { isDatabaseUnavailable } from '../plugins/error-handler.js';

describe('database connections', async () => {
  const database = await createTestDatabase();

  // A lent-out client whose server goes away while it runs no query is what a restart does to a request
  // between two statements of a transaction: without a listener, its 'error' event would end the process
  // (Vitest reports that as an unhandled error, failing this file).
  it.each(['pool', 'hotReads', 'boundedReads'] as const)(
    'survive the loss of the server of a %s client lent out between two queries',
    async (which) => {
      const client = await database[which].connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => client.once('end', resolve));
      await database.pool.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await ended;

      const failure = await client.query('select 1').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      client.release();

      const again = await database[which].query<{ one: number }>('select 1 as one');
      expect(again.rows).toEqual([{ one: 1 }]);
    },
  );
});
