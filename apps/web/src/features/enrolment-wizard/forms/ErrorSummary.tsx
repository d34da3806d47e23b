import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryError {
  /** The id of the field (or of the group's first control) the link moves to. */
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  errors: SummaryError[];
  /** Bumped on each failed submit, so a second failed attempt is announced again. */
  attempt: number;
  /** Move focus to the summary instead of the first field (for steps whose first error is not a field). */
  focusSelf?: boolean;
}

/**
 * UX.md: errors are summarised at the top of the form on submit, with links to the fields. The summary is a
 * live alert; focus normally goes to the first invalid field (react-hook-form does that), not here.
 */
export function ErrorSummary({ errors, attempt, focusSelf = false }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The attempt whose summary already took focus. Focus moves here only right after a failed submit: when the
  // errors change because the person fixed a field (issue 24, WCAG 2.4.3), focus stays on the control they used.
  const focusedAttempt = useRef(0);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (!focusSelf || attempt === 0 || !hasErrors || focusedAttempt.current === attempt) return;
    focusedAttempt.current = attempt;
    ref.current?.focus();
  }, [attempt, focusSelf, hasErrors]);

  if (attempt === 0 || errors.length === 0) return null;
  const jump = (id: string) => {
    const field = document.getElementById(id);
    field?.focus();
    field?.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div ref={ref} className="alert alert-danger suap-error-summary mb-4" role="alert" tabIndex={-1}>
      <h2 className="h5">{t('enrolment.form.error-summary', { count: errors.length })}</h2>
      <ul className="mb-0">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                jump(error.fieldId);
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
