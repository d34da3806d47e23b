import { apiPaths, type BackOfficeRequestListReply, type User } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { toSearchText } from '../../db/search-text.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.requests}`;
const MODIFY = `/api${apiPaths.backOffice.modifyUser}`;

// Issue 22 items 4 and 8.5: requests.search_text is computed by the database (migration 0010), so a rename of the
// citizen, of the SUAP or of the initiative changes what the search finds in the same transaction, and the search
// covers what its hint promises: code, citizen, SUAP, initiative code and name in both languages.
describe('the back-office request search follows renames', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const { db } = database;
  const admin = await signedIn(app, 'bo', 'admin');
  const staff = await signedIn(app, 'bo', 'collab');

  async function found(filter: string): Promise<number[]> {
    const res = await call(staff, 'GET', `${LIST}?size=100&filter=${encodeURIComponent(filter)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as BackOfficeRequestListReply).requestList.map((request) => request.requestId ?? 0);
  }

  async function expectTextsExact() {
    const stale = await db.execute<{ request_id: number }>(
      sql`select r.request_id from requests r where r.search_text is distinct from requests_search_text(r)
        or r.search_rest is distinct from requests_search_rest(r)`,
    );
    expect(stale.rows).toEqual([]);
  }

  /** A sent request of giulia with nothing typed, so only the account holder's name can find it. */
  async function sentRequestWithoutTypedNames(): Promise<number> {
    const inserted = await db.execute<{ request_id: number }>(sql`
      insert into requests (type_of_service_id, state_id, user_id, suap_id, initiative_id, language, sent_request_date)
      select type_of_service_id, 3, user_id, suap_id, initiative_id, 'it', now() from requests where request_id = 12
      returning request_id`);
    return Number(inserted.rows[0]?.request_id);
  }

  it('folds text in SQL exactly as toSearchText does in JavaScript', async () => {
    const samples = [
      "Ágata  Çiğdem Łukasz Ørsted D'Amico",
      'ÉVA è Niccolò',
      ' İstanbul Ñandú ',
      'Crème BRÛLÉE',
    ];
    for (const sample of samples) {
      const result = await db.execute<{ folded: string }>(sql`select suap_fold(${sample}) as folded`);
      expect(result.rows[0]?.folded, sample).toBe(toSearchText(sample));
    }
  });

  it('fills every seeded request, whatever text the writer passed', async () => {
    await expectTextsExact();
    await db.execute(sql`update requests set search_text = 'forged' where request_id = 3`);
    await expectTextsExact();
  });

  it('finds a request by the citizen’s new name after modifyUser, and no longer by the old one', async () => {
    const requestId = await sentRequestWithoutTypedNames();
    expect(await found('giulia bianchi')).toContain(requestId);
    const users = (
      await call(
        admin,
        'GET',
        `/api${apiPaths.backOffice.users}?filter=${encodeURIComponent('giulia bianchi')}`,
      )
    ).json().userList as User[];
    const [giulia] = users;
    if (!giulia) throw new Error('seeded giulia.bianchi missing');
    const res = await call(admin, 'PUT', MODIFY, {
      userId: giulia.userId,
      firstName: 'Zebedea',
      lastName: 'Quintiliani',
      fiscalCode: giulia.fiscalCode,
      email: giulia.email ?? '',
      dateOfBirth: giulia.dateOfBirth,
      cityOfBirth: giulia.cityOfBirth,
      gender: giulia.gender,
      profile: { profileId: giulia.profile.profileId },
      active: giulia.active,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found('zebedea quintiliani')).toContain(requestId);
    expect(await found('quintiliani')).toContain(requestId);
    expect(await found('giulia bianchi')).not.toContain(requestId);
    await expectTextsExact();
  });

  it('follows a SUAP renamed in the database', async () => {
    const requestId = await sentRequestWithoutTypedNames();
    const [before] = (
      await db.execute<{ suap_id: number; name: string }>(
        sql`select s.suap_id, s.name from suap s join requests r on r.suap_id = s.suap_id where r.request_id = ${requestId}`,
      )
    ).rows;
    if (!before) throw new Error('request without SUAP');
    const oldName = before.name.replace(/[^\p{L}\d' ]/gu, ' ');
    expect(await found(oldName)).toContain(requestId);
    await db.execute(sql`update suap set name = 'Sportello Xilofonico' where suap_id = ${before.suap_id}`);
    expect(await found('xilofonico')).toContain(requestId);
    expect(await found(oldName)).not.toContain(requestId);
    await expectTextsExact();
  });

  it('finds a request by its initiative’s code, Italian and English name and activity, and follows a rename', async () => {
    const requestId = await sentRequestWithoutTypedNames();
    const [initiative] = (
      await db.execute<{ initiative_id: number; code: string }>(
        sql`select i.initiative_id, i.code from initiatives i join requests r on r.initiative_id = i.initiative_id
            where r.request_id = ${requestId}`,
      )
    ).rows;
    if (!initiative) throw new Error('request without initiative');
    expect(await found(initiative.code.replace(/[^\p{L}\d]/gu, ' '))).toContain(requestId);
    await db.execute(sql`update initiatives set activity_it = 'Allevamento di giraffe', activity_en = 'Okapi breeding',
      description_it = 'Cornamusa', description_en = 'Bagpipe' where initiative_id = ${initiative.initiative_id}`);
    for (const word of ['giraffe', 'okapi', 'cornamusa', 'bagpipe'])
      expect(await found(word), word).toContain(requestId);
    await expectTextsExact();
  });
});
