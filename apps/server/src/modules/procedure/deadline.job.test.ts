import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../../test/helper.js';
import { buildApp } from '../../app.js';
import { auditLog, requestHistory, requests } from '../../db/schema.js';
import { expireDueTerms } from './deadline.job.js';
import { daysFromToday, procedureOf, setupProcedureApp, TEXT } from './procedure-test-helper.js';

describe('deadline job', async () => {
  const p = await setupProcedureApp();
  const { db } = p.database;
  const row = async (id: number) => (await db.select().from(requests).where(eq(requests.requestId, id)))[0]!;
  const expiries = (ids: number[]) =>
    db
      .select()
      .from(requestHistory)
      .where(and(eq(requestHistory.action, 'expireTerm'), inArray(requestHistory.requestId, ids)));

  /** A request waiting for the citizen (7, or 9 with `notice`), its term ending `days` from today. */
  async function waiting(days: number, notice = false) {
    const id = await p.inReview(p.collab);
    procedureOf(await p.staffStep(p.collab, id, notice ? 'startRefusal' : 'requestIntegration'));
    await p.moveTerm(id, days);
    return id;
  }

  it('marks the terms that ended before today, once, with a history row by the server', async () => {
    const [integration, notice, lastDay, running] = [
      await waiting(-1),
      await waiting(-3, true),
      await waiting(0),
      await waiting(4, true),
    ];
    const before = await row(integration);

    expect(await expireDueTerms(db)).toBe(2);

    expect(await row(integration)).toMatchObject({ stateId: 7, version: before.version + 1 });
    expect((await row(integration)).termExpiredAt).toBeInstanceOf(Date);
    expect((await row(notice)).termExpiredAt).toBeInstanceOf(Date);
    expect((await row(lastDay)).termExpiredAt).toBeNull();
    expect((await row(running)).termExpiredAt).toBeNull();
    const staffSees = procedureOf(await p.staffView(p.collab, notice));
    expect(staffSees).toMatchObject({ stateId: 9, termExpired: true, staffActions: ['accept', 'reject'] });
    expect(staffSees.history.at(-1)).toMatchObject({
      action: 'expireTerm',
      fromStateId: 9,
      toStateId: 9,
      dueOn: daysFromToday(-3),
      actor: { kind: 'system', firstName: null, lastName: null, profileId: null },
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'request.expireTerm'), eq(auditLog.entityId, String(integration))));
    expect(audits).toMatchObject([
      { actorUserId: null, details: { stateId: 7, termDueOn: daysFromToday(-1) } },
    ]);

    // Nothing more to do; a screen opened before the mark is stale.
    expect(await expireDueTerms(db)).toBe(0);
    expect(await expiries([integration, notice, lastDay, running])).toHaveLength(2);
    const stale = await p.staffStep(p.collab, integration, 'startRefusal', { version: before.version });
    expect(stale.json()).toMatchObject({ reason: 'stale-version' });
  });

  it('judges by the day in Italy: the last day counts, the day after does not', async () => {
    const id = await waiting(0);
    expect(await expireDueTerms(db)).toBe(0);
    // Tomorrow, this term (and the last-day one of the test above) has ended.
    expect(await expireDueTerms(db, { now: new Date(Date.now() + 86_400_000) })).toBeGreaterThanOrEqual(1);
    expect(await expiries([id])).toHaveLength(1);
  });

  it('leaves a request being changed right now to the next run', async () => {
    const id = await waiting(-1);
    const client = await p.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('select 1 from requests where request_id = $1 for update', [id]);
      expect(await expireDueTerms(db)).toBe(0);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await expireDueTerms(db)).toBe(1);
  });

  it('marks each term once when several runs (instances) go at the same time', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 6; n += 1) ids.push(await waiting(-2, n % 2 === 0));
    const runs = await Promise.all([1, 2, 3].map(() => expireDueTerms(db, { batchSize: 2 })));
    // Whichever run held the lock did the work; a later run picks up anything a busy one left.
    const total = runs.reduce((sum, n) => sum + n, 0) + (await expireDueTerms(db, { batchSize: 2 }));
    expect(total).toBe(6);
    const marked = await expiries(ids);
    expect(marked.map((entry) => entry.requestId).sort()).toEqual([...ids].sort());
    // The citizen cannot answer an expired term, marked or not.
    expect((await p.answer(p.mario, ids[1]!, TEXT.answer)).json()).toMatchObject({ reason: 'term-expired' });
  });

  it('runs when the server is ready, through its plugin', async () => {
    const database = await createTestDatabase();
    // A sent demo request made to wait for an expired term (set by hand: the API is not built yet).
    await database.db
      .update(requests)
      .set({ stateId: 7, termDueOn: daysFromToday(-1) })
      .where(eq(requests.requestId, 12));
    const app = await buildApp({ config: testConfig(), database, logger: false });
    afterAll(() => app.close());
    await app.ready();
    await expect.poll(() => app.deadlineJob.lastSuccessAt, { timeout: 5000 }).toBeGreaterThan(0);
    expect(app.deadlineJob).toMatchObject({ marked: 1, failures: 0 });
    const [marked] = await database.db.select().from(requests).where(eq(requests.requestId, 12));
    expect(marked?.termExpiredAt).toBeInstanceOf(Date);
  });
});
