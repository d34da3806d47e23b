import type { TFunction } from 'i18next';
import type { HistoryAction, HistoryEntry } from '@suap/shared';

/** The kebab-case text key of each history action (the language files' style). */
const ACTION_KEYS = {
  send: 'send',
  delete: 'delete',
  takeInCharge: 'take-in-charge',
  assign: 'assign',
  requestIntegration: 'request-integration',
  answerIntegration: 'answer-integration',
  startRefusal: 'start-refusal',
  submitObservations: 'submit-observations',
  withdraw: 'withdraw',
  accept: 'accept',
  reject: 'reject',
  expireTerm: 'expire-term',
  backOfficeNotice: 'back-office-notice',
} as const satisfies Record<HistoryAction, string>;

/** What happened at a step, in words: "Request sent", "Integration requested"… */
export function actionTitle(action: HistoryAction, t: TFunction): string {
  return t(`request-history.actions.${ACTION_KEYS[action]}`);
}

/**
 * The label of a step's text: what the person wrote is a message to the citizen, an answer, the reasons of a
 * notice or of the decision, observations. Steps that carry no text of their own say "Message".
 */
export function messageLabel(action: HistoryAction, t: TFunction): string {
  switch (action) {
    case 'requestIntegration':
    case 'answerIntegration':
    case 'startRefusal':
    case 'submitObservations':
    case 'accept':
    case 'reject':
      return t(`request-history.fields.${ACTION_KEYS[action]}`);
    default:
      return t('request-history.fields.message');
  }
}

/** Who is looking: the citizen reads "You" for their own steps; staff read everyone by name. */
export type HistoryViewer = 'citizen' | 'staff';

export function personName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
}

/** Who took a step: "You", the operator's name, the applicant's name (for staff) or the server's own job. */
export function actorText(actor: HistoryEntry['actor'], viewer: HistoryViewer, t: TFunction): string {
  const name = personName(actor);
  switch (actor.kind) {
    case 'system':
      return t('request-history.actor.system');
    case 'backOffice':
      return t('request-history.actor.back-office');
    case 'citizen':
      if (viewer === 'citizen') return t('request-history.actor.you');
      return name ? t('request-history.actor.citizen', { name }) : t('request-history.actor.citizen-unnamed');
    case 'staff':
      return name || t('request-history.actor.staff-unnamed');
  }
}
