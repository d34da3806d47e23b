import type { i18n as I18n, TFunction } from 'i18next';
import { PROCEDURE_TEXT_LIMITS, procedureTextField } from '@suap/shared';
import { translateFirst } from '../../../../lib/text-keys';

/** The citizen's answer: the contract's own rule (trimmed, 10 to 4000 characters), as the server checks it. */
export const ANSWER_LIMITS = PROCEDURE_TEXT_LIMITS.citizen;
const answerRule = procedureTextField(ANSWER_LIMITS);

/** The rule code the text breaks ('required', 'minlength', 'maxlength'), or null when it may be sent. */
export function answerErrorCode(text: string): string | null {
  const result = answerRule.safeParse(text);
  if (result.success) return null;
  return result.error.issues[0]?.message || 'invalid';
}

/**
 * A rule code (ours or the server's 400) in words, naming the limit broken; an unknown code says "not valid",
 * or the server's own sentence when it gave one.
 */
export function answerErrorText(
  code: string,
  t: TFunction,
  i18n: Pick<I18n, 'exists'>,
  serverMessage?: string,
): string {
  const key = `private-area.procedure.answer.errors.${code}`;
  if (!i18n.exists(key) && serverMessage) return serverMessage;
  return translateFirst(t, i18n, [key, 'private-area.procedure.answer.errors.invalid'], { ...ANSWER_LIMITS });
}
