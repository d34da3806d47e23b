import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { italianOnly } from '../italian-text/italian-only';

export interface PlaceOption {
  value: number;
  label: string;
}

export interface PlaceSelectProps {
  id: string;
  label: string;
  /** The empty first option, e.g. "Choose a region". */
  placeholder: string;
  options: readonly PlaceOption[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
  disabled?: boolean;
  loading?: boolean;
  /** Translated message; shown and announced when set. */
  error?: string;
}

/** A required select of the address search (region, province or municipality), with its error. */
export function PlaceSelect({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  disabled = false,
  loading = false,
  error,
}: PlaceSelectProps) {
  const { t } = useTranslation();
  const italian = italianOnly(useLanguage());
  return (
    <div className="select-wrapper mb-4">
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id={id}
        className={error ? 'is-invalid' : undefined}
        value={value ?? ''}
        disabled={disabled}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={loading || undefined}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{loading ? t('reference-data.address.loading') : placeholder}</option>
        {options.map((option) => (
          // Region, province and municipality names exist only in Italian (issue 24, WCAG 3.1.2).
          <option key={option.value} value={option.value} {...italian}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
