import type { CitizenAnswer } from '@suap/shared';

/** The texts of each answer: an integration's ('integration') or a 10-bis notice's observations ('observations'). */
const GROUPS = {
  answerIntegration: 'integration',
  submitObservations: 'observations',
} as const satisfies Record<CitizenAnswer, string>;

type AnswerText =
  'title' | 'asked' | 'label' | 'submit' | 'confirm-title' | 'confirm-text' | 'sent-title' | 'sent-text';

export function answerTextKey<K extends AnswerText>(action: CitizenAnswer, text: K) {
  return `private-area.procedure.answer.${GROUPS[action]}.${text}` as const;
}

/** The history step whose text the answer replies to: the integration request, or the 10-bis notice. */
export const ASKED_BY = {
  answerIntegration: 'requestIntegration',
  submitObservations: 'startRefusal',
} as const satisfies Record<CitizenAnswer, string>;
