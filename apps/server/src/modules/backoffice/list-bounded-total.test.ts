import { apiPaths, BACKOFFICE_TOTAL_BOUND, type BackOfficeRequestListReply } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.requests}`;
const EXTRA = BACKOFFICE_TOTAL_BOUND + 50;

// A free-text search counts its matches only up to the bound (issue 25): past it the reply says the total is a
// lower bound and offers the pages up to it. Totals without free text stay exact, and a page past the middle,
// walked from the other end (list-query.ts), holds the same rows as the forward order.
describe('back-office list totals and deep pages', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const staff = await signedIn(app, 'bo', 'collab');

  beforeAll(async () => {
    // Copies of a sent seeded request (the triggers fill names, search text and counters), all saying "Zanzibar".
    await database.db.execute(sql`
      insert into requests (type_of_service_id, state_id, user_id, suap_id, initiative_id, company_name,
        sent_request_date)
      select type_of_service_id, 3 + n % 3, user_id, suap_id, initiative_id, 'Zanzibar ' || n,
        now() - make_interval(mins => n)
      from requests, generate_series(1, ${EXTRA}) as n where request_id = 1`);
  }, 30_000);

  async function list(query: string): Promise<BackOfficeRequestListReply> {
    const res = await call(staff, 'GET', `${LIST}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const ids = (reply: BackOfficeRequestListReply) => reply.requestList.map((request) => request.requestId);

  it('gives a lower bound for a search matching more than the bound, and pages up to it', async () => {
    const first = await list('filter=zanzibar&size=100');
    expect(first).toMatchObject({
      totalResults: BACKOFFICE_TOTAL_BOUND,
      totalIsLowerBound: true,
      totalPages: BACKOFFICE_TOTAL_BOUND / 100,
    });
    expect(first.description).toMatch(/^Oltre 1000 richieste/);
    const last = await list(`filter=zanzibar&size=100&page=${BACKOFFICE_TOTAL_BOUND / 100}`);
    expect(last.requestList).toHaveLength(100);
    const past = await list(`filter=zanzibar&size=100&page=${BACKOFFICE_TOTAL_BOUND / 100 + 1}`);
    expect(past.requestList).toEqual([]);
  });

  it('gives an exact total for a search matching fewer, and without free text', async () => {
    const few = await list('filter=zanzibar 1004');
    expect(few).toMatchObject({ totalIsLowerBound: false });
    expect(few.totalResults).toBeGreaterThan(0);
    const all = await list('size=1');
    expect(all.totalIsLowerBound).toBe(false);
    expect(all.totalResults).toBeGreaterThan(EXTRA);
  });

  it.each(['requestId;desc', 'user.lastName;asc', 'sentRequestDate;asc', 'stateOfRequest;desc'])(
    'serves the pages past the middle in the forward order (%s)',
    async (sort) => {
      const { totalResults } = await list(`sort=${sort}&size=100`);
      const pages = Math.ceil(totalResults / 100);
      const forward: unknown[] = [];
      for (let page = 1; page <= pages; page += 1) {
        forward.push(...ids(await list(`sort=${sort}&size=100&page=${page}`)));
      }
      expect(forward).toHaveLength(totalResults);
      expect(new Set(forward).size).toBe(totalResults);
      // The same rows, read as pages of 7 from the end: the last page is partial.
      const size = 7;
      const lastPage = Math.ceil(totalResults / size);
      for (const page of [lastPage, lastPage - 1, Math.ceil(lastPage / 2) + 1]) {
        const expected = forward.slice((page - 1) * size, page * size);
        expect(ids(await list(`sort=${sort}&size=${size}&page=${page}`)), `page ${page}`).toEqual(expected);
      }
    },
  );
});
