import {
  BACKOFFICE_TOTAL_BOUND,
  SORT_FIELDS,
  type RequestSortField,
  type RequestStateId,
} from '@suap/shared';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { isLabelSort, labelOrder } from './label-order.js';
import { listStatement, PROBE_ENTRIES, type ListSort, type ListWindow } from './list-query.js';

// Every sort and filter of the back-office list must be an index walk at a million requests (issue 25). The plans
// are taken on 60,000 generated requests, enough for PostgreSQL to prefer an index by itself (no enable_* switch):
// a table scan, or a Sort of a whole state, means the million-row list would read or sort every row.
// Only plans are asserted, not times; the 1M figures are in docs/back-office-list-plans.md.
const ROWS = 60_000;
const dialect = new PgDialect();

describe('query plans of the back-office list on a generated table', async () => {
  const database = await createTestDatabase();

  beforeAll(async () => {
    const { db } = database;
    // Shares of states as in the benchmark dataset: 10 % drafts, 5 % deleted, 35 % sent, 30 % accepted, 20 %
    // rejected. Row triggers are off for the load (replica role, this transaction only): the trigger-kept copies
    // (names, SUAP, search text) are written directly, and the state counters redone below.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        with kinds as (select array_agg(type_of_service_id order by type_of_service_id) as ids from types_of_service),
        owner as (select min(user_id) as id from users)
        insert into requests (type_of_service_id, state_id, user_id, reference_code, sent_request_date, created_on,
          updated_on, owner_first_name, owner_last_name, suap_name, fiscal_code, search_text)
        select kinds.ids[1 + g % cardinality(kinds.ids)], s.state_id, owner.id, r.code, r.sent, r.created,
          r.created + interval '1 hour', r.first, r.last, r.suap, r.fc,
          lower(concat_ws(' ', r.code, r.first, r.last, r.suap, case when s.state_id >= 3 then r.fc end))
        from kinds, owner, generate_series(1, ${ROWS}) as g
        cross join lateral (select case when g % 20 < 2 then 1 when g % 20 < 3 then 2 when g % 20 < 10 then 3
          when g % 20 < 16 then 4 else 5 end as state_id) as s
        cross join lateral (select
          case when s.state_id >= 3 then 'SUAP-2025-' || lpad(g::text, 6, '0') end as code,
          case when s.state_id >= 3 then now() - make_interval(mins => g) end as sent,
          now() - make_interval(mins => g + 30) as created,
          (array['Mario','Luca','Giulia','Anna','Marco','Sara','Paolo','Elena'])[1 + g % 8] as first,
          (array['Rossi','Bianchi','Verdi','Russo','Ferrari','Esposito','Romano','Gallo','Conti','Greco'])
            [1 + (g / 8) % 10] || (g % 997)::text as last,
          -- 40 SUAP names, 8 per town: a town's name is a word whose matches cluster in the SUAP name order.
          'SUAP ' || (array['Bari','Milano','Napoli','Roma','Torino'])[1 + g % 5] || ' ' || (g % 40)::text as suap,
          -- Fiscal codes of the real shape (a complete one is looked up exactly), one per row.
          'RSSMRA' || lpad((g % 100)::text, 2, '0') || 'A' || lpad((g / 100 % 100)::text, 2, '0') || 'H'
            || lpad((g / 10000)::text, 3, '0') || 'Z' as fc) as r`);
    });
    await db.execute(sql`update request_state_counts c set total = (select count(*) from requests r
      where r.state_id = c.state_id)`);
    await db.execute(sql`vacuum (analyze) requests`);
  }, 60_000);

  type Window = Omit<ListWindow, 'sort'> & { sort: { field: RequestSortField; type: 'asc' | 'desc' } };

  async function statementOf(window: Window) {
    const { field, type } = window.sort;
    const sort: ListSort = isLabelSort(field)
      ? { field, type, order: await labelOrder(database.db, field, 'it') }
      : { field, type };
    const total = window.filter ? undefined : ROWS;
    return dialect.sqlToQuery(listStatement({ ...window, sort }, total));
  }

  async function planOf(window: Window, explain = 'explain') {
    const { sql: text, params } = await statementOf(window);
    const result = await database.pool.query<{ 'QUERY PLAN': string }>(`${explain} ${text}`, params);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  const STATE_SETS: RequestStateId[][] = [[3, 4, 5], [1], [2], [3], [4], [5]];
  // A Sort (or Incremental Sort) node: its input is not in the page's order, so all of it is read.
  const SORT_NODE = /(^|->)\s*(Incremental )?Sort\s+\(cost/m;
  // Label sorts may sort the few rows their per-label walks return, never a scan's output.
  const SORTS_A_SCAN = /Sort\s+\(cost[^\n]*\n(\s+Sort Key[^\n]*\n)*\s+->\s+(Parallel )?(Index|Seq|Bitmap)/;
  const INDEX_OF: Record<RequestSortField, RegExp> = {
    requestId: /requests_state_idx/,
    referenceCode: /requests_bo_reference_code_idx/,
    sentRequestDate: /requests_bo_sent_idx/,
    updatedOn: /requests_bo_updated_idx/,
    createdOn: /requests_bo_created_idx/,
    'user.firstName': /requests_bo_first_name_idx/,
    'user.lastName': /requests_bo_last_name_idx/,
    'suap.name': /requests_bo_suap_name_idx/,
    stateOfRequest: /requests_state_idx/,
    typeOfService: /requests_bo_type_idx/,
  };

  it.each(SORT_FIELDS.requests)(
    'sorting by %s walks its index for every state filter, both ways',
    async (field) => {
      for (const states of STATE_SETS) {
        for (const type of ['asc', 'desc'] as const) {
          // The first page, and a deep one (walked from the nearer end: the middle is the deepest).
          for (const offset of [0, ROWS / 2 - 1_000]) {
            const label = `${field};${type} states ${states.join(',')} offset ${offset}`;
            const plan = await planOf({ states, sort: { field, type }, limit: 5, offset });
            expect(plan, label).toMatch(INDEX_OF[field]);
            expect(plan, label).not.toContain('Seq Scan');
            expect(plan, label).not.toMatch(isLabelSort(field) ? SORTS_A_SCAN : SORT_NODE);
          }
        }
      }
    },
  );

  it.each([
    ['a surname', 'rossi'],
    ['a name and surname', 'mario rossi12'],
    ['a fiscal code fragment', 'RSSMRA21A4'],
    ['a reference code', 'SUAP 2025 004321'],
    ['a request number', '4321'],
  ])('searching %s uses the trigram or a sort index, not a table scan (60k rows)', async (_, filter) => {
    for (const states of [[3, 4, 5], [1]] as RequestStateId[][]) {
      for (const field of ['requestId', 'user.lastName', 'typeOfService'] as const) {
        const plan = await planOf({ states, filter, sort: { field, type: 'desc' }, limit: 5, offset: 0 });
        const label = `${filter} by ${field} states ${states.join(',')}`;
        expect(plan, label).not.toContain('Seq Scan');
        expect(plan, label).toMatch(/requests_search_trgm|requests_bo_|requests_state_idx/);
      }
    }
  });

  it('looks a complete fiscal code up in its btree index, not through the trigram index', async () => {
    const code = 'RSSMRA21A43H000Z'; // row 4321
    for (const states of [[3, 4, 5], [1]] as RequestStateId[][]) {
      for (const field of ['requestId', 'user.lastName', 'suap.name'] as const) {
        const plan = await planOf({
          states,
          filter: code,
          sort: { field, type: 'asc' },
          limit: 5,
          offset: 0,
        });
        const label = `${code} by ${field} states ${states.join(',')}`;
        expect(plan, label).toContain('requests_fiscal_code_idx');
        expect(plan, label).not.toContain('requests_search_trgm');
        expect(plan, label).not.toContain('Seq Scan');
      }
    }
  });

  // The entries each executed scan of this kind read (EXPLAIN ANALYZE): the rows it returned and those its filter
  // removed (listed under the node, before the next `->`).
  function walksOf(plan: string, node: RegExp): number[] {
    const lines = plan.split('\n');
    return lines.flatMap((line, i) => {
      const returned = /actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+)/.exec(line);
      if (!node.test(line) || !returned) return [];
      const details = lines.slice(i + 1);
      const end = details.findIndex((detail) => detail.includes('->'));
      const removed = (end < 0 ? details : details.slice(0, end))
        .map((detail) => /Rows Removed by Filter: (\d+)/.exec(detail)?.[1])
        .find(Boolean);
      return [Number(returned[1]) + Number(removed ?? 0)];
    });
  }

  it.each([
    ['user.lastName', 'rossi'], // Rossi0..Rossi996: a tenth of the rows, after 7 surnames of 10 in the order
    ['user.firstName', 'sara'], // an eighth of the rows, after 6 first names of 8
    ['suap.name', 'torino'], // a fifth of the rows, last of the SUAP names
  ] as const)(
    'a search sorted by %s whose matches cluster does not walk the sort index past the probe',
    async (field, filter) => {
      for (const type of ['asc', 'desc'] as const) {
        for (const offset of [0, 990]) {
          const states: RequestStateId[] = [3, 4, 5];
          const plan = await planOf(
            { states, filter, sort: { field, type }, limit: 10, offset },
            'explain (analyze)',
          );
          const label = `${filter} by ${field};${type} offset ${offset}`;
          const walks = walksOf(plan, INDEX_OF[field]);
          expect(walks.length, label).toBeGreaterThan(0);
          for (const rows of walks) expect(rows, label).toBeLessThanOrEqual(PROBE_ENTRIES);
          // A scan of the table is only the bounded count's, which stops at the bound (dense words: torino).
          for (const line of plan.split('\n').filter((text) => /Seq Scan.*actual/.test(text)))
            expect(line, label).toMatch(/rows=(\d|\d\d|\d\d\d|1000|1001)\.00 loops/);
        }
      }
    },
  );

  const PLAIN_COLUMNS: Partial<Record<RequestSortField, string>> = {
    requestId: 'request_id',
    referenceCode: 'reference_code',
    createdOn: 'created_on',
    'user.lastName': 'owner_last_name',
    'user.firstName': 'owner_first_name',
    'suap.name': 'suap_name',
  };

  // Every match in a plain ORDER BY, independently of list-query.ts: each lower-cased word found by position(),
  // a request number also as an id.
  async function plainOrder(window: Window) {
    const filter = window.filter ?? '';
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    const text = words.map((_, i) => `position($${i + 1} in search_text) > 0`).join(' and ');
    const id = /^\d{1,15}$/.test(filter) ? ` or request_id = ${Number(filter)}` : '';
    const dir = window.sort.type === 'desc' ? 'desc nulls last' : 'asc nulls first';
    const column = PLAIN_COLUMNS[window.sort.field];
    const { rows } = await database.pool.query<{ request_id: string }>(
      `select request_id from requests where state_id in (${window.states.join(',')}) and ((${text})${id})
        order by ${column} ${dir}, request_id ${dir}`,
      words,
    );
    return rows.map((row) => Number(row.request_id));
  }

  it('pages of searches are those of a plain ORDER BY over every match, whichever path reads them', async () => {
    const filters = [
      'rossi',
      'sara',
      'torino',
      'suap',
      'mario rossi12',
      'RSSMRA21A43H000Z',
      'rssmra21',
      '4321',
    ];
    for (const filter of filters) {
      for (const states of [[3, 4, 5], [1], [4]] as RequestStateId[][]) {
        for (const field of Object.keys(PLAIN_COLUMNS) as RequestSortField[]) {
          for (const type of ['asc', 'desc'] as const) {
            const window = { states, filter, sort: { field, type }, limit: 10, offset: 0 };
            const all = await plainOrder(window);
            for (const offset of [0, 10, 990]) {
              const label = JSON.stringify({ ...window, offset });
              const { sql: text, params } = await statementOf({ ...window, offset });
              const { rows } = await database.pool.query<{
                total: string;
                bounded: boolean;
                ids: string[] | null;
              }>(text, params);
              expect(Number(rows[0]?.total), label).toBe(Math.min(all.length, BACKOFFICE_TOTAL_BOUND));
              expect(rows[0]?.bounded, label).toBe(all.length > BACKOFFICE_TOTAL_BOUND);
              expect((rows[0]?.ids ?? []).map(Number), label).toEqual(all.slice(offset, offset + 10));
            }
          }
        }
      }
    }
  }, 180_000);
});
