import { apiPaths, type BackOfficeRequestListReply } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';
import { referenceCodeIn } from './search-terms.js';

const LIST = `/api${apiPaths.backOffice.requests}`;

describe('a reference code typed in the search bar', () => {
  it('is read from its three parts in any order, and only from them', () => {
    expect(referenceCodeIn('SUAP 2026 000123')).toBe('SUAP-2026-000123');
    expect(referenceCodeIn('  000123 suap  2026 ')).toBe('SUAP-2026-000123');
    expect(referenceCodeIn('suap 2026 1000123')).toBe('SUAP-2026-1000123');
    expect(referenceCodeIn('SUAP 2026 123')).toBeUndefined();
    expect(referenceCodeIn('SUAP 26 000123')).toBeUndefined();
    expect(referenceCodeIn('SUAP 2026 000123 rossi')).toBeUndefined();
    expect(referenceCodeIn('roma 2026 000123')).toBeUndefined();
    expect(referenceCodeIn('SUAP 2026 2027')).toBeUndefined();
  });
});

describe('the back-office search for a reference code', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const staff = await signedIn(app, 'bo', 'collab');

  async function list(query: string) {
    const res = await call(staff, 'GET', `${LIST}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BackOfficeRequestListReply;
  }
  const typed = (code: string) => encodeURIComponent(code.replaceAll('-', ' '));

  /** A request of the given state and its reference code. */
  async function sample(stateId: number) {
    const { rows } = await database.db.execute<{ id: number; code: string }>(sql`select request_id as id,
      reference_code as code from requests where state_id = ${stateId} and reference_code is not null
      order by request_id limit 1`);
    if (!rows[0]) throw new Error(`no request in state ${stateId}`);
    return { id: Number(rows[0].id), code: rows[0].code };
  }

  it('finds that request alone, with an exact total, and nothing past its page', async () => {
    const { id, code } = await sample(3);
    const reply = await list(`filter=${typed(code)}&size=10`);
    expect(reply.requestList.map((request) => request.requestId)).toEqual([id]);
    expect(reply).toMatchObject({ totalResults: 1, totalIsLowerBound: false });
    expect(reply.requestList[0]?.referenceCode).toBe(code);
    const second = await list(`filter=${typed(code)}&size=10&page=2`);
    expect(second).toMatchObject({ requestList: [], totalResults: 1 });
  });

  it("is the code's request, not every request whose text holds its three words", async () => {
    const { id, code } = await sample(3);
    const [, year, number] = code.split('-');
    await database.db.execute(sql`
      insert into requests (type_of_service_id, state_id, user_id, suap_id, initiative_id, language,
        sent_request_date, reference_code, company_name)
      select type_of_service_id, 3, user_id, suap_id, initiative_id, 'it', now(), ${`SUAP-${year}-999998`},
        ${`Officina ${number} Srl`}
      from requests where request_id = ${id}`);
    expect((await list(`filter=${encodeURIComponent(`officina ${number}`)}`)).totalResults).toBe(1);
    expect((await list(`filter=${typed(code)}`)).requestList.map((request) => request.requestId)).toEqual([
      id,
    ]);
  });

  it('keeps to the listed states', async () => {
    const { code } = await sample(3);
    expect((await list(`filter=${typed(code)}&stateOfRequestId=4`)).totalResults).toBe(0);
    expect((await list(`filter=${typed(code)}&stateOfRequestId=3`)).totalResults).toBe(1);
  });

  it('finds nothing for a code no request bears', async () => {
    expect(await list(`filter=${encodeURIComponent('SUAP 1999 999999')}`)).toMatchObject({
      requestList: [],
      totalResults: 0,
    });
  });
});
