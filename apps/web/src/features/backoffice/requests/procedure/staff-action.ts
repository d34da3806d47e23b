import {
  apiPaths,
  fillPath,
  PROCEDURE_CONFLICT_REASONS,
  ProcedureReplySchema,
  type Language,
  type ProcedureConflictReason,
  type StaffActionBody,
} from '@suap/shared';
import { apiRequest, isApiError } from '../../../../lib/api';
import { bodyFieldErrors, type ServerFieldError } from '../../../../lib/api/backoffice';

/**
 * POST /suap/v1/backoffice/procedure/{id}: one staff action, naming the version last read. The reply is the
 * procedure as it stands after the action.
 */
export function postStaffAction(requestId: number, body: StaffActionBody, lang: Language) {
  return apiRequest({
    method: 'POST',
    path: fillPath(apiPaths.backOffice.procedure, { id: requestId }),
    query: { lang },
    body,
    schema: ProcedureReplySchema,
  });
}

/** The 409 reasons an action can meet ('not-sent' never: the page asks for sent requests only). */
export const CONFLICT_REASONS = PROCEDURE_CONFLICT_REASONS.filter(
  (reason): reason is Exclude<ProcedureConflictReason, 'not-sent'> => reason !== 'not-sent',
);
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

/**
 * Why an action failed, as the dialog tells it:
 * - a 409 with a known reason; 'conflict' for a 409 whose reason this page does not know (the server's sentence);
 * - 'forbidden' (403): the profile may not, or the caller is not the responsible officer (anymore);
 * - 'fields' (400 naming fields): the texts the server refused, shown under their fields;
 * - 'failed': anything else (network, server error): nothing happened, try again.
 */
export type ActionFailure =
  | { kind: ConflictReason | 'conflict' | 'forbidden'; serverText: string }
  | { kind: 'fields'; fields: ServerFieldError[] }
  | { kind: 'failed' };

export function actionFailureOf(error: unknown): ActionFailure {
  if (!isApiError(error) || error.reply === undefined) return { kind: 'failed' };
  const serverText = error.status.description;
  if (error.httpStatus === 403) return { kind: 'forbidden', serverText };
  if (error.httpStatus === 409) {
    const reason = (error.reply as { reason?: unknown }).reason;
    const known = CONFLICT_REASONS.find((entry) => entry === reason);
    return { kind: known ?? 'conflict', serverText };
  }
  const fields = bodyFieldErrors(error);
  return fields.length > 0 ? { kind: 'fields', fields } : { kind: 'failed' };
}
