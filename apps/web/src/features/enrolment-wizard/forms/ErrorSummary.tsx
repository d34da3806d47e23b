import { useTranslation } from 'react-i18next';
import { ErrorSummary as SharedErrorSummary } from '../../../components/error-summary/ErrorSummary';

export type { SummaryError } from '../../../components/error-summary/ErrorSummary';

interface ErrorSummaryProps {
  errors: { fieldId: string; message: string }[];
  /** Bumped on each failed submit, so a second failed attempt is announced again. */
  attempt: number;
  /** Move focus to the summary instead of the first field (for steps whose first error is not a field). */
  focusSelf?: boolean;
}

/**
 * The wizard's wording and class (its focus style and the e2e sweep find it by `.suap-error-summary`) on the
 * portal's one error summary.
 */
export function ErrorSummary({ errors, attempt, focusSelf = false }: ErrorSummaryProps) {
  const { t } = useTranslation();
  return (
    <SharedErrorSummary
      errors={errors}
      attempt={attempt}
      title={(count) => t('enrolment.form.error-summary', { count })}
      onRefused={focusSelf ? 'focus' : 'none'}
      className="suap-error-summary mb-4"
    />
  );
}
