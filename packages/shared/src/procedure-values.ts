// The procedure after sending (issue 27) without zod, so that a page can use the names without loading it. Who may
// take which action from which state is the server's transition table (apps/server/src/modules/procedure); the
// contract only names the actions and the limits of what people type.

/** What staff do to a request once it is sent. */
export const STAFF_ACTIONS = [
  'takeInCharge',
  'assign',
  'requestIntegration',
  'accept',
  'startRefusal',
  'reject',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The citizen's answers to what the SUAP asks: documents for an integration request, observations on a 10-bis notice. */
export const CITIZEN_ANSWERS = ['answerIntegration', 'submitObservations'] as const;
export type CitizenAnswer = (typeof CITIZEN_ANSWERS)[number];

/**
 * What the citizen does once the request is sent: answer what the SUAP asks, or withdraw the request while its
 * procedure is open (issue 30, AgID's SubmitterCancel: the procedure ends in state 11).
 */
export const CITIZEN_ACTIONS = [...CITIZEN_ANSWERS, 'withdraw'] as const;
export type CitizenAction = (typeof CITIZEN_ACTIONS)[number];

export function isCitizenAnswer(action: CitizenAction): action is CitizenAnswer {
  return (CITIZEN_ANSWERS as readonly CitizenAction[]).includes(action);
}

/**
 * Every step a request's history records: the citizen's send and delete, the citizen's and staff's actions, the
 * deadline job's mark on an expired term (expireTerm), and what the back office lets the applicant know through
 * the national SUAP system without changing the state (backOfficeNotice, issue 30: a conference of services
 * convened, a withdrawal taken note of).
 */
export const HISTORY_ACTIONS = [
  'send',
  'delete',
  ...STAFF_ACTIONS,
  ...CITIZEN_ACTIONS,
  'expireTerm',
  'backOfficeNotice',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * Who took a step: the citizen, a member of staff, the server itself (the deadline job), or the SUAP's back office
 * through the national SUAP system's e-services (issue 30).
 */
export const HISTORY_ACTOR_KINDS = ['citizen', 'staff', 'system', 'backOffice'] as const;
export type HistoryActorKind = (typeof HISTORY_ACTOR_KINDS)[number];

/**
 * Lengths of the texts of the procedure, in characters once trimmed: staff's reasons and messages to the citizen,
 * the citizen's answers. The minimum keeps "ok" from standing for a reason the law requires.
 */
export const PROCEDURE_TEXT_LIMITS = {
  staff: { min: 10, max: 2000 },
  citizen: { min: 10, max: 4000 },
} as const;

/**
 * Why a procedure call answered 409, so a client can word it and react: reload ('stale-version'), the step is not
 * possible in this state ('invalid-state'), the citizen's term is still running ('term-open') or has ended
 * ('term-expired'), or staff asked about a request the citizen never sent ('not-sent').
 */
export const PROCEDURE_CONFLICT_REASONS = [
  'stale-version',
  'invalid-state',
  'term-open',
  'term-expired',
  'not-sent',
] as const;
export type ProcedureConflictReason = (typeof PROCEDURE_CONFLICT_REASONS)[number];

/** Why a procedure call answered 403: a profile that only reads, or a step the table gives to someone else. */
export const PROCEDURE_FORBIDDEN_REASONS = ['read-only-profile', 'forbidden'] as const;
export type ProcedureForbiddenReason = (typeof PROCEDURE_FORBIDDEN_REASONS)[number];

/** Default terms, in days, when the server is not configured otherwise (INTEGRATION_TERM_DAYS, REFUSAL_NOTICE_TERM_DAYS). */
export const INTEGRATION_TERM_DAYS_DEFAULT = 30;
/** Law 241/1990 art. 10-bis: ten days to present observations on the reasons for a refusal. */
export const REFUSAL_NOTICE_TERM_DAYS_DEFAULT = 10;
/** The latest due date staff may set on an integration request, counted from today. */
export const INTEGRATION_TERM_DAYS_MAX = 90;

/**
 * What the citizen is told by e-mail or PEC (issue 28): the receipt of the request, its taking in charge, an
 * integration request, a 10-bis notice, the outcome, and a reminder before a term they must answer ends.
 */
export const NOTIFICATION_EVENTS = [
  'requestSent',
  'takenInCharge',
  'integrationRequested',
  'refusalNotice',
  'accepted',
  'rejected',
  'termReminder',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** A message waits (pending, also between retries), went out (sent), or will not (failed, with the reason). */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
