import {
  addDaysToIsoDate,
  CITIZEN_ACTIONS,
  INTEGRATION_TERM_DAYS_MAX,
  isoDateInRome,
  RequestState,
  SENT_REQUEST_STATES,
  STAFF_ACTIONS,
  STATES_WITH_CITIZEN_TERM,
  type CitizenAnswerBody,
  type CitizenWithdrawBody,
  type HistoryAction,
  type Operator,
  type Procedure,
  type RequestStateId,
  type StaffActionBody,
} from '@suap/shared';
import type { Executor } from '../../db/client.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { handInAttachments } from '../attachments/index.js';
import { notifyStep, ssuStep } from '../outbox/index.js';
import { appendHistory, readHistory } from './history.repository.js';
import {
  notSent,
  readOnlyProfile,
  requestNotFound,
  staleVersion,
  transitionRefused,
} from './procedure.errors.js';
import { procedureRepository, type ProcedureRow } from './procedure.repository.js';
import { ACTING_STAFF, historyForCitizen, toProcedure } from './procedure-view.js';
import { staffStepOf, type ProcedureActor, type Step } from './staff-step.js';
import {
  allowedActions,
  decideBackOfficeStep,
  decideTransition,
  type BackOfficeAction,
  type TransitionContext,
} from './transitions.js';

export type { ProcedureActor } from './staff-step.js';

const wasSent = (stateId: number) => SENT_REQUEST_STATES.includes(stateId as RequestStateId);
const keepsTerm = (stateId: RequestStateId) => STATES_WITH_CITIZEN_TERM.includes(stateId);

/**
 * The procedure after sending (issue 27): what staff and the citizen see of it and the steps they take. Every
 * step runs in one transaction on the locked request row: version, transition table, the step's own checks,
 * the change, its history row and its audit entry, all or nothing.
 */
