import {
  isLanguage,
  RequestState,
  Role,
  STATES_WITH_CITIZEN_TERM,
  type CitizenAction,
  type HistoryEntry,
  type Procedure,
  type RequestStateId,
  type StaffAction,
} from '@suap/shared';
import type { ProcedureRow } from './procedure.repository.js';
import { termExpired } from './transitions.js';

/**
 * Whether the citizen answered the current 10-bis notice with observations: the final refusal must then assess
 * them (Law 241/1990 art. 10-bis). True in state 10, and after it (a decision keeps saying they were there).
 */
export function hasObservations(stateId: number, history: readonly HistoryEntry[]): boolean {
  if (stateId === RequestState.OBSERVATIONS_RECEIVED) return true;
  const last = (action: HistoryEntry['action']) => history.findLastIndex((entry) => entry.action === action);
  return last('submitObservations') > last('startRefusal');
}

/**
 * The history as the citizen reads it. Staff keep their names (Law 241/1990 art. 5: the citizen must know who is
 * responsible) but not their profile: whether an operator is an administrator or a collaborator is the
 * office's internal organisation. Every text in the history was written for the citizen (reasons, messages,
 * the assessment of their observations), so none is left out.
 */
export function historyForCitizen(history: readonly HistoryEntry[]): HistoryEntry[] {
  return history.map((entry) =>
    entry.actor.kind === 'staff' ? { ...entry, actor: { ...entry.actor, profileId: null } } : entry,
  );
}

export interface ProcedureExtras {
  today: string;
  history: HistoryEntry[];
  staffActions: StaffAction[];
  citizenActions: CitizenAction[];
  /** The integration form's proposed and latest due dates, for staff who may request one now. */
  integration: { defaultDueOn: string; maxDueOn: string } | null;
  /** REFUSAL_NOTICE_TERM_DAYS. */
  refusalNoticeTermDays: number;
}

/** Where the request stands, for the reply of every procedure call. */
export function toProcedure(row: ProcedureRow, extras: ProcedureExtras): Procedure {
  const stateId = row.stateId as RequestStateId;
  const termDueOn = STATES_WITH_CITIZEN_TERM.includes(stateId) ? row.termDueOn : null;
  const responsible =
    row.assigneeUserId !== null && row.assigneeFirstName !== null && row.assigneeLastName !== null
      ? { userId: row.assigneeUserId, firstName: row.assigneeFirstName, lastName: row.assigneeLastName }
      : null;
  return {
    requestId: row.requestId,
    version: row.version,
    stateId,
    language: isLanguage(row.language) ? row.language : 'it',
    responsibleOperator: responsible,
    termDueOn,
    termExpired: termDueOn !== null && termExpired(termDueOn, extras.today),
    hasObservations: hasObservations(stateId, extras.history),
    history: extras.history,
    staffActions: extras.staffActions,
    citizenActions: extras.citizenActions,
    defaultIntegrationDueOn: extras.integration?.defaultDueOn ?? null,
    maxIntegrationDueOn: extras.integration?.maxDueOn ?? null,
    refusalNoticeTermDays: extras.refusalNoticeTermDays,
    hasDecision: stateId === RequestState.ACCEPTED || stateId === RequestState.REJECTED,
  };
}

/** The profiles that act on requests; the generic back-office profile (99) only reads. */
export const ACTING_STAFF: readonly number[] = [Role.BO_ADMIN, Role.BO_COLLAB];
