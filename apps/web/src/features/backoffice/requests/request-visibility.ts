import { SENT_REQUEST_STATES, type RequestStateId } from '@suap/shared';

/**
 * The server's rule for staff: only requests the citizen sent (sent, in any step of the procedure, accepted,
 * rejected) come with personal data and contact, and only they have a PDF recap (the server refuses the others
 * with 409).
 */
export function wasSent(stateId: number): boolean {
  return SENT_REQUEST_STATES.includes(stateId as RequestStateId);
}
