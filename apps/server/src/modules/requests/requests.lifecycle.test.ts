import { addDaysToIsoDate, isoDateInRome } from '@suap/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { auditLog, requests } from '../../db/schema.js';
import { REFERENCE_CODE_PATTERN } from './reference-code.js';
import { citizen, completeDraft, FIRST_STEP, MARIO, referenceIds, requestOf } from '../../../test/citizen.js';

const BASE = '/api/suap/v1/request';

describe('request lifecycle (SPEC §4)', async () => {
  // Far more drafts than the per-citizen cap are made here; the cap has its own test (requests.limits.test.ts).
  const { app, database } = await buildTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: 1000,
    DRAFT_STORAGE_DAYS: 30,
    MAX_OPEN_DRAFTS_PER_CITIZEN: 1000,
  });
  const mario = await citizen(app, 'mario.rossi');
  const ids = await referenceIds(database);
  const today = isoDateInRome(new Date());

  const createDraft = async (body: object = {}) => {
    const reply = await mario.post(BASE, { ...FIRST_STEP, ...body });
    expect(reply.statusCode).toBe(200);
    return requestOf(reply);
  };
  const stored = async (requestId: number) => {
    const [row] = await database.db.select().from(requests).where(eq(requests.requestId, requestId));
    return row;
  };
  const auditOf = (requestId: number) =>
    database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'request'), eq(auditLog.entityId, String(requestId))))
      .orderBy(auditLog.id);

  it('refuses a create naming fields the server owns (issue 22: they were dropped silently)', async () => {
    const reply = await mario.post(BASE, {
      ...FIRST_STEP,
      stateOfRequest: { stateOfRequestId: 3 },
      referenceCode: 'SUAP-1999-000001',
    });
    expect(reply.statusCode).toBe(400);
  });

  it('creates a draft owned by the caller: state 1, version 1, startup, deletion day from the config', async () => {
    const reply = await mario.post(`${BASE}?lang=en`, {
      procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ code: 200, message: 'OK' });
    const request = requestOf(reply);
    expect(request).toMatchObject({
      version: 1,
      language: 'en',
      referenceCode: null,
      typeOfService: { typeOfServiceId: 1 },
      stateOfRequest: { stateOfRequestId: 1 },
      user: { userId: mario.userId, fiscalCode: MARIO.fiscalCode, profile: { profileId: 1 } },
      procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
      sentRequestDate: null,
      draftExpiresOn: addDaysToIsoDate(today, 30),
    });
    expect(await auditOf(request.requestId!)).toEqual([
      { action: 'request.create', actor: mario.userId, details: {} },
    ]);
  });

  it('takes the language of the body, else of the call', async () => {
    expect((await createDraft({ language: 'en' })).language).toBe('en');
    expect((await createDraft()).language).toBe('it');
  });

  it('saves: version grows, updatedOn and the deletion day move, omitted fields are kept', async () => {
    const draft = await createDraft({
      procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
    });
    await database.db
      .update(requests)
      .set({ updatedOn: new Date('2020-01-01T10:00:00Z'), draftExpiresOn: '2020-02-01' })
      .where(eq(requests.requestId, draft.requestId!));
    const reply = await mario.put(`${BASE}/${draft.requestId}`, {
      version: 1,
      suap: { suapId: ids.suap.suapId },
      iniziative: { iniziativeId: ids.initiative.initiativeId },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ description: 'Draft saved' });
    const saved = requestOf(reply);
    expect(saved).toMatchObject({
      version: 2,
      stateOfRequest: { stateOfRequestId: 1 },
      suap: { suapId: ids.suap.suapId, name: ids.suap.name },
      iniziative: { iniziativeId: ids.initiative.initiativeId, code: ids.initiative.code },
      procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
      draftExpiresOn: addDaysToIsoDate(today, 30),
    });
    expect(new Date(saved.updatedOn).getFullYear()).toBeGreaterThan(2020);
    // The back office finds it by SUAP and initiative.
    expect((await stored(draft.requestId!))?.searchText).toContain(ids.initiative.code.toLowerCase());
  });

  it('clears a field sent as null or empty', async () => {
    const draft = await createDraft({
      procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
    });
    const reply = await mario.put(`${BASE}/${draft.requestId}`, {
      version: 1,
      procedureNotification: null,
      personalData: { firstName: 'Mario', email: '' },
    });
    expect(requestOf(reply)).toMatchObject({
      procedureNotification: null,
      personalData: { firstName: 'Mario', email: null },
    });
  });

  it('answers 409 to a save based on a stale version, and keeps the first save', async () => {
    const draft = await createDraft();
    const url = `${BASE}/${draft.requestId}`;
    const first = await mario.put(url, { version: 1, personalData: { firstName: 'Primo' } });
    const second = await mario.put(url, { version: 1, personalData: { firstName: 'Secondo' } });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 409,
      message: 'Conflitto',
      description: expect.stringMatching(/^La richiesta è stata modificata altrove/),
      reason: 'stale-version',
      currentVersion: 2,
    });
    expect(await stored(draft.requestId!)).toMatchObject({ firstName: 'Primo', version: 2 });
  });

  it('lets exactly one of two concurrent saves of the same version through', async () => {
    const draft = await createDraft();
    const url = `${BASE}/${draft.requestId}`;
    const replies = await Promise.all(
      ['Uno', 'Due', 'Tre'].map((name) => mario.put(url, { version: 1, personalData: { firstName: name } })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = requestOf(replies.find((reply) => reply.statusCode === 200)!);
    expect((await stored(draft.requestId!))?.firstName).toBe(winner.personalData?.firstName);
  });

  it('sends a complete draft: state 3, sentRequestDate, a SUAP-<year>-<6 digits> code, then read-only', async () => {
    const draft = await createDraft(completeDraft(ids));
    const url = `${BASE}/${draft.requestId}`;
    const reply = await mario.put(url, { version: 1, action: 'send' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ description: 'Request sent' });
    const sent = requestOf(reply);
    expect(sent).toMatchObject({ version: 2, stateOfRequest: { stateOfRequestId: 3 }, draftExpiresOn: null });
    expect(sent.referenceCode).toMatch(REFERENCE_CODE_PATTERN);
    expect(sent.referenceCode?.slice(5, 9)).toBe(today.slice(0, 4));
    expect(sent.sentRequestDate).not.toBeNull();
    expect((await stored(draft.requestId!))?.searchText).toContain(sent.referenceCode!.toLowerCase());
    expect((await auditOf(draft.requestId!)).map((entry) => entry.action)).toEqual([
      'request.create',
      'request.send',
    ]);

    const save = await mario.put(url, { version: 2, personalData: { firstName: 'Luigi' } });
    expect(save.statusCode).toBe(409);
    expect(save.json()).toMatchObject({ reason: 'read-only' });
    expect((await mario.put(url, { version: 2, action: 'send' })).statusCode).toBe(409);
    expect((await mario.del(`${url}?version=2`)).statusCode).toBe(409);
    expect(await stored(draft.requestId!)).toMatchObject({ stateId: 3, firstName: 'Mario', version: 2 });
  });

  it('numbers sent requests progressively and uniquely, also when sent at the same moment', async () => {
    const drafts = await Promise.all([1, 2, 3, 4].map(() => createDraft(completeDraft(ids))));
    const replies = await Promise.all(
      drafts.map((draft) => mario.put(`${BASE}/${draft.requestId}`, { version: 1, action: 'send' })),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = replies
      .map((reply) => Number(requestOf(reply).referenceCode!.slice(10)))
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(4);
    expect(numbers.at(-1)! - numbers[0]!).toBe(3);
  });

  it('continues after the seeded codes of the year', async () => {
    const seeded = await database.db.select({ code: requests.referenceCode }).from(requests);
    const year = today.slice(0, 4);
    const highest = Math.max(
      0,
      ...seeded
        .filter((row) => row.code?.startsWith(`SUAP-${year}-`))
        .map((row) => Number(row.code!.slice(10))),
    );
    const draft = await createDraft(completeDraft(ids));
    const sent = requestOf(await mario.put(`${BASE}/${draft.requestId}`, { version: 1, action: 'send' }));
    expect(Number(sent.referenceCode!.slice(10))).toBe(highest + 1);
  });

  it('deletes a draft (state 2) based on its version; a deleted request is read-only', async () => {
    const draft = await createDraft();
    const url = `${BASE}/${draft.requestId}`;
    expect((await mario.del(`${url}?version=5`)).statusCode).toBe(409);
    const reply = await mario.del(`${url}?version=1`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: 200, message: 'OK', description: 'Draft deleted' });
    expect(await stored(draft.requestId!)).toMatchObject({ stateId: 2, version: 2, draftExpiresOn: null });
    expect((await auditOf(draft.requestId!)).map((entry) => entry.action)).toEqual([
      'request.create',
      'request.delete',
    ]);
    expect(requestOf(await mario.get(url))).toMatchObject({ stateOfRequest: { stateOfRequestId: 2 } });
    expect((await mario.put(url, { version: 2 })).json()).toMatchObject({ code: 409, reason: 'read-only' });
    expect((await mario.del(`${url}?version=2`)).statusCode).toBe(409);
  });

  it('needs the version on a delete', async () => {
    const draft = await createDraft();
    const reply = await mario.del(`${BASE}/${draft.requestId}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].field).toBe('querystring.version');
  });

  it('keeps accepted and rejected requests read-only', async () => {
    for (const id of [MARIO.acceptedId, 1]) {
      const current = requestOf(await mario.get(`${BASE}/${id}`));
      expect([4, 5]).toContain(current.stateOfRequest.stateOfRequestId);
      expect((await mario.put(`${BASE}/${id}`, { version: current.version })).statusCode).toBe(409);
      expect((await mario.del(`${BASE}/${id}?version=${current.version}`)).statusCode).toBe(409);
    }
  });
});
