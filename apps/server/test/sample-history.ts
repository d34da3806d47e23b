import type { HistoryEntry, Language, Request } from '@suap/shared';
import { sampleRequest } from './sample-request.js';

/** The state names of the reference data (request_states), as the PDFs read them. */
export const STATE_NAMES: ReadonlyMap<number, Record<Language, string>> = new Map([
  [1, { it: 'Bozza', en: 'Draft' }],
  [3, { it: 'Inviata', en: 'Sent' }],
  [4, { it: 'Accettata', en: 'Accepted' }],
  [5, { it: 'Rifiutata', en: 'Rejected' }],
  [6, { it: 'In istruttoria', en: 'In review' }],
  [9, { it: 'Preavviso di rigetto', en: 'Notice of reasons for refusal' }],
  [10, { it: 'Osservazioni ricevute', en: 'Observations received' }],
  [11, { it: 'Ritirata', en: 'Withdrawn' }],
]);

export const OPERATOR = { kind: 'staff', firstName: 'Marco', lastName: 'Blu', profileId: 3 } as const;
export const APPLICANT = { kind: 'citizen', firstName: 'Niccolò', lastName: 'Rossi', profileId: 1 } as const;
export const SYSTEM = { kind: 'system', firstName: null, lastName: null, profileId: null } as const;

let nextId = 1;

/** One history step; by the operator, from "sent", at 23:30 UTC on 1 March 2025 unless told otherwise. */
export function historyStep(
  overrides: Partial<HistoryEntry> & Pick<HistoryEntry, 'action' | 'toStateId'>,
): HistoryEntry {
  return {
    historyId: nextId++,
    at: '2025-03-01T23:30:00Z',
    fromStateId: 3,
    actor: OPERATOR,
    message: null,
    assessment: null,
    dueOn: null,
    assignee: null,
    ...overrides,
  };
}

/** A procedure's usual steps: sent, taken in charge, a 10-bis notice, its term expired, the observations. */
export const STEPS = {
  sent: historyStep({ action: 'send', fromStateId: 1, toStateId: 3, actor: APPLICANT }),
  taken: historyStep({
    action: 'takeInCharge',
    fromStateId: 3,
    toStateId: 6,
    assignee: { userId: 7, firstName: 'Marco', lastName: 'Blu' },
  }),
  notice: historyStep({
    action: 'startRefusal',
    at: '2025-03-10T09:00:00Z',
    fromStateId: 6,
    toStateId: 9,
    message: 'I locali non sono idonei.',
    dueOn: '2025-03-20',
  }),
  expired: historyStep({
    action: 'expireTerm',
    fromStateId: 9,
    toStateId: 9,
    actor: SYSTEM,
    dueOn: '2025-03-20',
  }),
  observations: historyStep({
    action: 'submitObservations',
    at: '2025-03-15T09:00:00Z',
    fromStateId: 9,
    toStateId: 10,
    actor: APPLICANT,
    message: 'I locali sono stati adeguati.',
  }),
};

export const sampleHistory = (...entries: HistoryEntry[]) => ({ entries, stateNames: STATE_NAMES });

/** The sample request, accepted (4) or rejected (5), with Marco Blu responsible. */
export function decidedRequest(stateId: 4 | 5, overrides: Partial<Request> = {}): Request {
  return sampleRequest({
    stateOfRequest: {
      stateOfRequestId: stateId,
      descriptionIt: stateId === 4 ? 'Accettata' : 'Rifiutata',
      descriptionEn: stateId === 4 ? 'Accepted' : 'Rejected',
    },
    responsibleOperator: { userId: 7, firstName: 'Marco', lastName: 'Blu' },
    ...overrides,
  });
}

/** The value of the entry labelled `label` in a PDF's sections. */
export const entryValue = (
  content: { sections: { entries: { label: string; value: string }[] }[] },
  label: string,
) => content.sections.flatMap((section) => section.entries).find((entry) => entry.label === label)?.value;