export function createProcedureService({ database, config, now = () => new Date() }: ServiceDeps) {
  const repository = procedureRepository(database.db);
  const { db } = repository;
  const today = () => isoDateInRome(now());

  const contextOf = (row: ProcedureRow, actor: ProcedureActor | null, day: string): TransitionContext => ({
    stateId: row.stateId as RequestStateId,
    ownerUserId: row.ownerUserId,
    assigneeUserId: row.assigneeUserId,
    termDueOn: row.termDueOn,
    today: day,
    actor,
  });

  /** Asks the transition table; a refusal becomes the reply that explains it. */
  function decide(action: HistoryAction, row: ProcedureRow, actor: ProcedureActor, day: string) {
    const decision = decideTransition(action, contextOf(row, actor, day));
    if (!decision.allowed) {
      throw transitionRefused(decision.refusal, action, {
        state: { it: row.stateIt, en: row.stateEn },
        termDueOn: row.termDueOn,
      });
    }
    return decision.to;
  }

  /**
   * Writes a decided step: the request (leaving 7 or 9 clears the term), its history row, the message it owes the
   * applicant, its audit entry.
   */
  async function record(
    tx: Executor,
    row: ProcedureRow,
    action: HistoryAction,
    to: RequestStateId,
    actor: ProcedureActor | 'backOffice',
    step: Step,
  ): Promise<number> {
    const person = actor === 'backOffice' ? null : actor;
    const termDueOn = step.change.termDueOn ?? (keepsTerm(to) ? undefined : null);
    await repository.update(tx, row.requestId, { ...step.change, stateId: to, termDueOn });
    const from = row.stateId as RequestStateId;
    const historyId = await appendHistory(tx, {
      requestId: row.requestId,
      action,
      fromStateId: from,
      toStateId: to,
      actor: person,
      ...(actor === 'backOffice' ? { via: 'ssu' as const } : {}),
      ...step.history,
    });
    // The citizen's answer hands in the documents added to it (issue 29).
    if (action === 'answerIntegration' || action === 'submitObservations')
      await handInAttachments(tx, { requestId: row.requestId, stage: 'answer', historyId });
    // The applicant's message, in the same transaction: it exists exactly when the step committed (issue 28).
    await notifyStep(tx, {
      requestId: row.requestId,
      action,
      fromStateId: from,
      dueOn: step.history.dueOn ?? null,
    });
    // An answer to what the back office asked through the SSU goes back to it (issue 30).
    await ssuStep(tx, { requestId: row.requestId, action, enabled: config.SSU_ENABLED });
    // The texts stay in the history; the audit trail records who did what, not what the citizen wrote.
    await repository.audit(tx, {
      actorUserId: person?.userId ?? null,
      action: `request.${action}`,
      requestId: row.requestId,
      details: {
        from,
        to,
        ...(step.history.assigneeUserId ? { assigneeUserId: step.history.assigneeUserId } : {}),
        ...(step.history.dueOn ? { dueOn: step.history.dueOn } : {}),
        ...(actor === 'backOffice' ? { via: 'ssu' } : {}),
      },
    });
    return historyId;
  }

  async function staffView(actor: ProcedureActor, requestId: number): Promise<Procedure> {
    const row = await repository.find(requestId);
    if (!row) throw requestNotFound();
    if (!wasSent(row.stateId)) throw notSent();
    const day = today();
    const staffActions = allowedActions(STAFF_ACTIONS, contextOf(row, actor, day));
    const integration = staffActions.includes('requestIntegration')
      ? {
          defaultDueOn: addDaysToIsoDate(day, config.INTEGRATION_TERM_DAYS),
          maxDueOn: addDaysToIsoDate(day, INTEGRATION_TERM_DAYS_MAX),
        }
      : null;
    const history = await readHistory(db, requestId);
    return toProcedure(row, {
      today: day,
      history,
      staffActions,
      citizenActions: [],
      integration,
      refusalNoticeTermDays: config.REFUSAL_NOTICE_TERM_DAYS,
    });
  }

  /** The citizen's own request; anyone else's is "not found", so its existence is never revealed. */
  async function citizenView(actor: ProcedureActor, requestId: number): Promise<Procedure> {
    const row = await repository.find(requestId);
    if (!row || row.ownerUserId !== actor.userId) throw requestNotFound();
    const day = today();
    const citizenActions = allowedActions(CITIZEN_ACTIONS, contextOf(row, actor, day));
    const history = historyForCitizen(await readHistory(db, requestId));
    return toProcedure(row, {
      today: day,
      history,
      staffActions: [],
      citizenActions,
      integration: null,
      refusalNoticeTermDays: config.REFUSAL_NOTICE_TERM_DAYS,
    });
  }

  return {
    staffView,
    citizenView,

    /**
     * A step the back office took through the SSU's e-services (issue 30): its request for documents (with the
     * portal's default term, as the e-service carries none), its decision or a notice, recorded and told to the
     * applicant as the portal's own staff steps are. 'not-expected' when the request's state does not allow it
     * (or is not one of `onlyFrom`, for an event that belongs to some states only).
     */
    async backOfficeAct(
      requestId: number,
      step: { action: BackOfficeAction; message: string; onlyFrom?: readonly RequestStateId[] },
      /** What the caller records with the step, in its transaction; historyId names the step's history entry. */
      alsoRecord?: (tx: Executor, historyId: number) => Promise<void>,
    ): Promise<'recorded' | 'not-expected'> {
      return db.transaction(async (tx) => {
        const row = await repository.lock(tx, requestId);
        if (!row) throw requestNotFound();
        const to = decideBackOfficeStep(step.action, row.stateId as RequestStateId);
        if (to === null || (step.onlyFrom && !step.onlyFrom.includes(row.stateId as RequestStateId)))
          return 'not-expected';
        const dueOn =
          step.action === 'requestIntegration'
            ? addDaysToIsoDate(today(), config.INTEGRATION_TERM_DAYS)
            : null;
        const historyId = await record(tx, row, step.action, to, 'backOffice', {
          change: dueOn ? { termDueOn: dueOn } : {},
          history: { message: step.message, ...(dueOn ? { dueOn } : {}) },
        });
        await alsoRecord?.(tx, historyId);
        return 'recorded';
      });
    },

    listOperators: (): Promise<Operator[]> => repository.listOperators(),

    /** One staff step; the generic back-office profile only reads. Answers the procedure after the step. */
    async staffAct(actor: ProcedureActor, requestId: number, body: StaffActionBody): Promise<Procedure> {
      if (!ACTING_STAFF.includes(actor.profileId)) throw readOnlyProfile();
      await db.transaction(async (tx) => {
        const row = await repository.lock(tx, requestId);
        if (!row) throw requestNotFound();
        if (!wasSent(row.stateId)) throw notSent();
        if (row.version !== body.version) throw staleVersion(row.version);
        const day = today();
        const to = decide(body.action, row, actor, day);
        await record(
          tx,
          row,
          body.action,
          to,
          actor,
          await staffStepOf(tx, row, body, actor, day, {
            repository,
            refusalNoticeTermDays: config.REFUSAL_NOTICE_TERM_DAYS,
          }),
        );
      });
      return staffView(actor, requestId);
    },

    /**
     * The citizen's answer to what is asked of them now: the documents of an integration request (7 → 8) or
     * observations on a 10-bis notice (9 → 10), before the term's last day ends.
     */
    async citizenAnswer(
      actor: ProcedureActor,
      requestId: number,
      body: CitizenAnswerBody,
    ): Promise<Procedure> {
      await db.transaction(async (tx) => {
        const row = await repository.lock(tx, requestId);
        if (!row || row.ownerUserId !== actor.userId) throw requestNotFound();
        if (row.version !== body.version) throw staleVersion(row.version);
        const action =
          row.stateId === RequestState.REFUSAL_NOTICE ? 'submitObservations' : 'answerIntegration';
        const to = decide(action, row, actor, today());
        await record(tx, row, action, to, actor, { change: {}, history: { message: body.message } });
      });
      return citizenView(actor, requestId);
    },

    /**
     * The citizen withdraws their request (issue 30, AgID's SubmitterCancel): from any state in which the
     * procedure is open to 11, where it ends; a running term ends with it. No message to the applicant (they know
     * what they did); the SUAP reads it in the history, and the SSU is told through `record`.
     */
    async citizenWithdraw(
      actor: ProcedureActor,
      requestId: number,
      body: CitizenWithdrawBody,
    ): Promise<Procedure> {
      await db.transaction(async (tx) => {
        const row = await repository.lock(tx, requestId);
        if (!row || row.ownerUserId !== actor.userId) throw requestNotFound();
        if (row.version !== body.version) throw staleVersion(row.version);
        const to = decide('withdraw', row, actor, today());
        await record(tx, row, 'withdraw', to, actor, { change: {}, history: {} });
      });
      return citizenView(actor, requestId);
    },
  };
}

export type ProcedureService = ReturnType<typeof createProcedureService>;
