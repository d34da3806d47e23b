import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { BIRTH_AGE_RANGE, type User } from '@suap/shared';
import { useMasterData } from '../../../../lib/api/reference-data';
import { useLanguage } from '../../../../lib/use-language';
import type { WizardDraft } from '../../draft/wizard-draft';
import { FieldFrame, fieldId, RequiredNote } from '../../forms/FieldFrame';
import { StepForm } from '../../forms/StepForm';
import { useStepForm } from '../../forms/use-step-form';
import { personalDataStep } from '../registry/enrolment-steps';
import { useStepActions } from '../use-step-actions';
import { checkLegalRepresentative } from './legal-rep-check';
import {
  personalCompleteSchema,
  personalDefaults,
  personalDraftSchema,
  PERSONAL_MAX_LENGTHS,
  type PersonalValues,
} from './personal-data-form';

const FORM_ID = 'enrolment-personal-data';

/** The numbers a field's messages quote: its length limit, or the plausible ages of a date of birth. */
function ruleNumbers(name: keyof PersonalValues): Record<string, number> {
  if (name === 'dateOfBirth') return { ...BIRTH_AGE_RANGE };
  const max = PERSONAL_MAX_LENGTHS[name];
  return max === undefined ? {} : { max };
}

type TextName = Exclude<keyof PersonalValues, 'legalRepresentative' | 'gender'>;

interface PersonalDataFormProps {
  draft: WizardDraft;
  user: User | null;
  /** The identity provider vouched for the fiscal code: it is shown but cannot be changed. */
  fiscalCodeLocked: boolean;
}

/** SPEC §4 personal data, optionally acting as a company's legal representative (verified on continue). */
export function PersonalDataForm({ draft, user, fiscalCodeLocked }: PersonalDataFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const masterData = useMasterData();
  const label = useCallback((name: keyof PersonalValues) => t(`enrolment.personal.${name}`), [t]);
  const [representativeShown, setRepresentativeShown] = useState(
    draft.personalData?.legalRepresentative === true,
  );
  const fields = useMemo(
    () =>
      (
        [
          'firstName',
          'lastName',
          'fiscalCode',
          'dateOfBirth',
          'placeOfBirth',
          'cityOfBirth',
          'gender',
          'email',
          // Shown only to a legal representative: otherwise neither validated nor in the error summary.
          ...(representativeShown ? (['companyName', 'partitaIva'] as const) : []),
        ] as const
      ).map((name) => ({
        name,
        label: label(name),
        params: ruleNumbers(name),
      })),
    [label, representativeShown],
  );
  const stepForm = useStepForm<PersonalValues>({
    draftSchema: personalDraftSchema,
    completeSchema: personalCompleteSchema,
    defaultValues: {
      ...personalDefaults(draft.personalData, draft.partitaIva, user),
      ...(fiscalCodeLocked && user ? { fiscalCode: user.fiscalCode } : {}),
    },
    fields,
  });
  const { form, errorOf } = stepForm;

  const verifyCompany = useCallback(
    async (values: PersonalValues) => {
      if (!values.legalRepresentative) return true;
      const data = masterData.data?.masterData;
      const outcome = data
        ? await checkLegalRepresentative(values.fiscalCode.toUpperCase(), values.partitaIva, data, lang)
        : 'check-failed';
      if (outcome === 'ok') return true;
      form.setError('partitaIva', { type: 'custom', message: outcome }, { shouldFocus: true });
      stepForm.countFailedAttempt();
      return false;
    },
    [masterData.data, lang, form, stepForm],
  );

  const actions = useStepActions(personalDataStep, stepForm, {
    beforeContinue: verifyCompany,
  });
  const representative = form.watch('legalRepresentative');
  useEffect(() => {
    setRepresentativeShown(representative);
    // Unticked: the company fields are gone, and so are their errors (issue 23).
    if (!representative) form.clearErrors(['companyName', 'partitaIva']);
  }, [representative, form]);

  const textField = (
    name: TextName,
    options: {
      required?: boolean;
      hint?: string;
      type?: string;
      autoComplete?: string;
      readOnly?: boolean;
    } = {},
    registration: UseFormRegisterReturn = form.register(name),
  ) => {
    const error = errorOf(name);
    return (
      <FieldFrame
        id={fieldId(name)}
        label={label(name)}
        required={options.required}
        error={error}
        hint={options.hint}
      >
        {(describedBy) => (
          <input
            id={fieldId(name)}
            type={options.type ?? 'text'}
            className={`form-control${error ? ' is-invalid' : ''}`}
            autoComplete={options.autoComplete}
            readOnly={options.readOnly}
            aria-required={options.required ? true : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...registration}
          />
        )}
      </FieldFrame>
    );
  };

  const genderError = errorOf('gender');
  return (
    <StepForm id={FORM_ID} errors={stepForm} actions={actions}>
      <p>{t('enrolment.personal.intro')}</p>
      <RequiredNote />
      <div className="row">
        <div className="col-12 col-md-6">
          {textField('firstName', { required: true, autoComplete: 'given-name' })}
        </div>
        <div className="col-12 col-md-6">
          {textField('lastName', { required: true, autoComplete: 'family-name' })}
        </div>
        <div className="col-12 col-md-6">
          {textField(
            'fiscalCode',
            {
              required: true,
              readOnly: fiscalCodeLocked,
              hint: t(
                fiscalCodeLocked
                  ? 'enrolment.personal.fiscalCode-locked'
                  : 'enrolment.personal.fiscalCode-hint',
              ),
            },
            form.register('fiscalCode', { setValueAs: (value: string) => value.trim().toUpperCase() }),
          )}
        </div>
        <div className="col-12 col-md-6">
          {textField('dateOfBirth', {
            hint: t('enrolment.personal.dateOfBirth-hint'),
            autoComplete: 'bday',
          })}
        </div>
        <div className="col-12 col-md-6">
          {textField('placeOfBirth', { hint: t('enrolment.personal.placeOfBirth-hint') })}
        </div>
        <div className="col-12 col-md-6">{textField('cityOfBirth')}</div>
        <div className="col-12 col-md-6">
          <FieldFrame id={fieldId('gender')} label={label('gender')} error={genderError}>
            {(describedBy) => (
              <div className="select-wrapper">
                <select
                  id={fieldId('gender')}
                  aria-invalid={genderError ? true : undefined}
                  aria-describedby={describedBy}
                  {...form.register('gender')}
                >
                  <option value="">{t('enrolment.personal.gender-none')}</option>
                  <option value="F">{t('enrolment.personal.gender-F')}</option>
                  <option value="M">{t('enrolment.personal.gender-M')}</option>
                </select>
              </div>
            )}
          </FieldFrame>
        </div>
        <div className="col-12 col-md-6">{textField('email', { type: 'email', autoComplete: 'email' })}</div>
      </div>

      <fieldset className="mt-2">
        <legend className="h4">{t('enrolment.personal.company-legend')}</legend>
        <div className="form-check mb-4">
          <input
            id={fieldId('legalRepresentative')}
            type="checkbox"
            {...form.register('legalRepresentative')}
          />
          <label htmlFor={fieldId('legalRepresentative')}>{label('legalRepresentative')}</label>
        </div>
        {representative && (
          <div className="row">
            <div className="col-12 col-md-6">
              {textField('companyName', { required: true, autoComplete: 'organization' })}
            </div>
            <div className="col-12 col-md-6">
              {textField('partitaIva', {
                required: true,
                hint: t('enrolment.personal.partitaIva-hint'),
                autoComplete: 'off',
              })}
            </div>
          </div>
        )}
      </fieldset>
    </StepForm>
  );
}
