import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form-field.css';

export const errorIdOf = (id: string) => `${id}-error`;

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * One form field as every form of the portal shows it: label (with the required mark, seen and heard), a hint,
 * the control, and the error tied to the control by aria-describedby.
 */
export function FieldFrame({ id, label, required = false, error, hint, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? errorIdOf(id) : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-4 suap-field">
      <label htmlFor={id} className="form-label fw-semibold">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="form-text mt-0 mb-1">
          {hint}
        </p>
      )}
      {children(describedBy)}
      {error && <FieldError id={errorIdOf(id)} message={error} />}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="suap-field-error mb-0">
      <span className="visually-hidden">{t('form.error-prefix')} </span>
      {message}
    </p>
  );
}

export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className="text-danger">
        {' '}
        *
      </span>
      <span className="visually-hidden"> ({t('form.required')})</span>
    </>
  );
}

/** Said once at the top of each form, so the asterisk is explained. */
export function RequiredNote() {
  const { t } = useTranslation();
  return <p className="small mb-4">{t('form.required-note')}</p>;
}
