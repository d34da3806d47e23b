import { RequestListReplySchema } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { citizen, MARIO } from '../../../test/citizen.js';

const LIST = '/api/suap/v1/request/list';
/** The smallest body a creation takes: the notification contact, as the wizard's first save sends it. */
const NEW_DRAFT = { procedureNotification: { typeId: 1, address: 'citizen@example.it' } };
/** mario.rossi's demo requests, newest first: 13-18 are in the procedure's states (issue 27). */
const MARIO_IDS = [19, 18, 17, 16, 15, 14, 13, 8, 7, 6, 5, 4, 3, 2, 1];

describe('GET request/list', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const mario = await citizen(app, 'mario.rossi');
  const anna = await citizen(app, 'anna.verdi');
  const ids = (reply: { json(): unknown }) =>
    RequestListReplySchema.parse(reply.json()).requestList.map((request) => request.requestId);

  it("lists the caller's own requests, newest first, deleted ones included, in the contract's shape", async () => {
    const reply = await mario.get(`${LIST}?userId=${mario.userId}&typeOfServiceId=1&size=100`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      code: 200,
      message: 'OK',
      page: 1,
      size: 100,
      totalResults: MARIO_IDS.length,
    });
    expect(ids(reply)).toEqual(MARIO_IDS);
    const states = RequestListReplySchema.parse(reply.json()).requestList.map(
      (r) => r.stateOfRequest.stateOfRequestId,
    );
    expect(new Set(states)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
  });

  it('leaves deleted requests out when asked', async () => {
    expect(
      ids(await mario.get(`${LIST}?userId=${mario.userId}&includeDeleted=false&size=100`)),
    ).not.toContain(MARIO.deletedId);
    expect((await mario.get(`${LIST}?userId=${mario.userId}&includeDeleted=maybe`)).statusCode).toBe(400);
  });

  it('gives only drafts a deletion day, and sent ones a reference code', async () => {
    const list = RequestListReplySchema.parse(
      (await mario.get(`${LIST}?userId=${mario.userId}&size=100`)).json(),
    ).requestList;
    for (const request of list) {
      const state = request.stateOfRequest.stateOfRequestId;
      expect(request.draftExpiresOn !== null).toBe(state === 1);
      // Every state but draft and deleted comes after sending.
      expect(request.referenceCode !== null).toBe(![1, 2].includes(state));
    }
  });

  it('shows initiative texts in the language of the call', async () => {
    const [first] = RequestListReplySchema.parse(
      (await mario.get(`${LIST}?userId=${mario.userId}&lang=en`)).json(),
    ).requestList;
    expect(first?.iniziative?.description).toBe(first?.iniziative?.descriptionEn);
  });

  it("never mixes citizens' requests", async () => {
    expect(ids(await anna.get(`${LIST}?userId=${anna.userId}`))).toEqual([11, 10, 9]);
  });

  it("answers the empty list with 'No Requests' without a userId (SPEC §8) or when nothing matches", async () => {
    for (const url of [LIST, `${LIST}?userId=${mario.userId}&typeOfServiceId=2`]) {
      const reply = await mario.get(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        code: 200,
        message: 'No Requests',
        requestList: [],
        totalResults: 0,
        totalPages: 0,
      });
    }
  });

  it('answers 400 for a malformed userId', async () => {
    const reply = await mario.get(`${LIST}?userId=abc`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].field).toBe('querystring.userId');
  });

  it('answers one page at a time, 3 requests by default (SPEC §9), with the totals', async () => {
    const first = RequestListReplySchema.parse((await mario.get(`${LIST}?userId=${mario.userId}`)).json());
    expect(first.requestList.map((r) => r.requestId)).toEqual(MARIO_IDS.slice(0, 3));
    expect(first).toMatchObject({ page: 1, size: 3, totalPages: 5, totalResults: MARIO_IDS.length });
    const second = RequestListReplySchema.parse(
      (await mario.get(`${LIST}?userId=${mario.userId}&page=2&size=3`)).json(),
    );
    expect(second.requestList.map((r) => r.requestId)).toEqual(MARIO_IDS.slice(3, 6));
    expect(second).toMatchObject({ page: 2, size: 3, totalPages: 5, totalResults: MARIO_IDS.length });
    expect(ids(await mario.get(`${LIST}?userId=${mario.userId}&page=5`))).toEqual([3, 2, 1]);
    // Past the last page: no requests, but the totals, so the web can go back to a page that exists.
    const past = RequestListReplySchema.parse(
      (await mario.get(`${LIST}?userId=${mario.userId}&page=9`)).json(),
    );
    expect(past).toMatchObject({
      message: 'OK',
      requestList: [],
      totalResults: MARIO_IDS.length,
      totalPages: 5,
    });
  });

  it('narrows to one state, most recently changed first, and refuses a bad page, size or state', async () => {
    const drafts = RequestListReplySchema.parse(
      (await mario.get(`${LIST}?userId=${mario.userId}&stateOfRequestId=1&size=1`)).json(),
    );
    expect(drafts.requestList.map((r) => r.requestId)).toEqual([MARIO.draftId]);
    expect(drafts.totalResults).toBe(1);
    const sent = RequestListReplySchema.parse(
      (await mario.get(`${LIST}?userId=${mario.userId}&stateOfRequestId=3`)).json(),
    ).requestList;
    expect(sent.every((r) => r.stateOfRequest.stateOfRequestId === 3)).toBe(true);
    for (const query of ['page=0', 'size=0', 'size=101', 'page=x', 'stateOfRequestId=12']) {
      const reply = await mario.get(`${LIST}?userId=${mario.userId}&${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().errors[0].field).toBe(`querystring.${query.split('=')[0]}`);
    }
  });

  it('keeps each page apart in the reply cache, and shows a new draft at once', async () => {
    const page = (n: number) => mario.get(`${LIST}?userId=${mario.userId}&page=${n}`);
    expect(ids(await page(1))).toEqual([19, 18, 17]);
    expect(ids(await page(2))).toEqual([16, 15, 14]);
    expect(ids(await page(2))).toEqual([16, 15, 14]);
    const drafts = `${LIST}?userId=${mario.userId}&stateOfRequestId=1`;
    expect(ids(await mario.get(drafts))).toEqual([MARIO.draftId]);

    const created = await mario.post('/api/suap/v1/request', NEW_DRAFT);
    expect(created.statusCode, created.body).toBe(200);
    const newId = (created.json() as { request: { requestId: number } }).request.requestId;
    expect(ids(await page(1))).toEqual([newId, 19, 18]);
    expect(ids(await page(2))).toEqual([17, 16, 15]);
    expect(ids(await mario.get(drafts))).toEqual([newId, MARIO.draftId]);
    // The older draft changed last: it comes first among the drafts.
    const stored = await mario.get(`/api/suap/v1/request/${MARIO.draftId}`);
    const { version } = (stored.json() as { request: { version: number } }).request;
    const saved = await mario.put(`/api/suap/v1/request/${MARIO.draftId}`, { version });
    expect(saved.statusCode, saved.body).toBe(200);
    const afterSave = ids(await mario.get(drafts));
    expect(afterSave[0]).toBe(MARIO.draftId);
  });
});
