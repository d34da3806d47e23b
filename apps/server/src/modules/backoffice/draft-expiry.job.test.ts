import { addDaysToIsoDate, isoDateInRome } from '@suap/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { auditLog, requests } from '../../db/schema.js';
import { expireDueDrafts } from './draft-expiry.job.js';

describe('draft expiry job', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  const today = isoDateInRome(new Date());
  const row = async (id: number) => (await db.select().from(requests).where(eq(requests.requestId, id)))[0];
  const expiryAudits = (ids: number[]) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'request.draft-expired'), inArray(auditLog.entityId, ids.map(String))));

  it('deletes a draft whose deletion day has come, audits it, and leaves an in-date draft alone', async () => {
    await db
      .update(requests)
      .set({ draftExpiresOn: addDaysToIsoDate(today, -1) })
      .where(eq(requests.requestId, 8));
    await db
      .update(requests)
      .set({ draftExpiresOn: addDaysToIsoDate(today, 1) })
      .where(eq(requests.requestId, 11));
    const before = await row(8);

    expect(await expireDueDrafts(db)).toBe(1);

    const expired = await row(8);
    expect(expired?.stateId).toBe(2);
    expect(expired?.version).toBe((before?.version ?? 0) + 1);
    expect((await row(11))?.stateId).toBe(1);
    const audits = await expiryAudits([8, 11]);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entityId: '8',
      actorUserId: null,
      details: { draftExpiresOn: addDaysToIsoDate(today, -1), ownerUserId: before?.userId },
    });
    // A second run finds nothing more to do.
    expect(await expireDueDrafts(db)).toBe(0);
  });

  it('deletes on the deletion day itself, judged by the day in Italy', async () => {
    await db
      .update(requests)
      .set({ draftExpiresOn: addDaysToIsoDate(today, 1) })
      .where(eq(requests.requestId, 11));
    expect(await expireDueDrafts(db)).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await expireDueDrafts(db, { now: tomorrow })).toBe(1);
    expect((await row(11))?.stateId).toBe(2);
  });

  it('works through a backlog in batches, and concurrent runs delete and audit each draft once', async () => {
    const inserted = await db.execute<{ request_id: number }>(sql`
      insert into requests (type_of_service_id, state_id, user_id, draft_expires_on)
      select 1, 1, user_id, ${addDaysToIsoDate(today, -3)}::date from requests, generate_series(1, 25)
      where request_id = 8
      returning request_id`);
    const ids = inserted.rows.map((r) => Number(r.request_id));
    const runs = await Promise.all([
      expireDueDrafts(db, { batchSize: 4 }),
      expireDueDrafts(db, { batchSize: 4 }),
      expireDueDrafts(db, { batchSize: 4 }),
    ]);
    // Whichever instance held the lock did the work; a later run picks up anything a busy one left.
    const total = runs.reduce((sum, n) => sum + n, 0) + (await expireDueDrafts(db, { batchSize: 4 }));
    expect(total).toBe(25);
    const states = await db
      .select({ stateId: requests.stateId })
      .from(requests)
      .where(inArray(requests.requestId, ids));
    expect(states.every((state) => state.stateId === 2)).toBe(true);
    expect(await expiryAudits(ids)).toHaveLength(25);
  });
});
