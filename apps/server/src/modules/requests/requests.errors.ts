import type { Language } from '@suap/shared';
import { fieldSentence, msg } from '../../lib/messages/index.js';
import { ApiError, badRequest, notFound } from '../../lib/reply.js';

/** Why a change was refused with 409, so the web can word it: reload the draft, or it is no longer a draft. */
export type ConflictReason = 'stale-version' | 'read-only';

// Texts come from the server catalogue (lib/messages) and are rendered in the request's language by the handler.

export const requestNotFound = () => notFound(msg('request.not-found'));

export const staleVersion = (currentVersion: number) =>
  new ApiError(409, 'Conflict', msg('request.stale-version'), {
    reason: 'stale-version' satisfies ConflictReason,
    currentVersion,
  });

/** `stateName`: the state's name, one text or one per language (then the reply names it in its own). */
export const readOnly = (stateName: string | Record<Language, string>) =>
  new ApiError(
    409,
    'Conflict',
    (lang) =>
      msg('request.read-only', { state: typeof stateName === 'string' ? stateName : stateName[lang] })(lang),
    { reason: 'read-only' satisfies ConflictReason },
  );

/** One field of a 400, in the form of the error handler's validation replies (field path under `body`). */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

/** `message` is the rule's machine code as the contract names it; the reply carries the localized sentence. */
export const fieldError = (path: string, rule: string, message: string): FieldError => ({
  field: `body.${path}`,
  rule,
  message,
});

// The sentence of a service rule (exists, type, own) or, for contract codes, of the code the service passed.
const sentence = (lang: Language, error: FieldError) =>
  fieldSentence(
    lang,
    error.field,
    ['exists', 'type', 'own'].includes(error.rule) ? error.rule : error.message,
  );

export function invalidFields(errors: FieldError[], extra: Record<string, unknown> = {}) {
  const localized = (lang: Language) => errors.map((error) => ({ ...error, message: sentence(lang, error) }));
  return badRequest(
    (lang) =>
      localized(lang)
        .map((error) => error.message)
        .join(' '),
    {
      errors: localized,
      ...extra,
    },
  );
}
