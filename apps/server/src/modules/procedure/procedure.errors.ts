import {
  formatDate,
  type HistoryAction,
  type Language,
  type ProcedureConflictReason,
  type ProcedureForbiddenReason,
} from '@suap/shared';
import { fieldSentence, msg, type RuleParams } from '../../lib/messages/index.js';
import { ApiError, badRequest, notFound } from '../../lib/reply.js';
import { TRANSITIONS, type TransitionRefusal } from './transitions.js';

// Texts come from the server catalogue (lib/messages), rendered in the request's language by the error handler.

export const requestNotFound = () => notFound(msg('request.not-found'));

export const staleVersion = (currentVersion: number) =>
  new ApiError(409, 'Conflict', msg('request.stale-version'), {
    reason: 'stale-version' satisfies ProcedureConflictReason,
    currentVersion,
  });

export const notSent = () =>
  new ApiError(409, 'Conflict', msg('procedure.not-sent'), {
    reason: 'not-sent' satisfies ProcedureConflictReason,
  });

export const readOnlyProfile = () =>
  new ApiError(403, 'Forbidden', msg('procedure.read-only-profile'), {
    reason: 'read-only-profile' satisfies ProcedureForbiddenReason,
  });

const actionText = (action: HistoryAction, lang: Language) => msg(`procedure.action.${action}`)(lang);

/** What a refusal of the transition table means for whoever asked, as an error reply. */
export function transitionRefused(
  refusal: TransitionRefusal,
  action: HistoryAction,
  facts: { state: Record<Language, string>; termDueOn: string | null },
): ApiError {
  const values = (lang: Language) => ({
    action: actionText(action, lang),
    state: facts.state[lang],
    dueOn: formatDate(facts.termDueOn),
  });
  if (refusal === 'forbidden') {
    const who = TRANSITIONS[action].who;
    const text =
      who === 'admin'
        ? msg('procedure.forbidden-admin')
        : who === 'operator'
          ? msg('procedure.forbidden-operator')
          : who === 'responsible'
            ? msg('procedure.forbidden-responsible')
            : msg('auth.forbidden');
    return new ApiError(403, 'Forbidden', text, { reason: 'forbidden' satisfies ProcedureForbiddenReason });
  }
  return new ApiError(409, 'Conflict', (lang) => msg(`procedure.${refusal}`, values(lang))(lang), {
    reason: refusal satisfies ProcedureConflictReason,
  });
}

/** One field of a 400 the service finds (the schema let it through), in the error handler's form. */
export interface ProcedureFieldError {
  /** The body field, e.g. 'dueOn'. */
  path: string;
  /** The stable rule name of the reply ('min', 'max', 'required', 'unknown', 'operator'). */
  rule: string;
  /** The catalogue sentence to use, when it is not the rule's own (e.g. 'min-date' for a date's 'min'). */
  sentence?: string;
  params?: RuleParams;
}

export function invalidField(error: ProcedureFieldError): ApiError {
  const field = `body.${error.path}`;
  const text = (lang: Language) => fieldSentence(lang, field, error.sentence ?? error.rule, error.params);
  return badRequest(text, { errors: (lang: Language) => [{ field, rule: error.rule, message: text(lang) }] });
}
