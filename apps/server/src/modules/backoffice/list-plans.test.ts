import {
  BACKOFFICE_TOTAL_BOUND,
  SENT_REQUEST_STATES,
  SORT_FIELDS,
  type RequestSortField,
  type RequestStateId,
} from '@suap/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { isLabelSort, labelOrder } from './label-order.js';
import type { ListSort, ListWindow, PageRead } from './list-query.js';
import { pagedStatement, pagedValues } from './paged-list.js';
import { searchPage } from './search-page.js';
import { searchPlans } from './search-plans.support.js';
import { searchTermsOf } from './search-terms.js';
import { ownPageStatement } from '../requests/index.js';
import {
  generateRequests,
  INDEX_OF,
  MINE_INDEX_OF,
  plainOrder,
  planOf,
  PLAIN_COLUMNS,
  ROWS,
  SORT_NODE,
  SORTS_A_SCAN,
  STATE_SETS,
  walksOf,
} from './list-plans.support.js';

// Every sort and filter of the back-office list must be an index walk at a million requests (issue 25). The plans
// are taken on 60,000 generated requests, enough for PostgreSQL to prefer an index by itself, as the server runs
// them: named statements planned once for every value (generic plans), on the list's own connections with their
// planner settings (Database.hotReads and boundedReads, BOUNDED_READ_PLANNER in db/client.ts). A Sort of a scan's
// output, or an index read whole, means the million-row list would read or sort every row. Only plans are asserted,
// not times; the 1M figures are in docs/back-office-list-plans.md. The search's count cap is lowered so that the
// generated words take every path (collect, walk, run, top) on this smaller table.
const SENT = SENT_REQUEST_STATES;
const CAP = 1_000;

