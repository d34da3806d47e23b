import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardActions } from '../layout/WizardActions';
import { ErrorSummary, type SummaryError } from './ErrorSummary';

interface StepFormProps {
  /** The form's id: the Continue button, outside the form, submits it through `form=`. */
  id: string;
  /** The error summary of the step's form (useStepForm). */
  errors: { summary: SummaryError[]; attempt: number };
  /** The step's buttons (useStepActions). */
  actions: {
    onSave: () => void;
    onContinue: (event?: FormEvent) => void;
    onAbort: () => void;
    saving: boolean;
  };
  /** Move focus to the error summary rather than the first field (a step whose fields are pickers). */
  focusSummary?: boolean;
  /** The fields, inside the form. */
  children: ReactNode;
  /** Content after the form and outside it, for pickers that hold search forms of their own (forms cannot nest). */
  outside?: ReactNode;
}

/**
 * The frame every data step shares: the error summary, the form that Continue submits, and the step's buttons
 * (abort, save, continue) below it.
 */
export function StepForm({ id, errors, actions, focusSummary = false, children, outside }: StepFormProps) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorSummary errors={errors.summary} attempt={errors.attempt} focusSelf={focusSummary} />
      <form id={id} onSubmit={actions.onContinue} noValidate>
        {children}
      </form>
      {outside}
      <WizardActions
        onAbort={actions.onAbort}
        onSave={actions.onSave}
        continueLabel={t('enrolment.actions.continue')}
        formId={id}
        busy={actions.saving}
      />
    </>
  );
}
