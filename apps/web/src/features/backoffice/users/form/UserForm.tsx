import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserInput } from '@suap/shared';
import type { ServerFieldError } from '../../../../lib/api/backoffice';
import { ErrorSummary, type SummaryError } from '../../../../components/error-summary/ErrorSummary';
import { errorIdOf, FieldError, FieldFrame, RequiredMark } from './FormField';
import {
  PROFILE_OPTIONS,
  toUserInput,
  USER_FORM_FIELDS,
  userFormSchema,
  type UserFormField,
  type UserFormValues,
} from './user-form';

export const userFieldId = (name: string) => `bo-user-${name.replace(/\./g, '-')}`;

/** The i18n name of a form field: 'profile.profileId' is the profile. */
const keyOf = (name: UserFormField) => (name === 'profile.profileId' ? 'profile' : name);

const REQUIRED: ReadonlySet<UserFormField> = new Set([
  'firstName',
  'lastName',
  'fiscalCode',
  'email',
  'profile.profileId',
  'active',
]);

/** Type of a field error the server found; the rule name follows. */
const SERVER_ERROR = 'server:';

interface UserFormProps {
  defaultValues: UserFormValues;
  submitLabel: string;
  /** Where "cancel" goes. */
  cancelTo: string;
  /** Saves; resolves with the field errors the server found (e.g. an e-mail already in use), if any. */
  onSave: (input: UserInput) => Promise<ServerFieldError[] | void>;
}

/**
 * The user create/modify form: the shared zod schema judges (SPEC §5), messages are translated from its codes,
 * errors sit under each field and are summarised on top, and focus goes to the first invalid field.
 */
