import { apiPaths, RequestState, type BackOfficeRequestListReply, type RequestStateId } from '@suap/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/back-office-sessions.js';
import { auditLog, notificationOutbox, requests, requestStateCounts } from '../../db/schema.js';
import {
  citizenUrl,
  daysFromToday,
  expectEnvelope,
  procedureOf,
  setupProcedureApp,
  staffUrl,
  TEXT,
  withdrawUrl,
} from './procedure-test-helper.js';

// Issue 30 (AgID's SubmitterCancel-001): the citizen withdraws a sent request while its procedure is open.
describe('the citizen withdraws a request (issue 30)', async () => {
  const p = await setupProcedureApp();
  const { mario, anna, collab, admin, staff, people } = p;
  const LIST = `/api${apiPaths.backOffice.requests}`;

  const messagesOf = async (id: number) =>
    (
      await p.database.db
        .select({ event: notificationOutbox.event })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.requestId, id))
        .orderBy(asc(notificationOutbox.notificationId))
    ).map((row) => row.event);
  const lastAudit = async (id: number) => {
    const rows = await p.database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'request'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    return rows.at(-1);
  };
  const rowOf = async (id: number) =>
    (await p.database.db.select().from(requests).where(eq(requests.requestId, id)))[0]!;
  const withdrawnCount = async () =>
    (
      await p.database.db
        .select({ total: requestStateCounts.total })
        .from(requestStateCounts)
        .where(eq(requestStateCounts.stateId, RequestState.WITHDRAWN))
    )[0]?.total ?? 0;

  /** A request of mario's brought to each open state by staff and by his own answers. */
  const OPEN: Record<number, () => Promise<number>> = {
    3: () => p.sentRequest(),
    6: () => p.inReview(collab),
    7: async () => {
      const id = await p.inReview(collab);
      procedureOf(await p.staffStep(collab, id, 'requestIntegration', { dueOn: daysFromToday(10) }));
      return id;
    },
    8: async () => {
      const id = await OPEN[7]!();
      procedureOf(await p.answer(mario, id));
      return id;
    },
    9: async () => {
      const id = await p.inReview(collab);
      procedureOf(await p.staffStep(collab, id, 'startRefusal'));
      return id;
    },
    10: async () => {
      const id = await OPEN[9]!();
      procedureOf(await p.answer(mario, id, TEXT.observations));
      return id;
    },
  };

  it.each([3, 6, 7, 8, 9, 10] as RequestStateId[])(
    'withdraws a request in state %i: state 11, a history step by the citizen, audited, no message',
    async (state) => {
      const id = await OPEN[state]!();
      const before = procedureOf(await mario.get(citizenUrl(id)));
      expect(before.stateId).toBe(state);
      expect(before.citizenActions).toContain('withdraw');
      const messages = await messagesOf(id);
      const counted = await withdrawnCount();

      const withdrawn = procedureOf(await p.withdraw(mario, id));
      expect(withdrawn).toMatchObject({
        stateId: 11,
        version: before.version + 1,
        termDueOn: null,
        termExpired: false,
        citizenActions: [],
        staffActions: [],
        hasDecision: false,
      });
      expect(withdrawn.history.at(-1)).toMatchObject({
        action: 'withdraw',
        fromStateId: state,
        toStateId: 11,
        actor: { kind: 'citizen', firstName: 'Mario', lastName: 'Rossi', profileId: 1 },
        message: null,
        dueOn: null,
      });
      expect(withdrawn.history).toHaveLength(before.history.length + 1);
      // A running term ends with the procedure.
      expect(await rowOf(id)).toMatchObject({ stateId: 11, termDueOn: null });
      expect(await lastAudit(id)).toEqual({
        action: 'request.withdraw',
        actor: mario.userId,
        details: { from: state, to: 11 },
      });
      // The citizen is not written to about their own step.
      expect(await messagesOf(id)).toEqual(messages);
      // The back-office totals count it in its new state.
      expect(await withdrawnCount()).toBe(counted + 1);
    },
  );

  it('withdraws a request whose term to answer has ended, too', async () => {
    const id = await OPEN[7]!();
    await p.moveTerm(id, -1);
    expect(procedureOf(await mario.get(citizenUrl(id))).citizenActions).toEqual(['withdraw']);
    expect(procedureOf(await p.withdraw(mario, id)).stateId).toBe(11);
  });

  it('offers the withdrawal with the answer the SUAP waits for, and only to the owner', async () => {
    const id = await OPEN[7]!();
    expect(procedureOf(await mario.get(citizenUrl(id))).citizenActions).toEqual([
      'answerIntegration',
      'withdraw',
    ]);
    expect(procedureOf(await p.staffView(collab, id)).citizenActions).toEqual([]);
  });

  it('refuses a request whose procedure is not open: decided, withdrawn already, or a draft (409)', async () => {
    const accepted = await p.inReview(collab);
    procedureOf(await p.staffStep(collab, accepted, 'accept'));
    const withdrawn = await p.sentRequest();
    procedureOf(await p.withdraw(mario, withdrawn));
    const created = await mario.post('/api/suap/v1/request', {
      procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
    });
    const draft = created.json().request.requestId as number;

    for (const id of [accepted, withdrawn, draft]) {
      const before = await p.versionOf(id);
      const refused = expectEnvelope(await p.withdraw(mario, id, 'en'), 409);
      expect(refused.reason, String(id)).toBe('invalid-state');
      expect(await p.versionOf(id)).toBe(before);
      expect(procedureOf(await mario.get(citizenUrl(id))).citizenActions).toEqual([]);
    }
    const italian = expectEnvelope(await p.withdraw(mario, accepted), 409);
    expect(italian.description).toBe(
      'La richiesta è nello stato «Accettata»: ora non è possibile ritirarla.',
    );
    const english = expectEnvelope(await p.withdraw(mario, withdrawn, 'en'), 409);
    expect(english.description).toBe(
      'The request is in the state "Withdrawn": it is not possible to withdraw it now.',
    );
    expect((await p.historyRows(withdrawn)).map((row) => row.action)).toEqual(['send', 'withdraw']);
  });

  it("answers 404 for another citizen's request, or one that does not exist, and changes nothing", async () => {
    const id = await p.inReview(collab);
    const before = await p.versionOf(id);
    const foreign = expectEnvelope(await p.withdraw(anna, id, 'en'), 404);
    expect(foreign.description).toBe('The request does not exist.');
    expectEnvelope(await mario.post(withdrawUrl(999_999_999), { version: 1 }), 404);
    expect(await p.versionOf(id)).toBe(before);
    expect(procedureOf(await mario.get(citizenUrl(id))).stateId).toBe(6);
  });

  it('refuses a stale version with the stored one (409), so a page read before a staff step withdraws nothing', async () => {
    const id = await p.inReview(collab);
    const read = await p.versionOf(id);
    procedureOf(await p.staffStep(collab, id, 'requestIntegration'));
    const stale = expectEnvelope(await mario.post(withdrawUrl(id), { version: read }), 409);
    expect(stale).toMatchObject({ reason: 'stale-version', currentVersion: read + 1 });
    expect((await rowOf(id)).stateId).toBe(7);
  });

  it('checks the body: the version is required and nothing else is taken (400)', async () => {
    const id = await p.sentRequest();
    const missing = expectEnvelope(await mario.post(`${withdrawUrl(id)}?lang=en`, {}), 400);
    expect(missing.errors).toEqual([expect.objectContaining({ field: 'body.version', rule: 'required' })]);
    const version = await p.versionOf(id);
    const extra = expectEnvelope(
      await mario.post(withdrawUrl(id), { version, reason: 'Non serve più.' }),
      400,
    );
    expect(extra.errors).toEqual([expect.objectContaining({ field: 'body.reason' })]);
    expect((await rowOf(id)).stateId).toBe(3);
  });

  it('is not a step staff can take: not through the citizen call (403), not as a staff action (400)', async () => {
    const id = await p.inReview(collab);
    const version = await p.versionOf(id);
    for (const browser of [collab, admin, staff])
      expectEnvelope(await call(browser, 'POST', withdrawUrl(id), { version }), 403);
    expectEnvelope(await call(collab, 'POST', staffUrl(id), { action: 'withdraw', version }), 400);
    expect(await p.versionOf(id)).toBe(version);
  });

  it('leaves staff nothing to do on a withdrawn request, which the back office lists and finds by state', async () => {
    const id = await p.inReview(collab);
    procedureOf(await p.withdraw(mario, id));
    const seen = procedureOf(await p.staffView(collab, id));
    expect(seen).toMatchObject({
      stateId: 11,
      staffActions: [],
      responsibleOperator: { userId: people.collabId },
    });
    expect(seen.history.at(-1)).toMatchObject({ action: 'withdraw', actor: { kind: 'citizen' } });
    expect(expectEnvelope(await p.staffStep(collab, id, 'accept'), 409).reason).toBe('invalid-state');
    expect(procedureOf(await p.staffView(admin, id)).staffActions).toEqual([]);

    const list = async (query: string) => {
      const reply = await call(collab, 'GET', `${LIST}?size=100&sortField=requestId&sortType=DESC&${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json() as BackOfficeRequestListReply;
    };
    const byState = await list('stateOfRequestId=11');
    expect(byState.requestList.map((request) => request.requestId)).toContain(id);
    expect(byState.requestList.every((request) => request.stateOfRequest.stateOfRequestId === 11)).toBe(true);
    expect(byState.totalResults).toBe(await withdrawnCount());
    // Listed by default with every request the citizen sent, named in both languages.
    const all = await list('');
    const shown = all.requestList.find((request) => request.requestId === id);
    expect(shown?.stateOfRequest).toEqual({
      stateOfRequestId: 11,
      descriptionIt: 'Ritirata',
      descriptionEn: 'Withdrawn',
    });
    // Staff still see what the citizen typed, and the search finds it by it.
    const details = await call(
      collab,
      'GET',
      `/api${apiPaths.backOffice.request.replace(':id', String(id))}`,
    );
    expect(details.json().request.personalData).not.toBeNull();
    const code = (await rowOf(id)).referenceCode!;
    const found = await list(`stateOfRequestId=11&filter=${encodeURIComponent(code.replaceAll('-', ' '))}`);
    expect(found.requestList.map((request) => request.requestId)).toEqual([id]);
  });
});
