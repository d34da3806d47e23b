import { RequestState } from '@suap/shared';

/**
 * The server's rule for staff: only requests the citizen sent (sent, accepted, rejected) come with personal
 * data and contact, and only they have a PDF recap (the server refuses the others with 409).
 */
export function wasSent(stateId: number): boolean {
  return (
    stateId === RequestState.SENT || stateId === RequestState.ACCEPTED || stateId === RequestState.REJECTED
  );
}