export function UserForm({ defaultValues, submitLabel, cancelTo, onSave }: UserFormProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const form = useForm<UserFormValues>({
    defaultValues,
    // raw: the submit handler gets the form values; toUserInput turns them into the body.
    resolver: zodResolver(userFormSchema, undefined, { raw: true }),
    shouldFocusError: true,
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const label = (name: UserFormField) => t(`backoffice.users.fields.${keyOf(name)}`);

  // The rule texts by field, then the generic ones: field and rule are known only at run time, so they are read
  // from the table rather than through a key built from strings (which the typed t() cannot check).
  const errorTexts: Record<string, Record<string, string> | undefined> = t('backoffice.user-form.errors', {
    returnObjects: true,
  });
  const errorOf = (name: UserFormField): string | undefined => {
    const error = get(errors, name) as { type?: string; message?: string } | undefined;
    if (!error?.message) return undefined;
    // A server error keeps its rule in the type ('server:pattern'): worded like the same rule found here, else
    // (e.g. 'unique') the server's own sentence, already in the page language (Accept-Language).
    const server = error.type?.startsWith(SERVER_ERROR) ? error.type.slice(SERVER_ERROR.length) : null;
    const code = server ?? error.message;
    return (
      errorTexts[keyOf(name)]?.[code] ??
      errorTexts.generic?.[code] ??
      (server === null ? `backoffice.user-form.errors.generic.${code}` : error.message)
    );
  };

  const summary: SummaryError[] = USER_FORM_FIELDS.flatMap((name) => {
    const message = errorOf(name);
    return message ? [{ fieldId: userFieldId(name), message: `${label(name)}: ${message}` }] : [];
  });

  const submit = form.handleSubmit(
    async (values) => {
      const serverErrors = (await onSave(toUserInput(values))) ?? [];
      const known = serverErrors.filter((entry) =>
        (USER_FORM_FIELDS as readonly string[]).includes(
          entry.field === 'profile' ? 'profile.profileId' : entry.field,
        ),
      );
      if (known.length === 0) return;
      for (const entry of known) {
        const name = (entry.field === 'profile' ? 'profile.profileId' : entry.field) as UserFormField;
        form.setError(name, { type: `${SERVER_ERROR}${entry.rule}`, message: entry.message });
      }
      setAttempt((count) => count + 1);
    },
    () => setAttempt((count) => count + 1),
  );

  const text = (
    name: Exclude<UserFormField, 'profile.profileId' | 'active' | 'gender'>,
    hint?: string,
    autoComplete?: string,
  ) => {
    const id = userFieldId(name);
    const error = errorOf(name);
    return (
      <FieldFrame id={id} label={label(name)} required={REQUIRED.has(name)} error={error} hint={hint}>
        {(describedBy) => (
          <input
            id={id}
            type={name === 'email' ? 'email' : 'text'}
            className={`form-control${error ? ' is-invalid' : ''}`}
            autoComplete={autoComplete ?? 'off'}
            aria-invalid={error ? true : undefined}
            aria-required={REQUIRED.has(name) || undefined}
            aria-describedby={describedBy}
            {...form.register(name)}
          />
        )}
      </FieldFrame>
    );
  };

  const profileId = userFieldId('profile.profileId');
  const profileError = errorOf('profile.profileId');
  const activeError = errorOf('active');
  const genderId = userFieldId('gender');
  const genderError = errorOf('gender');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="suap-bo-user-form">
      <p className="small mb-4">{t('backoffice.form.required-note')}</p>
      <ErrorSummary
        errors={summary}
        attempt={attempt}
        title={(count) => t('backoffice.form.error-summary', { count })}
      />
      <div className="row">
        <div className="col-12 col-md-6">{text('firstName', undefined, 'given-name')}</div>
        <div className="col-12 col-md-6">{text('lastName', undefined, 'family-name')}</div>
        <div className="col-12 col-md-6">
          {text('fiscalCode', t('backoffice.user-form.hints.fiscalCode'))}
        </div>
        <div className="col-12 col-md-6">{text('email', t('backoffice.user-form.hints.email'))}</div>
        <div className="col-12 col-md-6">
          <FieldFrame id={profileId} label={label('profile.profileId')} required error={profileError}>
            {(describedBy) => (
              <select
                id={profileId}
                className={`form-select${profileError ? ' is-invalid' : ''}`}
                aria-invalid={profileError ? true : undefined}
                aria-required
                aria-describedby={describedBy}
                {...form.register('profile.profileId')}
              >
                <option value="">{t('backoffice.user-form.choose-profile')}</option>
                {PROFILE_OPTIONS.map((id) => (
                  <option key={id} value={id}>
                    {t(`backoffice.profiles.${id}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        </div>
        <div className="col-12 col-md-6">
          <fieldset
            className="mb-4"
            aria-describedby={activeError ? errorIdOf(userFieldId('active')) : undefined}
          >
            <legend className="form-label fw-semibold fs-6 mb-2">
              {label('active')}
              <RequiredMark />
            </legend>
            {(['1', '0'] as const).map((value) => {
              const id = value === '1' ? userFieldId('active') : `${userFieldId('active')}-no`;
              return (
                <div className="form-check form-check-inline" key={value}>
                  <input
                    id={id}
                    type="radio"
                    value={value}
                    aria-invalid={activeError ? true : undefined}
                    {...form.register('active')}
                  />
                  <label htmlFor={id}>{t(value === '1' ? 'backoffice.yes' : 'backoffice.no')}</label>
                </div>
              );
            })}
            {activeError && <FieldError id={errorIdOf(userFieldId('active'))} message={activeError} />}
          </fieldset>
        </div>
      </div>

      <h2 className="h4 mt-2 mb-3">{t('backoffice.user-form.optional-section')}</h2>
      <div className="row">
        <div className="col-12 col-md-6">
          {text('userEidasId', t('backoffice.user-form.hints.userEidasId'))}
        </div>
        <div className="col-12 col-md-6">
          {text('dateOfBirth', t('backoffice.user-form.hints.dateOfBirth'))}
        </div>
        <div className="col-12 col-md-6">
          {text('placeOfBirth', t('backoffice.user-form.hints.placeOfBirth'))}
        </div>
        <div className="col-12 col-md-6">{text('cityOfBirth')}</div>
        <div className="col-12 col-md-6">
          <FieldFrame id={genderId} label={label('gender')} error={genderError}>
            {(describedBy) => (
              <select
                id={genderId}
                className={`form-select${genderError ? ' is-invalid' : ''}`}
                aria-invalid={genderError ? true : undefined}
                aria-describedby={describedBy}
                {...form.register('gender')}
              >
                <option value="">{t('backoffice.user-form.no-gender')}</option>
                <option value="F">{t('backoffice.genders.F')}</option>
                <option value="M">{t('backoffice.genders.M')}</option>
              </select>
            )}
          </FieldFrame>
        </div>
      </div>

      <div className="d-flex flex-column flex-sm-row justify-content-sm-end gap-2 suap-bo-actions">
        <Link className="btn btn-outline-primary" to={cancelTo}>
          {t('backoffice.user-form.cancel')}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
