import { RequestListReplySchema } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { citizen, MARIO } from './testing/citizen.js';

const LIST = '/api/suap/v1/request/list';

describe('GET request/list', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const mario = await citizen(app, 'mario.rossi');
  const anna = await citizen(app, 'anna.verdi');
  const ids = (reply: { json(): unknown }) =>
    RequestListReplySchema.parse(reply.json()).requestList.map((request) => request.requestId);

  it("lists the caller's own requests, newest first, deleted ones included, in the contract's shape", async () => {
    const reply = await mario.get(`${LIST}?userId=${mario.userId}&typeOfServiceId=1`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ code: 200, message: 'OK' });
    expect(ids(reply)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    const states = RequestListReplySchema.parse(reply.json()).requestList.map(
      (r) => r.stateOfRequest.stateOfRequestId,
    );
    expect(new Set(states)).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('leaves deleted requests out when asked', async () => {
    expect(ids(await mario.get(`${LIST}?userId=${mario.userId}&includeDeleted=false`))).not.toContain(
      MARIO.deletedId,
    );
    expect((await mario.get(`${LIST}?userId=${mario.userId}&includeDeleted=maybe`)).statusCode).toBe(400);
  });

  it('gives only drafts a deletion day, and sent ones a reference code', async () => {
    const list = RequestListReplySchema.parse(
      (await mario.get(`${LIST}?userId=${mario.userId}`)).json(),
    ).requestList;
    for (const request of list) {
      const state = request.stateOfRequest.stateOfRequestId;
      expect(request.draftExpiresOn !== null).toBe(state === 1);
      expect(request.referenceCode !== null).toBe([3, 4, 5].includes(state));
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
      expect(reply.json()).toMatchObject({ code: 200, message: 'No Requests', requestList: [] });
    }
  });

  it('answers 400 for a malformed userId', async () => {
    const reply = await mario.get(`${LIST}?userId=abc`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].field).toBe('querystring.userId');
  });
});
