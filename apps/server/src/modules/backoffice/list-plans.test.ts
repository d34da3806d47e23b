import type { RequestSortField, RequestStateId } from '@suap/shared';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { backOfficeRepository } from './backoffice.repository.js';

// The sorted pages of the back-office list must stay index walks on a million requests: the name indexes rebuilt
// under the Italian collation (migration 0009) must still give the names' order, and the label sorts (state, type)
// must take per-label index walks that stop after the page rather than sort the table. On the few seeded rows
// PostgreSQL would rightly sort, so the plans are taken with sequential scans and sorts discouraged: a Sort left
// right above a table scan means no index can give that order.
describe('query plans of the back-office list', async () => {
  const database = await createTestDatabase();

  /** The plan of the statement the repository sends for these criteria. */
  async function planOf(
    field: RequestSortField,
    type: 'asc' | 'desc',
    states: RequestStateId[],
    lang: 'it' | 'en',
  ) {
    let statement: { text: string; params: unknown[] } | undefined;
    const capture = {
      query: async (text: string, params: unknown[]) => {
        statement = { text, params };
        return { rows: [] };
      },
    } as unknown as pg.Pool;
    await backOfficeRepository({ db: database.db, boundedReads: capture }).list({
      states,
      sort: { field, type },
      lang,
      limit: 5,
      offset: 0,
    });
    if (!statement) throw new Error('no statement sent');
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_sort = off');
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${statement.text}`,
        statement.params,
      );
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  const SENT: RequestStateId[] = [3, 4, 5];
  const SORTS_A_SCAN =
    /Sort\s+\(cost[^\n]*\n(\s+Disabled[^\n]*\n)?(\s+Sort Key[^\n]*\n)?\s+->\s+(Index|Seq|Bitmap)/;

  it.each([
    ['user.lastName', 'requests_owner_last_name_idx'],
    ['user.firstName', 'requests_owner_first_name_idx'],
    ['suap.name', 'requests_suap_name_idx'],
  ] as const)('sorting by %s walks %s in both directions', async (field, index) => {
    for (const type of ['asc', 'desc'] as const) {
      const plan = await planOf(field, type, SENT, 'it');
      expect(plan, `${field};${type}`).toContain(index);
      expect(plan, `${field};${type}`).not.toMatch(/Sort\s+\(cost/);
      expect(plan).not.toContain('Seq Scan');
    }
  });

  it.each(['it', 'en'] as const)(
    'sorting by state label in %s walks the state index per state',
    async (lang) => {
      for (const type of ['asc', 'desc'] as const) {
        const plan = await planOf('stateOfRequest', type, SENT, lang);
        expect(plan.match(/Index Only Scan (Backward )?using requests_state_idx/g), type).toHaveLength(3);
        expect(plan, type).not.toMatch(SORTS_A_SCAN);
        expect(plan, type).not.toContain('Seq Scan');
      }
    },
  );

  it('sorting by type label walks an index per type', async () => {
    const plan = await planOf('typeOfService', 'desc', SENT, 'en');
    expect(plan).not.toMatch(SORTS_A_SCAN);
    expect(plan).not.toContain('Seq Scan');
  });
});
