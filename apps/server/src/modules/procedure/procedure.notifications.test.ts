import { Role } from '@suap/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema.js';
import { testConfig } from '../../../test/helper.js';
import { createProcedureService } from './procedure.service.js';
import {
  daysFromToday,
  expectEnvelope,
  procedureOf,
  setupProcedureApp,
  TEXT,
} from './procedure-test-helper.js';

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
    // A step that fails after its message was written (here its audit entry, refused by a trigger) leaves no
    // message, no history row and no change: they are one transaction.
    await p.database.db.execute(sql`
      create function refuse_accept_audit() returns trigger language plpgsql as $$
      begin
        if new.action = 'request.accept' then raise exception 'audit write refused for the test'; end if;
        return new;
      end $$`);
    await p.database.db.execute(
      sql`create trigger refuse_accept_audit before insert on audit_log for each row execute function refuse_accept_audit()`,
    );
    const service = createProcedureService({ database: p.database, config: testConfig(), log: p.app.log });
    const history = (await p.historyRows(id)).length;
    const failed = await service
      .staffAct({ userId: people.collabId, profileId: Role.BO_COLLAB }, id, {
        action: 'accept',
        version: await p.versionOf(id),
        reason: TEXT.reason,
      })
      .catch((error: unknown) => String(error));
    expect(failed).toContain('insert into "audit_log"');
    expect(await messagesOf(id)).toEqual(before);
    expect(await p.historyRows(id)).toHaveLength(history);
    await p.database.db.execute(sql`drop trigger refuse_accept_audit on audit_log`);
  });
});
