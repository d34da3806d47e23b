import { useTranslation } from 'react-i18next';

interface WizardActionsProps {
  onAbort: () => void;
  /** Saves without completing the step; absent where there is nothing to save. */
  onSave?: () => void;
  /** The submit button of the step's form (Enter in a field presses it too). */
  continueLabel?: string;
  formId?: string;
  busy?: boolean;
}

/** The step's buttons: abort on the left, save and continue on the right (full width on phones, UX.md). */
export function WizardActions({ onAbort, onSave, continueLabel, formId, busy = false }: WizardActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="suap-wizard-actions d-flex flex-column flex-sm-row gap-2 mt-5 pt-4 border-top">
      <button type="button" className="btn btn-outline-secondary" onClick={onAbort}>
        {t('enrolment.actions.abort')}
      </button>
      <div className="d-flex flex-column flex-sm-row gap-2 ms-sm-auto">
        {onSave && (
          <button type="button" className="btn btn-outline-primary" onClick={onSave} disabled={busy}>
            {t('enrolment.actions.save')}
          </button>
        )}
        {continueLabel && (
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            {continueLabel}
          </button>
        )}
      </div>
    </div>
  );
}
