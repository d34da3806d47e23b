import { addDaysToIsoDate, apiPaths, fillPath, isoDateInRome } from '@suap/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { auditLog, requests } from '../../db/schema.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const url = (id: number | string) => `/api${fillPath(apiPaths.backOffice.updateDraftStorageLimit, { id })}`;
const today = () => isoDateInRome(new Date());

describe('PUT backoffice/updateDraftStorageLimit/{id}', async () => {
  const { app, database, config } = await buildTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: 1000,
    DRAFT_STORAGE_DAYS: 365,
  });
  const collab = await signedIn(app, 'bo', 'collab');
  const draftRow = async (id: number) =>
    (await database.db.select().from(requests).where(eq(requests.requestId, id)))[0];

  it('moves the deletion day of a draft and records who did it and when', async () => {
    const before = await draftRow(11);
    const day = addDaysToIsoDate(today(), 40);
    const res = await call(collab, 'PUT', url(11), { draftExpiresOn: day });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      request: { requestId: 11, draftExpiresOn: day, personalData: null },
    });

    const after = await draftRow(11);
    expect(after?.draftExpiresOn).toBe(day);
    // Staff metadata: the citizen's open form stays valid and "updated on" keeps the citizen's last change.
    expect(after?.version).toBe(before?.version);
    expect(after?.updatedOn).toEqual(before?.updatedOn);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'request'), eq(auditLog.entityId, '11')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const collabUser = await call(collab, 'GET', '/api/suap/v1/backoffice/userinfo');
    expect(entry).toMatchObject({
      action: 'request.draft-storage-limit',
      actorUserId: collabUser.json().user.userId,
      details: { from: before?.draftExpiresOn, to: day },
    });
    expect(Date.now() - (entry?.at.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('accepts today and the furthest day, one storage period from today', async () => {
    expect((await call(collab, 'PUT', url(8), { draftExpiresOn: today() })).statusCode).toBe(200);
    const furthest = addDaysToIsoDate(today(), config.DRAFT_STORAGE_DAYS);
    expect((await call(collab, 'PUT', url(8), { draftExpiresOn: furthest })).statusCode).toBe(200);
  });

  it.each<[unknown]>([
    [{ draftExpiresOn: '2020-01-01' }],
    [{ draftExpiresOn: '2030-02-30' }],
    [{ draftExpiresOn: '31/12/2030' }],
    [{ draftExpiresOn: 20301231 }],
    [{}],
  ])('answers 400 naming body.draftExpiresOn for %j', async (body) => {
    const res = await call(collab, 'PUT', url(8), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].field).toBe('body.draftExpiresOn');
  });

  it('answers 400 with a clear message for a day beyond one storage period', async () => {
    const res = await call(collab, 'PUT', `${url(8)}?lang=en`, {
      draftExpiresOn: addDaysToIsoDate(today(), config.DRAFT_STORAGE_DAYS + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      description: expect.stringContaining('365 days from today'),
      errors: [{ field: 'body.draftExpiresOn', rule: 'max' }],
    });
  });

  it('answers 409 for a request that is not a draft and 404 for a missing one', async () => {
    const day = addDaysToIsoDate(today(), 10);
    const sent = await call(collab, 'PUT', `${url(7)}?lang=en`, { draftExpiresOn: day });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().description).toBe('Only a draft has a deletion date: request 7 is sent');
    expect((await call(collab, 'PUT', url(4), { draftExpiresOn: day })).statusCode).toBe(409);
    expect((await call(collab, 'PUT', url(999_999), { draftExpiresOn: day })).statusCode).toBe(404);
    expect((await call(collab, 'PUT', url('x'), { draftExpiresOn: day })).statusCode).toBe(400);
  });
});
