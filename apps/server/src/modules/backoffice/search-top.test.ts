import { BACKOFFICE_TOTAL_BOUND, SENT_REQUEST_STATES } from '@suap/shared';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { isLabelSort, labelOrder } from './label-order.js';
import type { ColumnSortField } from './list-columns.js';
import type { ListSort } from './list-query.js';
import { PLAIN_COLUMNS, plainOrder } from './list-plans.support.js';
import { searchPage, WALKED_ROWS } from './search-page.js';
import { namesCountCap, searchTermsOf } from './search-terms.js';

// A common word found through owners' or SUAPs' names is read as the top of its names' index entries
// (search-statements.ts, top) instead of a walk of the sort's index up to the page: on every page when fewer
// requests bear them than namesCountCap, past the page's first rows when more do. The owners
// here bear the word as a first name, as a surname or as both (a request must be listed once), and a few
// requests hold it only in their typed data (the rest): every page must be that of a plain ORDER BY over every
// match. The count cap is lowered so that this small table's word is common.
const CAP = 500;
const ROWS = 2_400;
const SENT = SENT_REQUEST_STATES;

describe('the pages of a common word found through owners’ names', async () => {
  const database = await createTestDatabase();
  const { db } = database;

  beforeAll(async () => {
    await db.execute(sql`insert into users (first_name, last_name, fiscal_code, profile_id, active) values
      ('Bruno', 'Neri', 'NRIBRN70A01H501A', 1, 1), ('Carla', 'Bruno', 'BRNCRL70A41H501B', 1, 1),
      ('Bruno', 'Bruno', 'BRNBRN70A01H501C', 1, 1), ('Carla', 'Neri', 'NRICRL70A41H501D', 1, 1)`);
    // Two SUAPs: one a word of its own (Zaffiro), one holding a first name (Carla) in a longer word.
    await db.execute(sql`insert into suap (name, pec) values ('SUAP Zaffiro', 'zaffiro@pec.example.it'),
      ('SUAP Carlazzo', 'carlazzo@pec.example.it')`);
    // Requests in every sent state, a quarter of each owner, half with the Zaffiro SUAP and a few with the
    // Carlazzo one, some with the word in the company's name.
    await db.execute(sql`
      with owners as (select array_agg(user_id order by fiscal_code) as ids from users
        where fiscal_code in ('NRIBRN70A01H501A', 'BRNCRL70A41H501B', 'BRNBRN70A01H501C', 'NRICRL70A41H501D')),
      suaps as (select (select suap_id from suap where name = 'SUAP Zaffiro') as zaffiro,
        (select suap_id from suap where name = 'SUAP Carlazzo') as carlazzo),
      model as (select type_of_service_id, suap_id, initiative_id from requests where request_id = 12)
      insert into requests (type_of_service_id, state_id, user_id, suap_id, initiative_id, language,
        sent_request_date, first_name, last_name, company_name, legal_representative)
      select model.type_of_service_id, (${sql.raw(`array[${SENT.join(',')}]`)})[1 + g % ${SENT.length}],
        owners.ids[1 + g % 4],
        case when g % 2 = 0 then suaps.zaffiro when g % 7 = 3 then suaps.carlazzo else model.suap_id end,
        model.initiative_id, 'it', now() - make_interval(mins => g),
        'Anna', 'Verdi', case when g % 89 = 7 then 'Brunori Srl' else 'Zeta Srl' end, true
      from owners, suaps, model, generate_series(1, ${ROWS}) as g`);
    await db.execute(sql`analyze requests`);
  }, 60_000);

  /** The search's statements' names, as it sends them. */
  function recording(pool: pg.Pool) {
    const names: string[] = [];
    const reads = {
      query: (config: { name?: string }) => {
        names.push(config.name ?? '');
        return pool.query(config as pg.QueryConfig);
      },
    } as unknown as pg.Pool;
    return { reads, names };
  }

  /**
   * Every page of `filter` with the count cap `cap` equals a plain ORDER BY's, and `topped(offset)` says which are
   * read as the top of the names.
   */
  async function pagesOf(filter: string, cap: number, topped: (rows: number, field: string) => boolean) {
    const terms = await searchTermsOf(database.boundedReads, filter, SENT, cap);
    for (const field of Object.keys(PLAIN_COLUMNS) as ColumnSortField[]) {
      for (const type of ['asc', 'desc'] as const) {
        const sort: ListSort = { field, type };
        const all = await plainOrder(database, { states: SENT, filter, sort: { field, type } });
        expect(all.length).toBeGreaterThan(BACKOFFICE_TOTAL_BOUND);
        for (const offset of [0, 20, 300, 990]) {
          const { reads, names } = recording(database.boundedReads);
          const page = await searchPage(reads, { states: SENT, sort, limit: 10, offset, terms }, cap);
          const label = `${filter} ${field};${type} offset ${offset}`;
          expect(page, label).toMatchObject({ total: BACKOFFICE_TOTAL_BOUND, bounded: true });
          expect((page.ids ?? []).map(Number), label).toEqual(all.slice(offset, offset + 10));
          const read = names.some((name) => name.startsWith('bo_search_top'));
          expect(read, label).toBe(topped(offset + 10, field));
        }
      }
    }
    return terms.words[0];
  }

  it('lists a word borne by most owners once, as a plain ORDER BY, walking its first rows and topping the rest', async () => {
    // Its many owners by the other name leave no sort by a name to the run of its names.
    const word = await pagesOf('bruno', CAP, (rows) => rows > WALKED_ROWS);
    expect(word?.parts.slice(0, 2).every((count) => count >= CAP)).toBe(true);
    expect((word?.parts[0] ?? 0) + (word?.parts[1] ?? 0)).toBeGreaterThanOrEqual(namesCountCap(CAP));
    expect(word?.parts[5]).toBeGreaterThan(0);
  }, 60_000);

  it('reads every page of a word borne by fewer owners as the top of its names, from the first row', async () => {
    // Carla: a first name of half the owners and part of a SUAP's name, under twice the cap in all.
    const cap = 1_000;
    // Sorted by first name, the run of its names answers (it is nothing else).
    const word = await pagesOf('carla', cap, (_, field) => field !== 'user.firstName');
    expect(word?.widest).toBeGreaterThanOrEqual(cap);
    expect(word?.parts[2]).toBeGreaterThan(0);
    expect(word?.parts.slice(0, 3).reduce((sum, count) => sum + count, 0)).toBeLessThan(namesCountCap(cap));
  }, 60_000);

  it("reads a word of many SUAPs' names as the top of them past its first rows", async () => {
    // Sorted by SUAP name, the run of its SUAPs answers (it is nothing else).
    const word = await pagesOf('zaffiro', CAP, (rows, field) => rows > WALKED_ROWS && field !== 'suap.name');
    expect(word?.parts[2]).toBeGreaterThanOrEqual(namesCountCap(CAP));
  }, 60_000);

  it('pages the sorts by date and by label as the exact collect of every match does', async () => {
    const counted = { cap: 1_000_000 };
    const terms = await searchTermsOf(database.boundedReads, 'bruno', SENT, CAP);
    const every = await searchTermsOf(database.boundedReads, 'bruno', SENT, counted.cap);
    for (const field of ['sentRequestDate', 'updatedOn', 'stateOfRequest', 'typeOfService'] as const) {
      for (const type of ['asc', 'desc'] as const) {
        const sort: ListSort = isLabelSort(field)
          ? { field, type, order: await labelOrder(db, field, 'it') }
          : { field, type };
        for (const offset of [WALKED_ROWS, 500, 990]) {
          const window = { states: SENT, sort, limit: 10, offset };
          const { reads, names } = recording(database.boundedReads);
          const page = await searchPage(reads, { ...window, terms }, CAP);
          const exact = await searchPage(database.boundedReads, { ...window, terms: every }, counted.cap);
          const label = `${field};${type} offset ${offset}`;
          expect(
            names.some((name) => name.startsWith('bo_search_top')),
            label,
          ).toBe(true);
          expect(page.ids, label).toEqual(exact.ids);
          expect(page.ids, label).toHaveLength(10);
        }
      }
    }
  }, 60_000);
});
