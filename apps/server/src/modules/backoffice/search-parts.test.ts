import { apiPaths, type BackOfficeRequestListReply } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.requests}`;

// Migration 0014: a searched word is found through the part of the request that holds it; search_rest is the
// reference code and the typed data less the owner's names where they stand as whole words. These cases sit on the
// edges of that rule: an owner's name inside a longer word, or written with separators, must still be found, by
// itself and by the longer word.
describe('the back-office search by parts', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const { db } = database;
  const staff = await signedIn(app, 'bo', 'collab');

  async function found(filter: string): Promise<number[]> {
    const res = await call(staff, 'GET', `${LIST}?size=100&filter=${encodeURIComponent(filter)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as BackOfficeRequestListReply).requestList.map((request) => request.requestId ?? 0);
  }

  /** A request of request 12's owner, sent (state 3) or a draft (1), with the typed data given. */
  async function requestWith(typed: { lastName: string; email: string; companyName: string }, stateId = 3) {
    const { rows } = await db.execute<{ request_id: number }>(sql`
      insert into requests (type_of_service_id, state_id, user_id, suap_id, initiative_id, language,
        sent_request_date, first_name, last_name, email, company_name, legal_representative)
      select type_of_service_id, ${stateId}, user_id, suap_id, initiative_id, 'it',
        case when ${stateId} = 3 then now() end, first_name, ${typed.lastName}, ${typed.email},
        ${typed.companyName}, true
      from requests where request_id = 12
      returning request_id`);
    return Number(rows[0]?.request_id);
  }

  it("keeps the owner's names out of search_rest only where they stand as whole words", async () => {
    const { rows: owners } = await db.execute<{ owner: string }>(
      sql`select owner_last_name as owner from requests where request_id = 12`,
    );
    const owner = String(owners[0]?.owner);
    const name = owner.toLowerCase();
    const id = await requestWith({
      lastName: owner,
      email: `${name}.${name}@example.com`,
      companyName: `${owner}ini & ${owner}-Verdi S.r.l.`,
    });
    const { rows } = await db.execute<{ rest: string }>(
      sql`select search_rest as rest from requests where request_id = ${id}`,
    );
    const rest = rows[0]?.rest ?? '';
    // The e-mail's, the company's hyphenated and the typed surname are gone; the longer word stays whole.
    expect(rest).toContain(`${name}ini`);
    expect(rest.split(/\s+/)).not.toContain(name);
    for (const filter of [name, `${name}ini`, `${name.slice(1)}in`, 'verdi', `${name} verdi`])
      expect(await found(filter), filter).toContain(id);
  });

  it('finds a word the owner does not bear through the rest, and not in a draft', async () => {
    const typed = { lastName: 'Quaglierini', email: 'ufficio@example.com', companyName: 'Zibaldone Srl' };
    const sent = await requestWith(typed);
    const draft = await requestWith(typed, 1);
    expect(await found('quaglierini')).toEqual([sent]);
    expect(await found('zibaldone')).toEqual([sent]);
    const { rows } = await db.execute<{ rest: string }>(
      sql`select search_rest as rest from requests where request_id = ${draft}`,
    );
    expect(rows[0]?.rest).toBe('');
  });
});
