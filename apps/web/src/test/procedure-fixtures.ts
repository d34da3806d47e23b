import type { HistoryEntry, Operator, Procedure } from '@suap/shared';
import { CITIZEN, COLLAB } from './fixtures';

// The procedure after sending (issue 27) as the server gives it: history steps and the procedure reply, for the
// private area and the back office alike. Instants are in March 2025 (UTC+1 in Italy).

export const OPERATOR: Operator = {
  userId: COLLAB.userId,
  firstName: COLLAB.firstName,
  lastName: COLLAB.lastName,
};

const citizenActor: HistoryEntry['actor'] = {
  kind: 'citizen',
  firstName: CITIZEN.firstName,
  lastName: CITIZEN.lastName,
  profileId: 1,
};
const staffActor: HistoryEntry['actor'] = {
  kind: 'staff',
  firstName: OPERATOR.firstName,
  lastName: OPERATOR.lastName,
  profileId: 3,
};
const systemActor: HistoryEntry['actor'] = {
  kind: 'system',
  firstName: null,
  lastName: null,
  profileId: null,
};

/** One history step; the actor follows the action (citizen, staff or the deadline job) unless given. */
export function historyEntry(
  historyId: number,
  action: HistoryEntry['action'],
  overrides: Partial<HistoryEntry> = {},
): HistoryEntry {
  const citizen = ['send', 'delete', 'answerIntegration', 'submitObservations', 'withdraw'].includes(action);
  return {
    historyId,
    at: `2025-03-${String(historyId).padStart(2, '0')}T09:30:00.000Z`,
    action,
    fromStateId: 3,
    toStateId: 3,
    actor: action === 'expireTerm' ? systemActor : citizen ? citizenActor : staffActor,
    message: null,
    assessment: null,
    dueOn: null,
    assignee: null,
    ...overrides,
  };
}

/**
 * A whole journey to a refusal: sent, taken in charge, integration asked and given, a 10-bis notice, observations,
 * then rejected. `upTo` cuts it after that many steps (2 = in review, 3 = integration requested, 5 = refusal notice).
 */
export function refusalJourney(upTo = 7): HistoryEntry[] {
  const steps: HistoryEntry[] = [
    historyEntry(1, 'send', { fromStateId: 1, toStateId: 3 }),
    historyEntry(2, 'takeInCharge', { fromStateId: 3, toStateId: 6, assignee: OPERATOR }),
    historyEntry(3, 'requestIntegration', {
      fromStateId: 6,
      toStateId: 7,
      message: 'Inviate la planimetria del locale.\nServe anche la visura camerale.',
      dueOn: '2025-04-02',
    }),
    historyEntry(4, 'answerIntegration', {
      fromStateId: 7,
      toStateId: 8,
      message: 'Ecco la planimetria richiesta.',
    }),
    historyEntry(5, 'startRefusal', {
      fromStateId: 8,
      toStateId: 9,
      message: 'Il locale non rispetta la superficie minima prevista.',
      dueOn: '2025-04-15',
    }),
    historyEntry(6, 'submitObservations', {
      fromStateId: 9,
      toStateId: 10,
      message: 'La superficie è stata misurata di nuovo: 42 metri quadrati.',
    }),
    historyEntry(7, 'reject', {
      fromStateId: 10,
      toStateId: 5,
      message: 'La superficie resta sotto il minimo.',
      assessment: 'La nuova misura non cambia la valutazione.',
    }),
  ];
  return steps.slice(0, upTo);
}

/** The procedure of request `requestId` as its citizen reads it (no staff actions, no staff-only dates). */
export function citizenProcedure(requestId: number, overrides: Partial<Procedure> = {}): Procedure {
  return {
    requestId,
    version: requestId + 1,
    stateId: 3,
    language: 'it',
    responsibleOperator: null,
    termDueOn: null,
    termExpired: false,
    hasObservations: false,
    history: refusalJourney(1),
    staffActions: [],
    citizenActions: [],
    defaultIntegrationDueOn: null,
    maxIntegrationDueOn: null,
    refusalNoticeTermDays: 10,
    hasDecision: false,
    ...overrides,
  };
}

export const procedureReply = (procedure: Procedure) => ({
  code: 200,
  message: 'OK',
  description: 'Procedure',
  procedure,
});
