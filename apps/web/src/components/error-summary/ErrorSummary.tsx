import { useEffect, useRef } from 'react';

export interface SummaryError {
  /** The id of the field (or of the group's first control) the link moves to. */
  fieldId: string;
  message: string;
}

/**
 * What the summary does right after a refused submit. 'none': focus goes to the first invalid field (react-hook-form
 * does that), the summary is only announced as a live alert; 'focus': focus moves to the summary (a step whose first
 * error is not a field); 'scroll': the summary is scrolled into view while focus stays on the first invalid field.
 */
export type RefusedSubmit = 'none' | 'focus' | 'scroll';

interface ErrorSummaryProps {
  errors: SummaryError[];
  /** Bumped on each refused submit, so a second refused attempt is announced (and focused/scrolled) again. */
  attempt: number;
  /** The heading, worded by each area ("There are 2 errors in the form"). */
  title: (count: number) => string;
  onRefused?: RefusedSubmit;
  /** Extra classes; the default bottom margin ('mb-4') is replaced by them, so each form keeps its spacing. */
  className?: string;
}

/** Focus and centre a field: the links act on click so that the field takes focus, not just the page scroll. */
function jumpTo(id: string) {
  const field = document.getElementById(id);
  field?.focus();
  field?.scrollIntoView?.({ block: 'center' });
}

/**
 * UX.md: on submit the errors are summarised at the top of the form, each linking to its field. One summary for
 * every form of the portal (wizard steps, back-office user form, identity matching).
 */
export function ErrorSummary({
  errors,
  attempt,
  title,
  onRefused = 'none',
  className = 'mb-4',
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The attempt whose summary was already brought forward. It moves only right after a refused submit: when the
  // errors change because the person fixed a field (issue 24, WCAG 2.4.3), focus and scroll stay on that field.
  const handledAttempt = useRef(0);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (onRefused === 'none' || attempt === 0 || !hasErrors || handledAttempt.current === attempt) return;
    handledAttempt.current = attempt;
    if (onRefused === 'focus') ref.current?.focus();
    else ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [attempt, onRefused, hasErrors]);

  if (attempt === 0 || !hasErrors) return null;
  return (
    <div ref={ref} className={`alert alert-danger ${className}`.trim()} role="alert" tabIndex={-1}>
      <h2 className="h5">{title(errors.length)}</h2>
      <ul className="mb-0">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                jumpTo(error.fieldId);
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
