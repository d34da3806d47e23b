import { addDaysToIsoDate, isoDateInRome } from '@suap/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationOutbox, requests } from '../../db/schema.js';
import { citizen, completeDraft, FIRST_STEP, referenceIds, requestOf } from '../../../test/citizen.js';
import { buildTestApp } from '../../../test/helper.js';
import { enqueueMessage } from './outbox.repository.js';
import { writeTermReminders } from './reminder.job.js';

describe('reminders before a term ends (issue 28)', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 100_000 });
  const mario = await citizen(app, 'mario.rossi');
  const ids = await referenceIds(database);
  const draft = requestOf(await mario.post('/api/suap/v1/request', { ...FIRST_STEP, ...completeDraft(ids) }));
  const requestId = draft.requestId!;
  expect(
    (await mario.put(`/api/suap/v1/request/${requestId}`, { version: 1, action: 'send' })).statusCode,
  ).toBe(200);
  const { db } = database;
  const inDays = (days: number) => addDaysToIsoDate(isoDateInRome(new Date()), days);
  const openTerm = (stateId: number, dueOn: string) =>
    db
      .update(requests)
      .set({ stateId, termDueOn: dueOn, termExpiredAt: null })
      .where(eq(requests.requestId, requestId));
  const reminders = () =>
    db
      .select({ dueOn: notificationOutbox.dueOn, recipient: notificationOutbox.recipient })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.requestId, requestId), eq(notificationOutbox.event, 'termReminder')));
  // The announcement of a term is a day old or more, unless a test says otherwise.
  const announce = async (
    event: 'integrationRequested' | 'refusalNotice',
    dueOn: string,
    ageDays: number,
  ) => {
    await db.transaction((tx) => enqueueMessage(tx, { requestId, event, dueOn }));
    await db
      .update(notificationOutbox)
      .set({ createdAt: new Date(Date.now() - ageDays * 86_400_000) })
      .where(and(eq(notificationOutbox.requestId, requestId), eq(notificationOutbox.event, event)));
  };

  it('leaves a term that ends later than the reminder days alone', async () => {
    await openTerm(7, inDays(5));
    await announce('integrationRequested', inDays(5), 20);
    expect(await writeTermReminders(db, { daysBefore: 3 })).toBe(0);
  });

  it('writes one reminder, to the request’s contact, when the term is within the reminder days', async () => {
    await openTerm(7, inDays(3));
    await announce('integrationRequested', inDays(3), 20);
    expect(await writeTermReminders(db, { daysBefore: 3 })).toBe(1);
    // Every instance runs the job, again and again: still one.
    expect(await writeTermReminders(db, { daysBefore: 3 })).toBe(0);
    expect(await reminders()).toEqual([{ dueOn: inDays(3), recipient: 'mario.rossi@pec.example.it' }]);
  });

  it('does not remind a term announced less than a day ago: the announcement is the news', async () => {
    await openTerm(9, inDays(2));
    await announce('refusalNotice', inDays(2), 0);
    expect(await writeTermReminders(db, { daysBefore: 3 })).toBe(0);
    await announce('refusalNotice', inDays(2), 1.5);
    expect(await writeTermReminders(db, { daysBefore: 3 })).toBe(1);
  });

  it('does not remind an ended term or a request no longer waiting for the citizen', async () => {
    await openTerm(9, inDays(-1));
    expect(await writeTermReminders(db, { daysBefore: 3 })).toBe(0);
    await openTerm(8, inDays(1));
    expect(await writeTermReminders(db, { daysBefore: 3 })).toBe(0);
  });
});
