import { ApiError, badRequest, notFound } from '../../lib/reply.js';

/** Why a change was refused with 409, so the web can word it: reload the draft, or it is no longer a draft. */
export type ConflictReason = 'stale-version' | 'read-only';

export const requestNotFound = () => notFound('Request not found');

export const staleVersion = (currentVersion: number) =>
  new ApiError(409, 'Conflict', 'The request was changed elsewhere', {
    reason: 'stale-version' satisfies ConflictReason,
    currentVersion,
  });

export const readOnly = (stateName: string) =>
  new ApiError(409, 'Conflict', `The request is ${stateName}: only a draft can be changed, sent or deleted`, {
    reason: 'read-only' satisfies ConflictReason,
  });

/** One field of a 400, in the form of the error handler's validation replies (field path under `body`). */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

export const fieldError = (path: string, rule: string, message: string): FieldError => ({
  field: `body.${path}`,
  rule,
  message,
});

export function invalidFields(errors: FieldError[], extra: Record<string, unknown> = {}) {
  const description = errors
    .map((error) => `${error.field}: ${error.message} (rule: ${error.rule})`)
    .join('; ');
  return badRequest(description, { errors, ...extra });
}
