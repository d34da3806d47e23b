import {
  BACKOFFICE_TOTAL_BOUND,
  SENT_REQUEST_STATES,
  SORT_FIELDS,
  type RequestSortField,
  type RequestStateId,
} from '@suap/shared';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { isLabelSort, labelOrder } from './label-order.js';
import {
  densePageStatements,
  listStatement,
  readPage,
  type ListSort,
  type ListWindow,
} from './list-query.js';
import { probeEntries } from './dense-search.js';
import { searchTermsOf } from './search-terms.js';
import { generateRequests, PLAIN_COLUMNS, plainOrder, ROWS, walksOf } from './list-plans.support.js';

// Every sort and filter of the back-office list must be an index walk at a million requests (issue 25). The plans
// are taken on 60,000 generated requests, enough for PostgreSQL to prefer an index by itself, on the list's own
// connections (boundedReads: no parallel workers, and no sequential scan of requests, which only ever came from a
// misjudged word, BOUNDED_READ_PLANNER in db/client.ts): a Sort of a whole state, or a slice read whole, means
// the million-row list would read or sort every row.
// Only plans are asserted, not times; the 1M figures are in docs/back-office-list-plans.md.
const SENT = SENT_REQUEST_STATES;
const dialect = new PgDialect();

describe('query plans of the back-office list on a generated table', async () => {
  const database = await createTestDatabase();

  beforeAll(() => generateRequests(database), 60_000);

  type Window = Omit<ListWindow, 'sort'> & { sort: { field: RequestSortField; type: 'asc' | 'desc' } };

  async function fullWindow(window: Window): Promise<ListWindow> {
    const { field, type } = window.sort;
    const sort: ListSort = isLabelSort(field)
      ? { field, type, order: await labelOrder(database.db, field, 'it') }
      : { field, type };
    const terms = window.filter ? await searchTermsOf(database.db, window.filter) : undefined;
    return { ...window, sort, terms };
  }
  const totalOf = (window: Window) => (window.filter ? undefined : ROWS);

  // On the list's own connections, with their planner settings (BOUNDED_READ_PLANNER in db/client.ts).
  const run = async (statement: SQL, explain = '') => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    return (await database.boundedReads.query(`${explain} ${text}`, params)).rows;
  };

  /**
   * The plans of every statement a page may take (a search's dense-page statements too, or the first `dense` of
   * them), one after the other.
   */
  async function planOf(window: Window, explain = 'explain', dense = Infinity) {
    const full = await fullWindow(window);
    const statements = [listStatement(full, totalOf(window))];
    if (window.filter) statements.push(...densePageStatements(full).slice(0, dense));
    const plans = [];
    for (const statement of statements)
      plans.push((await run(statement, explain)).map((row) => row['QUERY PLAN'] as string).join('\n'));
    return plans.join('\n');
  }

  /** A page as the repository reads it (readPage). */
  const pageOf = async (window: Window) =>
    readPage(await fullWindow(window), totalOf(window), (statement) => run(statement));

  const STATE_SETS: RequestStateId[][] = [[...SENT], [1], [2], [3], [4], [6], [9]];
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
    for (const states of [[...SENT], [1]] as RequestStateId[][]) {
      for (const field of ['requestId', 'user.lastName', 'typeOfService'] as const) {
        const plan = await planOf({ states, filter, sort: { field, type: 'desc' }, limit: 5, offset: 0 });
        const label = `${filter} by ${field} states ${states.join(',')}`;
        expect(plan, label).not.toContain('Seq Scan');
        expect(plan, label).toMatch(/requests_search_rest_trgm|requests_bo_|requests_state_idx/);
      }
    }
  });

  it('looks a complete fiscal code up in its btree index, not through the trigram index', async () => {
    const code = 'RSSMRA21A43H000Z'; // row 4321
    for (const states of [[...SENT], [1]] as RequestStateId[][]) {
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
        expect(plan, label).not.toContain('requests_search_rest_trgm');
        expect(plan, label).not.toContain('Seq Scan');
      }
    }
  });

  it.each([
    ['user.lastName', 'rossi'], // Rossi0..Rossi36: a tenth of the rows, after 7 surnames of 10 in the order
    ['user.firstName', 'sara'], // an eighth of the rows, after 6 first names of 8
    ['suap.name', 'torino'], // a fifth of the rows, last of the SUAP names
  ] as const)(
    'a search sorted by %s whose matches cluster reads the run of the names, not the index up to it',
    async (field, filter) => {
      for (const type of ['asc', 'desc'] as const) {
        for (const offset of [0, 990]) {
          const states: RequestStateId[] = [...SENT];
          const window = { states, filter, sort: { field, type }, limit: 10, offset };
          const label = `${filter} by ${field};${type} offset ${offset}`;
          // The run of the names answers: the walk that would follow it is not needed.
          const [named] = densePageStatements(await fullWindow(window));
          expect((await run(named!))[0]?.ids, label).not.toBeNull();
          const plan = await planOf(window, 'explain (analyze)', 1);
          // The run: the names containing the word, looked up in the sort's index, in its order.
          expect(plan, label).toMatch(
            /Index (Only )?Scan.*\n\s*Index Cond: \(\(state_id = \d+\) AND \(\w+ = ANY/,
          );
          const walks = walksOf(plan, INDEX_OF[field]);
          expect(walks.length, label).toBeGreaterThan(0);
          // Each state's run stops after the page (offset + limit rows), never a walk up to the run.
          for (const rows of walks) expect(rows, label).toBeLessThanOrEqual(offset + 10);
          expect(plan, label).not.toContain('Seq Scan');
        }
      }
    },
  );

  it.each([
    ['requestId', 'rossi'],
    ['updatedOn', 'sara'],
    ['typeOfService', 'torino'],
    ['stateOfRequest', 'rossi'],
  ] as const)(
    'a search matching more than the bound, sorted by %s, walks each slice in order, %s',
    async (field, filter) => {
      for (const type of ['asc', 'desc'] as const) {
        for (const offset of [0, 990]) {
          const window = { states: [...SENT], filter, sort: { field, type }, limit: 10, offset };
          const label = `${filter} by ${field};${type} offset ${offset}`;
          const [walk, ...more] = densePageStatements(await fullWindow(window));
          expect(more, label).toEqual([]);
          const plan = (await run(walk!, 'explain (analyze)')).map((row) => row['QUERY PLAN']).join('\n');
          // Each slice's walk stops at the page or at the cap; a short slice reads its own matches instead.
          const walks = walksOf(plan, INDEX_OF[field]);
          expect(walks.length, label).toBeGreaterThan(0);
          for (const rows of walks) expect(rows, label).toBeLessThanOrEqual(probeEntries(offset + 10));
          expect(plan, label).not.toContain('Seq Scan');
        }
      }
    },
  );

  const operators = async () => {
    const { rows } = await database.pool.query<{ user_id: number }>(
      "select user_id from users where fiscal_code like 'OPRTST%' order by user_id",
    );
    return rows.map((row) => Number(row.user_id));
  };

  it.each(SORT_FIELDS.requests)(
    '"assigned to me" sorted by %s reads the operator\'s requests through requests_assignee_idx',
    async (field) => {
      const [assignee] = await operators();
      for (const states of [[...SENT], [6], [4], [1]] as RequestStateId[][]) {
        for (const type of ['asc', 'desc'] as const) {
          for (const offset of [0, 1_000]) {
            const window = { states, sort: { field, type }, limit: 10, offset, assignee };
            const label = `${field};${type} states ${states.join(',')} offset ${offset}`;
            const plan = await planOf(window);
            expect(plan, label).toContain('requests_assignee_idx');
            expect(plan, label).not.toContain('Seq Scan');
            // With free text too: an index (the operator's, the trigram or the fiscal code's), never a table scan.
            for (const filter of ['rossi', 'RSSMRA21A43H000Z', 'sara']) {
              const searched = await planOf({ ...window, filter });
              expect(searched, `${label} ${filter}`).not.toContain('Seq Scan');
              expect(searched, `${label} ${filter}`).toMatch(
                /requests_assignee_idx|requests_fiscal_code_idx/,
              );
            }
          }
        }
      }
    },
  );

  it('"assigned to me" pages are those of a plain ORDER BY over the operator\'s requests, with exact totals', async () => {
    const ids = await operators();
    for (const assignee of ids.slice(0, 2)) {
      for (const states of [[...SENT], [6], [4]] as RequestStateId[][]) {
        for (const field of ['requestId', 'referenceCode', 'user.lastName', 'suap.name'] as const) {
          for (const type of ['asc', 'desc'] as const) {
            for (const filter of [undefined, 'rossi']) {
              const window = { states, filter, sort: { field, type }, limit: 10, offset: 0, assignee };
              const all = await plainOrder(database, window);
              // Each operator holds a few thousand of the listed requests (the case the index is for).
              if (!filter && states.length > 1) expect(all.length).toBeGreaterThan(1_000);
              for (const offset of [0, 10, 990]) {
                const label = JSON.stringify({ ...window, offset });
                const page = await pageOf({ ...window, offset });
                expect(page.total, label).toBe(all.length);
                expect((page.ids ?? []).map(Number), label).toEqual(all.slice(offset, offset + 10));
              }
            }
          }
        }
      }
    }
  }, 120_000);

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
      for (const states of [[...SENT], [1], [4]] as RequestStateId[][]) {
        for (const field of Object.keys(PLAIN_COLUMNS) as RequestSortField[]) {
          for (const type of ['asc', 'desc'] as const) {
            const window = { states, filter, sort: { field, type }, limit: 10, offset: 0 };
            const all = await plainOrder(database, window);
            for (const offset of [0, 10, 990]) {
              const label = JSON.stringify({ ...window, offset });
              const page = await pageOf({ ...window, offset });
              expect(page.total, label).toBe(Math.min(all.length, BACKOFFICE_TOTAL_BOUND));
              expect(page.bounded, label).toBe(all.length > BACKOFFICE_TOTAL_BOUND);
              expect((page.ids ?? []).map(Number), label).toEqual(all.slice(offset, offset + 10));
            }
          }
        }
      }
    }
  }, 180_000);
});
