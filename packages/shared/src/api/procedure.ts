import { z } from 'zod';
import { DB_INTEGER_MAX } from '../constants.js';
import { OperatorSchema, ProcedureSchema } from '../entities/procedure.js';
import { NotificationSchema } from '../entities/notification.js';
import { ResponseStatusSchema } from '../entities/response-status.js';
import { PROCEDURE_TEXT_LIMITS } from '../procedure-values.js';
import { closedObject, idField, isoDateField, requiredOrInvalid } from '../validation.js';

/** The version of the request the caller last read: an older one answers 409 and changes nothing. */
const versionField = () =>
  z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(0, { error: 'min' })
    .max(DB_INTEGER_MAX.integer, { error: 'max' });

/** A required free text of the procedure, trimmed, within `limits`. */
export function procedureTextField(limits: { min: number; max: number }) {
  return z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'required', abort: true })
    .min(limits.min, { error: 'minlength', abort: true })
    .max(limits.max, { error: 'maxlength' });
}

const staffText = () => procedureTextField(PROCEDURE_TEXT_LIMITS.staff);

/**
 * POST /suap/v1/backoffice/procedure/{id}: one staff action, named by `action`. Texts are written in the request's
 * language (the citizen reads them as they are). Who may take which action from which state is the server's
 * transition table: a refused one answers 409 (state, term) or 403 (role, not the responsible operator).
 * - takeInCharge: the caller becomes the responsible operator of a sent request.
 * - assign (administrators): `assigneeUserId`, an active administrator or collaborator, becomes responsible.
 * - requestIntegration: `message` to the citizen and the term's last day `dueOn` (after today, at most
 *   INTEGRATION_TERM_DAYS_MAX days ahead).
 * - accept: the decision's `reason`.
 * - startRefusal: the `reason` that would justify a refusal (Law 241/1990 art. 10-bis); the citizen gets
 *   REFUSAL_NOTICE_TERM_DAYS days to answer.
 * - reject: the final `reason`, and `observationsAssessment` (why the citizen's observations do not change the
 *   outcome), required when the citizen sent observations and refused otherwise.
 */
export const StaffActionBodySchema = z.discriminatedUnion(
  'action',
  [
    closedObject({ action: z.literal('takeInCharge'), version: versionField() }),
    closedObject({ action: z.literal('assign'), version: versionField(), assigneeUserId: idField() }),
    closedObject({
      action: z.literal('requestIntegration'),
      version: versionField(),
      message: staffText(),
      dueOn: isoDateField(),
    }),
    closedObject({ action: z.literal('accept'), version: versionField(), reason: staffText() }),
    closedObject({ action: z.literal('startRefusal'), version: versionField(), reason: staffText() }),
    closedObject({
      action: z.literal('reject'),
      version: versionField(),
      reason: staffText(),
      observationsAssessment: staffText().optional(),
    }),
  ],
  { error: 'invalid' },
);
export type StaffActionBody = z.infer<typeof StaffActionBodySchema>;

/**
 * POST /suap/v1/request/answer/{id}: the citizen's answer to what is asked of them now — documents requested
 * (state 7: the request moves to 8) or a 10-bis notice (state 9: observations, the request moves to 10) — before
 * the term's last day ends.
 */
export const CitizenAnswerBodySchema = closedObject({
  version: versionField(),
  message: procedureTextField(PROCEDURE_TEXT_LIMITS.citizen),
});
export type CitizenAnswerBody = z.infer<typeof CitizenAnswerBodySchema>;

/**
 * POST /suap/v1/request/withdraw/{id}: the citizen withdraws their request while its procedure is open (states
 * 3 and 6 to 10: the request moves to 11, withdrawn, and the procedure ends). No reason is asked: the law does not
 * require one. A final state answers 409.
 */
export const CitizenWithdrawBodySchema = closedObject({ version: versionField() });
export type CitizenWithdrawBody = z.infer<typeof CitizenWithdrawBodySchema>;

/** Reply of the procedure reads and actions (both sides): where the request stands now. */
export const ProcedureReplySchema = ResponseStatusSchema.extend({ procedure: ProcedureSchema });
export type ProcedureReply = z.infer<typeof ProcedureReplySchema>;

/** GET /suap/v1/backoffice/operators: the active administrators and collaborators a request can be assigned to. */
export const OperatorListReplySchema = ResponseStatusSchema.extend({ operators: z.array(OperatorSchema) });
export type OperatorListReply = z.infer<typeof OperatorListReplySchema>;

/** GET backOffice.notifications: the messages sent to the applicant about one request, oldest first. */
export const NotificationListReplySchema = ResponseStatusSchema.extend({
  notifications: z.array(NotificationSchema),
});
export type NotificationListReply = z.infer<typeof NotificationListReplySchema>;
