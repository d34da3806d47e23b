import type { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorIdOf, RequiredMark } from './FormField';
import type { IdentityMatcherForm } from './identity-matcher-form';

interface RadioGroupProps {
  name: 'sesso' | 'bornIn';
  legend: string;
  error?: string;
  options: { value: string; label: string }[];
  register: ReturnType<typeof useForm<IdentityMatcherForm>>['register'];
}

export function RadioGroup({ name, legend, error, options, register }: RadioGroupProps) {
  const { t } = useTranslation();
  const id = `identity-${name}`;
  return (
    <fieldset className="mb-4 suap-fieldset" aria-describedby={error ? errorIdOf(id) : undefined}>
      <legend>
        {legend}
        <RequiredMark />
      </legend>
      {options.map((option, index) => (
        <div className="form-check form-check-inline" key={option.value}>
          <input
            className="form-check-input"
            type="radio"
            id={index === 0 ? id : `${id}-${option.value}`}
            value={option.value}
            aria-invalid={error ? true : undefined}
            {...register(name)}
          />
          <label className="form-check-label" htmlFor={index === 0 ? id : `${id}-${option.value}`}>
            {option.label}
          </label>
        </div>
      ))}
      {error && (
        <p id={errorIdOf(id)} className="suap-field-error mb-0">
          <span className="visually-hidden">{t('auth.identity-matcher.error-prefix')} </span>
          {error}
        </p>
      )}
    </fieldset>
  );
}