describe('query plans of the back-office list on a generated table', async () => {
  const database = await createTestDatabase();

  beforeAll(() => generateRequests(database), 60_000);

  type Window = Omit<ListWindow, 'sort'> & { sort: { field: RequestSortField; type: 'asc' | 'desc' } };

  async function withSort(window: Window): Promise<ListWindow> {
    const { field, type } = window.sort;
    const sort: ListSort = isLabelSort(field)
      ? { field, type, order: await labelOrder(database.db, field, 'it') }
      : { field, type };
    return { ...window, sort };
  }

  /** A page as the repository reads it: the paged statement, or the search's. */
  async function pageOf(window: Window): Promise<PageRead> {
    const full = await withSort(window);
    if (window.filter === undefined) {
      const statement = pagedStatement(full);
      const [row] = (await database.hotReads.query<PageRead>({ ...statement, values: pagedValues(full) }))
        .rows;
      const ids = row?.ids ?? [];
      return { ...row!, total: Number(row?.total), ids: row?.reversed ? [...ids].reverse() : ids };
    }
    const terms = await searchTermsOf(database.boundedReads, window.filter, window.states, CAP);
    return searchPage(database.boundedReads, { ...full, terms }, CAP);
  }

  const operators = async () => {
    const { rows } = await database.pool.query<{ user_id: number }>(
      "select user_id from users where fiscal_code like 'OPRTST%' order by user_id",
    );
    return rows.map((row) => Number(row.user_id));
  };

  it.each(SORT_FIELDS.requests)(
    "a page sorted by %s walks its index for every state filter, both ways, everyone's and one's own",
    async (field) => {
      const [assignee] = await operators();
      for (const states of STATE_SETS) {
        for (const type of ['asc', 'desc'] as const) {
          for (const mine of [undefined, assignee]) {
            // The first page, and a deep one (walked from the nearer end: the middle is the deepest).
            for (const offset of [0, ROWS / 2 - 1_000]) {
              const window = await withSort({
                states,
                sort: { field, type },
                limit: 5,
                offset,
                assignee: mine,
              });
              const statement = pagedStatement(window);
              const plan = await planOf(database.hotReads, statement.text, pagedValues(window));
              const label = `${field};${type} states ${states.join(',')} offset ${offset} ${mine ? 'mine' : ''}`;
              expect(plan, label).toMatch((mine ? MINE_INDEX_OF : INDEX_OF)[field]);
              expect(plan, label).not.toContain('Seq Scan');
              expect(plan, label).not.toMatch(isLabelSort(field) ? SORTS_A_SCAN : SORT_NODE);
            }
          }
        }
      }
    },
    120_000,
  );

  it("pages without free text are those of a plain ORDER BY, everyone's and one's own, with exact totals", async () => {
    const [assignee] = await operators();
    for (const mine of [undefined, assignee]) {
      for (const states of [[...SENT], [6], [4]] as RequestStateId[][]) {
        for (const field of Object.keys(PLAIN_COLUMNS) as RequestSortField[]) {
          for (const type of ['asc', 'desc'] as const) {
            const window = { states, sort: { field, type }, limit: 10, offset: 0, assignee: mine };
            const all = await plainOrder(database, window);
            for (const offset of [0, 10, all.length - 15, all.length - 5]) {
              const label = JSON.stringify({ ...window, offset });
              const page = await pageOf({ ...window, offset });
              expect(page.total, label).toBe(all.length);
              expect((page.ids ?? []).map(Number), label).toEqual(all.slice(offset, offset + 10));
            }
          }
        }
      }
    }
  }, 120_000);

  /** The plan of each statement a search's page may take (search-page.ts). */
  const searchPlansOf = async (window: Window & { filter: string }) =>
    searchPlans(database, { ...(await withSort(window)), filter: window.filter }, CAP);

  it.each([
    ['a surname', 'rossi'],
    ['a first name', 'sara'],
    ['a name and surname', 'mario rossi12'],
    ['a town (SUAP names)', 'torino'],
    ['a complete fiscal code', 'RSSMRA21A43H000Z'],
    ["a fiscal code's beginning", 'RSSMRA21'],
    ['a reference code', 'SUAP 2025 004321'],
    ['a request number', '4321'],
  ])(
    'a search for %s reads through indexes, whichever path it takes',
    async (_, filter) => {
      for (const states of [[...SENT], [1], [4]] as RequestStateId[][]) {
        for (const field of [
          'requestId',
          'updatedOn',
          'user.lastName',
          'user.firstName',
          'suap.name',
          'typeOfService',
        ] as const) {
          const { plans, terms } = await searchPlansOf({
            states,
            filter,
            sort: { field, type: 'desc' },
            limit: 10,
            offset: 0,
          });
          const label = `${filter} by ${field} states ${states.join(',')}`;
          for (const [path, plan] of Object.entries(plans)) {
            expect(plan, `${label} ${path}`).not.toContain('Seq Scan');
            // A walk reads the sort's index in order, slice by slice; it never sorts a scan.
            if (path === 'walk') {
              expect(plan, `${label} walk`).toMatch(INDEX_OF[field]);
              expect(plan, `${label} walk`).not.toMatch(SORTS_A_SCAN);
            }
          }
          // A reference code is looked up by its unique index, its words never counted.
          if (terms.referenceCode)
            expect(plans.reference, `${label} reference`).toMatch(/requests_reference_code_unique/);
          // One word: the owners' names it is part of, with their sort keys, from the found-by-name indexes alone,
          // both to count them (collect) and for the top of a common word's names (top).
          if (terms.words.length === 1 && terms.codes.length === 0)
            for (const index of [/requests_found_first_name_idx/, /requests_found_last_name_idx/])
              for (const path of ['collect', 'top'])
                expect(plans[path], `${label} ${path}`).toMatch(
                  new RegExp(`Index Only Scan using ${index.source}`),
                );
          // The top reads the SUAPs' names from their own found-by-name index too.
          if (plans.top)
            expect(plans.top, `${label} top`).toMatch(/Index Only Scan using requests_found_suap_name_idx/);
          // The candidates come from the parts' own indexes.
          for (const index of [
            /requests_(bo|found)_last_name_idx/,
            /requests_search_rest_trgm/,
            /requests_fiscal_code_idx/,
          ])
            expect(plans.collect, `${label} collect`).toMatch(index);
        }
      }
    },
    120_000,
  );

  it.each([
    ['user.lastName', 'rossi'],
    ['user.firstName', 'sara'],
    ['suap.name', 'torino'],
  ] as const)(
    'a common word sorted by %s, a name it is, reads the run of its names, not the index up to it',
    async (field, filter) => {
      for (const type of ['asc', 'desc'] as const) {
        for (const offset of [0, 990]) {
          const window = { states: [...SENT], filter, sort: { field, type }, limit: 10, offset };
          const { plans, terms } = await searchPlansOf(window);
          const label = `${filter} by ${field};${type} offset ${offset}`;
          expect(terms.words[0]?.widest, label).toBeGreaterThanOrEqual(CAP);
          const walks = walksOf(plans.run ?? '', INDEX_OF[field]);
          expect(walks.length, label).toBeGreaterThan(0);
          // Each state's run stops after the page (offset + limit rows), never a walk up to the run.
          for (const rows of walks) expect(rows, label).toBeLessThanOrEqual(offset + 10);
        }
      }
    },
  );

  // The hot reads are planned by cost (HOT_READ_PLANNER): sorting ruled out there once made a citizen's own list
  // walk the whole primary key for its ten rows. Checked on the same table, whose requests have ten per owner.
  it("a citizen's own list reads the owner's requests through the owner's index, whatever the filter", async () => {
    const { rows } = await database.pool.query<{ user_id: number }>(
      "select user_id from users where fiscal_code like 'CTZTST%' order by user_id limit 1",
    );
    const userId = Number(rows[0]!.user_id);
    for (const filter of [{}, { stateId: 1 }, { typeOfServiceId: 1 }, { stateId: 4, typeOfServiceId: 1 }]) {
      for (const includeDeleted of [false, true]) {
        const { text, values } = ownPageStatement({ userId, includeDeleted, limit: 3, offset: 0, ...filter });
        const plan = await planOf(database.hotReads, text, values);
        const label = JSON.stringify({ ...filter, includeDeleted });
        expect(plan, label).toMatch(
          /Index Scan using requests_user_idx on requests|Index Cond: \(user_id = /,
        );
        expect(plan, label).not.toMatch(
          /requests_pkey on requests|requests_bo_|requests_state_idx|Seq Scan on requests/,
        );
      }
    }
  });

  it('pages of searches are those of a plain ORDER BY over every match, whichever path reads them', async () => {
    const [assignee] = await operators();
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
      for (const [states, mine] of [
        [[...SENT], undefined],
        [[1], undefined],
        [[4], undefined],
        [[...SENT], assignee],
      ] as const) {
        for (const field of Object.keys(PLAIN_COLUMNS) as RequestSortField[]) {
          for (const type of ['asc', 'desc'] as const) {
            const window = { states, filter, sort: { field, type }, limit: 10, offset: 0, assignee: mine };
            const all = await plainOrder(database, window);
            for (const offset of [0, 10, 990]) {
              const label = JSON.stringify({ ...window, offset });
              const page = await pageOf({ ...window, offset });
              expect(page.total, label).toBe(Math.min(all.length, BACKOFFICE_TOTAL_BOUND));
              expect(page.bounded, label).toBe(all.length > BACKOFFICE_TOTAL_BOUND);
              const expected = offset < BACKOFFICE_TOTAL_BOUND ? all.slice(offset, offset + 10) : [];
              expect((page.ids ?? []).map(Number), label).toEqual(expected);
            }
          }
        }
      }
    }
  }, 240_000);
});
