import { useTranslation } from 'react-i18next';

export interface SummaryError {
  fieldId: string;
  message: string;
}

/**
 * UX.md: on submit the errors are summarised at the top of the form, each linking to its field. A live alert;
 * focus itself goes to the first invalid field (react-hook-form's shouldFocusError).
 */
export function ErrorSummary({ errors, attempt }: { errors: SummaryError[]; attempt: number }) {
  const { t } = useTranslation();
  if (attempt === 0 || errors.length === 0) return null;
  return (
    <div className="alert alert-danger mb-4" role="alert">
      <h2 className="h5">{t('backoffice.form.error-summary', { count: errors.length })}</h2>
      <ul className="mb-0">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                const field = document.getElementById(error.fieldId);
                field?.focus();
                field?.scrollIntoView?.({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
