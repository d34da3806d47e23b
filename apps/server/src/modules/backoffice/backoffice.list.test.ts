import { apiPaths, type BackOfficeRequestListReply } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { requestSearchText } from '../../db/search-text.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.requests}`;

// Seeded demo requests (src/db/seed/demo-requests-data.ts): 8 and 11 are drafts, 4 is deleted, the rest were
// sent (13-18 are in the procedure's states, issue 27).
const SENT_IDS_DESC = [19, 18, 17, 16, 15, 14, 13, 12, 10, 9, 7, 6, 5, 3, 2, 1];
/** mario.rossi's sent requests, newest first. */
const MARIO_SENT_DESC = [19, 18, 17, 16, 15, 14, 13, 7, 6, 5, 3, 2, 1];

describe('GET backoffice/list', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const staff = await signedIn(app, 'bo', 'collab');

  async function list(query = ''): Promise<BackOfficeRequestListReply> {
    const res = await call(staff, 'GET', `${LIST}${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const ids = (reply: BackOfficeRequestListReply) => reply.requestList.map((request) => request.requestId);

  it('lists sent, accepted and rejected requests, newest first, 5 a page, with exact totals', async () => {
    const reply = await list();
    expect(reply).toMatchObject({
      code: 200,
      page: 1,
      size: 5,
      totalResults: SENT_IDS_DESC.length,
      totalPages: 4,
      sort: { field: 'requestId', type: 'desc' },
      filter: null,
    });
    expect(ids(reply)).toEqual(SENT_IDS_DESC.slice(0, 5));
    const second = await list('page=2');
    expect(ids(second)).toEqual(SENT_IDS_DESC.slice(5, 10));
    expect(ids(await list('page=3'))).toEqual(SENT_IDS_DESC.slice(10, 15));
    expect(ids(await list('page=4'))).toEqual(SENT_IDS_DESC.slice(15));
    const beyond = await list('page=5');
    expect(beyond.requestList).toEqual([]);
    expect(beyond.totalResults).toBe(SENT_IDS_DESC.length);
  });

  it('gives each request the line the list shows, and nothing the citizen typed (issue 25)', async () => {
    const [line] = (await list('lang=en&size=1&stateOfRequestId=3')).requestList;
    expect(line).toEqual({
      requestId: 12,
      referenceCode: expect.stringMatching(/^SUAP-\d{4}-\d{6}$/),
      stateOfRequest: { stateOfRequestId: 3, descriptionIt: 'Inviata', descriptionEn: 'Sent' },
      typeOfService: {
        typeOfServiceId: 1,
        nameIt: "Avvio di un'attività d'impresa",
        nameEn: 'Starting a business activity',
      },
      user: { userId: 3, firstName: 'Giulia', lastName: 'Bianchi' },
      suap: { suapId: expect.any(Number), name: expect.any(String) },
      sentRequestDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      draftExpiresOn: null,
      responsibleOperator: null,
      termDueOn: null,
      termExpired: false,
    });
    // The details call gives the whole request, with the same values where both have a field.
    const details = await call(
      staff,
      'GET',
      `/api${apiPaths.backOffice.request.replace(':id', '12')}?lang=en`,
    );
    const { request } = details.json<{ request: Record<string, unknown> }>();
    for (const [field, value] of Object.entries(line ?? {}))
      if (typeof value === 'object' && value !== null) expect(request[field], field).toMatchObject(value);
      else expect(request[field], field).toBe(value);
  });

  it('lists drafts only when the state filter asks for them, without the personal data typed into them', async () => {
    expect(ids(await list('size=100'))).not.toContain(8);
    const drafts = await list('stateOfRequestId=1');
    expect(ids(drafts)).toEqual([11, 8]);
    expect(drafts.totalResults).toBe(2);
    for (const draft of drafts.requestList) {
      expect(draft).not.toHaveProperty('personalData');
      expect(draft.draftExpiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(draft.user.lastName).toBeTruthy();
    }
  });

  it('lists deleted requests only when the state filter asks for them', async () => {
    expect(ids(await list('size=100'))).not.toContain(4);
    const deleted = await list('stateOfRequestId=2');
    expect(ids(deleted)).toEqual([4]);
    expect(deleted.requestList[0]).not.toHaveProperty('personalData');
  });

  it('narrows to one sent state', async () => {
    const accepted = await list('stateOfRequestId=4');
    expect(ids(accepted)).toEqual([9, 5, 2]);
    expect(accepted.totalResults).toBe(3);
  });

  it('filters by citizen name, case-insensitively, with totals counted over the filter', async () => {
    expect(ids(await list(`filter=${encodeURIComponent('rossi MARIO')}&size=100`))).toEqual(MARIO_SENT_DESC);
    const reply = await list('filter=ROSSI&size=100');
    expect(ids(reply)).toEqual(MARIO_SENT_DESC);
    expect(reply.totalResults).toBe(MARIO_SENT_DESC.length);
    expect(reply.filter).toBe('ROSSI');
  });

  it('filters by reference code and by request id', async () => {
    const [seven] = (await list('filter=7&size=100')).requestList.filter(
      (request) => request.requestId === 7,
    );
    // The search bar accepts no hyphens: the code's parts, in any order, find it.
    const parts = (seven?.referenceCode ?? '').split('-');
    expect(ids(await list(`filter=${encodeURIComponent(parts.join(' '))}`))).toEqual([7]);
    expect(ids(await list(`filter=${encodeURIComponent([...parts].reverse().join(' '))}`))).toEqual([7]);
    expect(ids(await list('filter=12&size=100'))).toContain(12);
    // A draft's id does not bring it into the default list.
    expect(ids(await list('filter=8&size=100'))).not.toContain(8);
  });

  it('matches accented names with or without accents, and the totals follow new requests', async () => {
    const inserted = await database.db.execute<{ request_id: number }>(sql`
      insert into requests (type_of_service_id, state_id, user_id, suap_id, initiative_id, first_name, last_name,
                            language, sent_request_date, search_text)
      select type_of_service_id, 3, user_id, suap_id, initiative_id, 'Niccolò', 'D''Àmico', 'it', now(),
             ${requestSearchText({ firstName: 'Niccolò', lastName: "D'Àmico" })}
      from requests where request_id = 12
      returning request_id`);
    const newId = Number(inserted.rows[0]?.request_id);
    for (const filter of ['niccolo', 'NICCOLÒ', "d'amico"]) {
      const reply = await list(`filter=${encodeURIComponent(filter)}`);
      expect(ids(reply), filter).toEqual([newId]);
      expect(reply.totalResults).toBe(1);
    }
    expect((await list()).totalResults).toBe(SENT_IDS_DESC.length + 1);
    await database.db.execute(sql`delete from requests where request_id = ${newId}`);
    expect((await list()).totalResults).toBe(SENT_IDS_DESC.length);
  });

  it('sorts by any allowed field in both directions', async () => {
    expect(ids(await list('sort=requestId;asc&size=3'))).toEqual([1, 2, 3]);
    // Sent 5, 8, 10, 12 and 18 days ago.
    expect(ids(await list('sort=sentRequestDate;desc'))).toEqual([19, 7, 12, 13, 10]);
    expect(ids(await list('sort=sentRequestDate;ASC&size=2'))).toEqual([1, 2]);
    const byName = await list('sort=user.lastName;asc&size=100');
    const names = byName.requestList.map((request) => request.user.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names[0]).toBe('Bianchi');
    for (const field of [
      'referenceCode',
      'updatedOn',
      'createdOn',
      'user.firstName',
      'suap.name',
      'stateOfRequest',
      'typeOfService',
    ]) {
      const reply = await list(`sort=${field};desc&size=100`);
      expect(
        [...ids(reply)].sort((a, b) => (a ?? 0) - (b ?? 0)),
        field,
      ).toEqual([...SENT_IDS_DESC].reverse());
    }
    const bySuap = (await list('sort=suap.name;asc&size=100')).requestList.map(
      (request) => request.suap?.name ?? '',
    );
    expect(bySuap).toEqual([...bySuap].sort());
  });

  it.each([
    ['page=0', 'querystring.page'],
    ['page=x', 'querystring.page'],
    ['size=0', 'querystring.size'],
    ['size=101', 'querystring.size'],
    ['size=2.5', 'querystring.size'],
    ['sort=password;asc', 'querystring.sort'],
    ['sort=requestId;up', 'querystring.sort'],
    ['sort=requestId', 'querystring.sort'],
    ['filter=%3Cscript%3E', 'querystring.filter'],
    [`filter=${'a'.repeat(256)}`, 'querystring.filter'],
    ['stateOfRequestId=12', 'querystring.stateOfRequestId'],
    ['stateOfRequestId=draft', 'querystring.stateOfRequestId'],
    ['lang=fr', 'querystring.lang'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await call(staff, 'GET', `${LIST}?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});
