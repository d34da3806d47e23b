import { INTEGRATION_TERM_DAYS_MAX } from '@suap/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/back-office-sessions.js';
import { italianOrder } from '../../../test/helper.js';
import { auditLog, requests } from '../../db/schema.js';
import {
  citizenUrl,
  daysFromToday,
  OPERATORS_URL,
  procedureOf,
  setupProcedureApp,
  TEXT,
} from './procedure-test-helper.js';

describe('the procedure, from sending to the decision (issue 27)', async () => {
  const p = await setupProcedureApp({ INTEGRATION_TERM_DAYS: 20, REFUSAL_NOTICE_TERM_DAYS: 12 });
  const { mario, collab, admin, people } = p;
  const auditOf = (id: number) =>
    p.database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'request'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));

  it('records the sending in the history, by the citizen', async () => {
    const id = await p.sentRequest();
    const procedure = procedureOf(await p.staffView(collab, id));
    expect(procedure).toMatchObject({
      stateId: 3,
      responsibleOperator: null,
      termDueOn: null,
      staffActions: ['takeInCharge'],
      citizenActions: [],
      defaultIntegrationDueOn: null,
      // REFUSAL_NOTICE_TERM_DAYS of this file's app (12, not the default 10): the figure comes from the configuration.
      refusalNoticeTermDays: 12,
      hasDecision: false,
    });
    expect(procedure.history).toEqual([
      expect.objectContaining({
        action: 'send',
        fromStateId: 1,
        toStateId: 3,
        actor: { kind: 'citizen', firstName: 'Mario', lastName: 'Rossi', profileId: 1 },
      }),
    ]);
  });

  it('records the deletion of a draft in its history', async () => {
    const created = await mario.post('/api/suap/v1/request', {
      procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
    });
    const id = created.json().request.requestId as number;
    expect((await mario.del(`/api/suap/v1/request/${id}?version=1`)).statusCode).toBe(200);
    expect(await p.historyRows(id)).toEqual([
      expect.objectContaining({ action: 'delete', fromStateId: 1, toStateId: 2, actorUserId: mario.userId }),
    ]);
  });

  it('takes a request to a rejection: integration, answer, 10-bis notice, observations, assessed', async () => {
    const id = await p.sentRequest();
    const inReview = procedureOf(await p.staffStep(collab, id, 'takeInCharge'));
    expect(inReview).toMatchObject({
      stateId: 6,
      responsibleOperator: { userId: people.collabId, firstName: 'Marco', lastName: 'Blu' },
      staffActions: ['requestIntegration', 'accept', 'startRefusal'],
      defaultIntegrationDueOn: daysFromToday(20),
      maxIntegrationDueOn: daysFromToday(INTEGRATION_TERM_DAYS_MAX),
    });

    const asked = procedureOf(
      await p.staffStep(collab, id, 'requestIntegration', { dueOn: daysFromToday(10) }),
    );
    expect(asked).toMatchObject({
      stateId: 7,
      termDueOn: daysFromToday(10),
      termExpired: false,
      staffActions: [],
      defaultIntegrationDueOn: null,
    });
    // The citizen sees the term, the operator and what to do.
    const seen = procedureOf(await mario.get(citizenUrl(id)));
    expect(seen).toMatchObject({
      stateId: 7,
      termDueOn: daysFromToday(10),
      responsibleOperator: { firstName: 'Marco', lastName: 'Blu' },
      staffActions: [],
      citizenActions: ['answerIntegration', 'withdraw'],
    });
    // The request view carries them too (private area and back-office list).
    const view = (await mario.get(`/api/suap/v1/request/${id}`)).json().request;
    expect(view).toMatchObject({ termDueOn: daysFromToday(10), termExpired: false });
    expect(view.responsibleOperator).toMatchObject({ lastName: 'Blu' });

    const answered = procedureOf(await p.answer(mario, id));
    expect(answered).toMatchObject({ stateId: 8, termDueOn: null, citizenActions: ['withdraw'] });

    const notice = procedureOf(await p.staffStep(collab, id, 'startRefusal'));
    expect(notice).toMatchObject({ stateId: 9, termDueOn: daysFromToday(12), staffActions: ['accept'] });
    expect(procedureOf(await mario.get(citizenUrl(id))).citizenActions).toEqual([
      'submitObservations',
      'withdraw',
    ]);

    const observed = procedureOf(await p.answer(mario, id, TEXT.observations));
    expect(observed).toMatchObject({ stateId: 10, hasObservations: true, termDueOn: null });

    const rejected = procedureOf(
      await p.staffStep(collab, id, 'reject', { observationsAssessment: TEXT.assessment }),
    );
    expect(rejected).toMatchObject({
      stateId: 5,
      hasDecision: true,
      hasObservations: true,
      staffActions: [],
    });
    expect(rejected.history.map((entry) => [entry.action, entry.fromStateId, entry.toStateId])).toEqual([
      ['send', 1, 3],
      ['takeInCharge', 3, 6],
      ['requestIntegration', 6, 7],
      ['answerIntegration', 7, 8],
      ['startRefusal', 8, 9],
      ['submitObservations', 9, 10],
      ['reject', 10, 5],
    ]);
    expect(rejected.history.slice(1)).toEqual([
      expect.objectContaining({ assignee: expect.objectContaining({ userId: people.collabId }) }),
      expect.objectContaining({ message: TEXT.message, dueOn: daysFromToday(10) }),
      expect.objectContaining({ message: TEXT.answer, actor: expect.objectContaining({ kind: 'citizen' }) }),
      expect.objectContaining({ message: TEXT.reason, dueOn: daysFromToday(12) }),
      expect.objectContaining({ message: TEXT.observations }),
      expect.objectContaining({ message: TEXT.reason, assessment: TEXT.assessment }),
    ]);

    // The citizen reads the whole history with the operator's name, not the operator's profile.
    const final = procedureOf(await mario.get(citizenUrl(id)));
    expect(final.history).toHaveLength(7);
    const staffSteps = final.history.filter((entry) => entry.actor.kind === 'staff');
    expect(staffSteps.map((entry) => entry.actor)).toEqual(
      Array(4).fill({ kind: 'staff', firstName: 'Marco', lastName: 'Blu', profileId: null }),
    );

    // Every step is audited by who took it, without the texts.
    expect((await auditOf(id)).slice(2)).toEqual([
      {
        action: 'request.takeInCharge',
        actor: people.collabId,
        details: { from: 3, to: 6, assigneeUserId: people.collabId },
      },
      {
        action: 'request.requestIntegration',
        actor: people.collabId,
        details: { from: 6, to: 7, dueOn: daysFromToday(10) },
      },
      { action: 'request.answerIntegration', actor: mario.userId, details: { from: 7, to: 8 } },
      {
        action: 'request.startRefusal',
        actor: people.collabId,
        details: { from: 8, to: 9, dueOn: daysFromToday(12) },
      },
      { action: 'request.submitObservations', actor: mario.userId, details: { from: 9, to: 10 } },
      { action: 'request.reject', actor: people.collabId, details: { from: 10, to: 5 } },
    ]);
    const [row] = await p.database.db.select().from(requests).where(eq(requests.requestId, id));
    expect(row).toMatchObject({ stateId: 5, version: 8, termDueOn: null, termExpiredAt: null });
  });

  it('accepts a request with its reason, and an administrator assigns in between', async () => {
    const id = await p.sentRequest();
    // Assigning a sent request puts it in review with the operator named.
    const assigned = procedureOf(await p.staffStep(admin, id, 'assign', { assigneeUserId: people.collabId }));
    expect(assigned).toMatchObject({ stateId: 6, responsibleOperator: { userId: people.collabId } });
    expect(procedureOf(await p.staffView(admin, id)).staffActions).toEqual(['assign']);
    const accepted = procedureOf(await p.staffStep(collab, id, 'accept'));
    expect(accepted).toMatchObject({
      stateId: 4,
      hasDecision: true,
      hasObservations: false,
      staffActions: [],
    });
    expect(accepted.history.at(-2)).toMatchObject({
      action: 'assign',
      fromStateId: 3,
      toStateId: 6,
      actor: { kind: 'staff', lastName: 'Gialli', profileId: 2 },
      assignee: { userId: people.collabId, lastName: 'Blu' },
    });
    expect(accepted.history.at(-1)).toMatchObject({ action: 'accept', message: TEXT.reason, toStateId: 4 });
    const view = (await mario.get(`/api/suap/v1/request/${id}`)).json().request;
    expect(view.stateOfRequest.stateOfRequestId).toBe(4);
  });

  it('lists the active administrators and collaborators by surname', async () => {
    const reply = await call(p.staff, 'GET', OPERATORS_URL);
    expect(reply.statusCode).toBe(200);
    const names = (reply.json() as { operators: { lastName: string }[] }).operators.map((o) => o.lastName);
    expect(names).toEqual(expect.arrayContaining(['Blu', 'Gialli']));
    expect(names).not.toContain('Conti'); // the generic profile does not act
    expect(names).not.toContain('Rossi');
    expect(names).toEqual([...names].sort(italianOrder));
    expect((await mario.get(OPERATORS_URL)).statusCode).toBe(403);
  });
});
