import type { TFunction } from 'i18next';
import { formatDate, type Operator, type Procedure, type StaffAction } from '@suap/shared';
import type { ActionFailure } from './staff-action';

export interface OutcomeText {
  title: string;
  description: string;
}

const nameOf = (operator: Operator | null) => (operator ? `${operator.firstName} ${operator.lastName}` : '');

/** The success alert of an action, from the procedure the server answered with. */
export function successText(
  t: TFunction,
  action: StaffAction,
  requestId: number,
  procedure: Procedure,
): OutcomeText {
  const values = {
    id: requestId,
    name: nameOf(procedure.responsibleOperator),
    date: formatDate(procedure.termDueOn),
  };
  return {
    title: t(`backoffice.procedure.done.${action}.title`, values),
    description: t(`backoffice.procedure.done.${action}.description`, values),
  };
}

/**
 * Why an action failed, said inside its dialog so that what was typed stays on screen. A refusal that means the
 * request changed (409, 403) reloads it: the text then says the page shows its current state.
 */
export function failureText(t: TFunction, failure: ActionFailure): OutcomeText {
  // Field errors the dialog knows are shown under their fields; any other is a failure like a server error.
  if (failure.kind === 'fields' || failure.kind === 'failed')
    return {
      title: t('backoffice.procedure.failed.failed.title'),
      description: t('backoffice.procedure.failed.failed.description'),
    };
  if (failure.kind === 'conflict')
    // A reason this page does not know: the server's own sentence, already in the page's language.
    return { title: t('backoffice.procedure.failed.conflict.title'), description: failure.serverText };
  return {
    title: t(`backoffice.procedure.failed.${failure.kind}.title`),
    description: t(`backoffice.procedure.failed.${failure.kind}.description`),
  };
}

/** Refusals after which the page reads the request again: someone or something changed it. */
export const reloadsAfter = (failure: ActionFailure) =>
  failure.kind !== 'fields' && failure.kind !== 'failed';
