import { apiPaths, SENT_REQUEST_STATES, type BackOfficeRequestListReply } from '@suap/shared';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';
import { searchTermsOf, SEARCH_COUNT_CAP } from './search-terms.js';

const LIST = `/api${apiPaths.backOffice.requests}`;
const CODE = 'QZXFSZ89A01H501U';

describe('the words of a filter holding a whole fiscal code', () => {
  // No database: a pool that fails any call.
  const unreachable = {
    query: () => Promise.reject(new Error('no statement expected')),
  } as unknown as pg.Pool;

  it('are not counted: the code leads through its index, the other words only test', async () => {
    const terms = await searchTermsOf(unreachable, `${CODE.toLowerCase()} verdi`, SENT_REQUEST_STATES);
    expect(terms.codes).toEqual([CODE]);
    const [code, other] = terms.words;
    expect(code).toMatchObject({ fiscalFrom: CODE, reach: SEARCH_COUNT_CAP - 1, trigram: false });
    expect(code?.fiscalTo).toBe('QZXFSZ89A01H501V');
    expect(other).toMatchObject({ pattern: '%verdi%', fiscalFrom: null, reach: SEARCH_COUNT_CAP });
    expect(other?.lastNames).toEqual([]);
  });
});

describe('the back-office search for a whole fiscal code', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const { db } = database;
  const staff = await signedIn(app, 'bo', 'collab');

  /** The first request in each state given now bears CODE as its typed fiscal code. */
  async function bearing(states: number[]) {
    const ids: number[] = [];
    for (const state of states) {
      const { rows } = await db.execute<{ id: number }>(sql`update requests set fiscal_code = ${CODE}
        where request_id = (select min(request_id) from requests where state_id = ${state})
        returning request_id as id`);
      ids.push(Number(rows[0]?.id));
    }
    return ids;
  }
  const [sent, accepted, draft] = await bearing([3, 6, 1]);

  async function list(query: string) {
    const res = await call(staff, 'GET', `${LIST}?size=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as BackOfficeRequestListReply;
    return { ids: reply.requestList.map((request) => request.requestId), total: reply.totalResults };
  }

  it("finds every sent request with that code, with an exact total, and never a draft's typed code", async () => {
    const found = await list(`filter=${CODE.toLowerCase()}&sort=requestId;asc`);
    expect(found).toEqual({ ids: [sent, accepted].sort((a, b) => (a ?? 0) - (b ?? 0)), total: 2 });
    expect(await list(`filter=${CODE}&stateOfRequestId=1`)).toEqual({ ids: [], total: 0 });
    expect(draft).toBeGreaterThan(0);
  });

  it('narrows by the other words, which must be in the same request', async () => {
    const { rows } = await db.execute<{ name: string }>(
      sql`select owner_last_name as name from requests where request_id = ${sent}`,
    );
    const name = String(rows[0]?.name);
    const narrowed = await list(`filter=${encodeURIComponent(`${name} ${CODE}`)}`);
    expect(narrowed.ids).toContain(sent);
    expect(narrowed.ids.every((id) => id === sent || id === accepted)).toBe(true);
    expect(await list(`filter=${encodeURIComponent(`${CODE} zibaldone`)}`)).toEqual({ ids: [], total: 0 });
  });
});
