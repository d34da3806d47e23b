// Public entry of the notification outbox (issue 28): the message a recorded step writes in its own transaction,
// the reminders before a term ends, and the reads and outcome writes of the delivery worker
// (modules/notifications). It depends on no other module,
// so the modules that record steps (requests, procedure) can import it without a cycle.
export { notifyStep, eventOfAction } from './step-events.js';
export {
  claimNextMessage,
  enqueueMessage,
  listMessages,
  recordOutcome,
  type ClaimedMessage,
} from './outbox.repository.js';
export { writeTermReminders } from './reminder.job.js';
export { retryDelay, type AttemptOutcome } from './leased-queue.js';
export {
  claimNextSsuCall,
  enqueueSsuCall,
  listSsuCalls,
  recordSsuCall,
  ssuStep,
  type BackOfficeOperation,
  type ClaimedSsuCall,
  type SsuCallPayload,
  type SsuCallView,
  type SsuOperation,
} from './ssu-calls.repository.js';
