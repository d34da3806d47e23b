import { RequestState, type HistoryAction, type NotificationEvent, type RequestStateId } from '@suap/shared';
import type { Executor } from '../../db/client.js';
import { enqueueMessage } from './outbox.repository.js';

/**
 * Which steps of the procedure the applicant is told about, and as what. The citizen's own answers and the
 * deadline job's marks are not: the citizen knows what they did, and a term about to end has its reminder.
 * Taking in charge and assigning tell the applicant who is responsible (Law 241/1990, art. 5) once, when the
 * request leaves "sent"; a later change of officer shows on the request's page.
 */
const EVENT_OF_ACTION: Partial<Record<HistoryAction, NotificationEvent>> = {
  send: 'requestSent',
  takeInCharge: 'takenInCharge',
  assign: 'takenInCharge',
  requestIntegration: 'integrationRequested',
  startRefusal: 'refusalNotice',
  accept: 'accepted',
  reject: 'rejected',
};

export function eventOfAction(
  action: HistoryAction,
  fromStateId: RequestStateId | null,
): NotificationEvent | null {
  const event = EVENT_OF_ACTION[action] ?? null;
  if (event === 'takenInCharge' && fromStateId !== RequestState.SENT) return null;
  return event;
}

/**
 * Writes the message a recorded step owes the applicant, if any. Call it in the step's transaction, after its
 * history row: the message then exists if and only if the step committed.
 */
export async function notifyStep(
  tx: Executor,
  step: {
    requestId: number;
    action: HistoryAction;
    fromStateId: RequestStateId | null;
    dueOn?: string | null;
  },
): Promise<void> {
  const event = eventOfAction(step.action, step.fromStateId);
  if (event) await enqueueMessage(tx, { requestId: step.requestId, event, dueOn: step.dueOn ?? null });
}
