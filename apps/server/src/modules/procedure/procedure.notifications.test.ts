import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema.js';
import { notifyStep } from '../outbox/index.js';
import { daysFromToday, expectEnvelope, procedureOf, setupProcedureApp } from './procedure-test-helper.js';

// Issue 28: each step the applicant must hear about writes its message in the step's own transaction.
describe('the messages the procedure owes the applicant (outbox)', async () => {
  const p = await setupProcedureApp();
  const { admin, collab, mario, people } = p;
  const messagesOf = (id: number) =>
    p.database.db
      .select({
        event: notificationOutbox.event,
        channel: notificationOutbox.channel,
        recipient: notificationOutbox.recipient,
        language: notificationOutbox.language,
        dueOn: notificationOutbox.dueOn,
        status: notificationOutbox.status,
      })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.requestId, id))
      .orderBy(asc(notificationOutbox.notificationId));

  it('writes "request received" with the send, to the request’s contact and in its language', async () => {
    const id = await p.sentRequest();
    expect(await messagesOf(id)).toEqual([
      {
        event: 'requestSent',
        channel: 2,
        recipient: 'mario.rossi@pec.example.it',
        language: 'it',
        dueOn: null,
        status: 'pending',
      },
    ]);
  });

  it('writes one message per step the applicant must hear about, and none for the others', async () => {
    const id = await p.inReview(admin);
    // A change of officer after the start is not a new start.
    procedureOf(await p.staffStep(admin, id, 'assign', { assigneeUserId: people.collabId }));
    procedureOf(await p.staffStep(collab, id, 'requestIntegration', { dueOn: daysFromToday(12) }));
    procedureOf(await p.answer(mario, id));
    procedureOf(await p.staffStep(collab, id, 'startRefusal'));
    procedureOf(await p.answer(mario, id));
    procedureOf(
      await p.staffStep(collab, id, 'reject', {
        observationsAssessment: 'Valutate e non accolte: la superficie resta inferiore.',
      }),
    );
    const messages = await messagesOf(id);
    expect(messages.map((message) => [message.event, message.dueOn])).toEqual([
      ['requestSent', null],
      ['takenInCharge', null],
      ['integrationRequested', daysFromToday(12)],
      ['refusalNotice', daysFromToday(10)],
      ['rejected', null],
    ]);
  });

  it('writes "accepted" with an acceptance', async () => {
    const id = await p.inReview(collab);
    procedureOf(await p.staffStep(collab, id, 'accept'));
    expect((await messagesOf(id)).map((message) => message.event)).toEqual([
      'requestSent',
      'takenInCharge',
      'accepted',
    ]);
  });

  it('writes nothing for a step that is refused or rolled back', async () => {
    const id = await p.inReview(collab);
    const before = await messagesOf(id);
    expectEnvelope(await p.staffStep(collab, id, 'accept', { version: 1 }), 409);
    expect(await messagesOf(id)).toEqual(before);
    // The message is written through the step's transaction: when anything later in it fails, it goes too.
    const failed = await p.database.db
      .transaction(async (tx) => {
        await notifyStep(tx, { requestId: id, action: 'accept', fromStateId: 6 });
        expect(
          (await tx.select().from(notificationOutbox).where(eq(notificationOutbox.requestId, id))).length,
        ).toBe(before.length + 1);
        throw new Error('a later write of the step failed');
      })
      .catch((error: unknown) => String(error));
    expect(failed).toContain('a later write of the step failed');
    expect(await messagesOf(id)).toEqual(before);
  });
});
