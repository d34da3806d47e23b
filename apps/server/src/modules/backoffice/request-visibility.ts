import { SENT_REQUEST_STATES, type Request, type RequestStateId } from '@suap/shared';

/**
 * What back-office staff see of requests (the rule the README states):
 * - The list shows every request the citizen has sent (sent, in any step of the procedure, accepted or rejected:
 *   SENT_REQUEST_STATES) unless its state filter asks for one state: a SUAP works on requests the citizen has sent. Drafts are listed only when the filter asks for drafts (state 1),
 *   which the storage-limit control needs; deleted ones only when it asks for deleted (state 2).
 * - A request never sent (draft or deleted) is shown minimised: the owner (to answer a support call) and the
 *   procedure fields, but not the personal data, contact and VAT number the citizen typed into an unfinished
 *   form. Its PDF recap is refused for the same reason.
 * - The search reads what staff see: the search text the database computes (migration 0010,
 *   requests_search_text) includes the typed data only in these same states (search-visibility.test.ts checks it).
 */
export const LISTED_BY_DEFAULT: readonly RequestStateId[] = SENT_REQUEST_STATES;

export function listedStates(stateFilter: RequestStateId | undefined): readonly RequestStateId[] {
  return stateFilter === undefined ? LISTED_BY_DEFAULT : [stateFilter];
}

export function wasSent(stateId: number): boolean {
  return LISTED_BY_DEFAULT.includes(stateId as RequestStateId);
}

/** The back-office view of a request: never-sent ones without what the citizen typed. */
export function minimiseForStaff(request: Request): Request {
  if (wasSent(request.stateOfRequest.stateOfRequestId)) return request;
  return { ...request, personalData: null, procedureNotification: null, partitaIva: null };
}
