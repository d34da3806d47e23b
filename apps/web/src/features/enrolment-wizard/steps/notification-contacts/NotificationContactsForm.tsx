import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@suap/shared';
import type { WizardDraft } from '../../draft/wizard-draft';
import {
  errorIdOf,
  FieldError,
  FieldFrame,
  fieldId,
  RequiredMark,
  RequiredNote,
} from '../../forms/FieldFrame';
import { StepForm } from '../../forms/StepForm';
import { useStepForm } from '../../forms/use-step-form';
import { notificationContactsStep } from '../registry/enrolment-steps';
import { useStepActions } from '../use-step-actions';
import {
  contactsCompleteSchema,
  contactsDefaults,
  contactsDraftSchema,
  type ContactsValues,
} from './contacts-form';

const FORM_ID = 'enrolment-notification-contacts';

export function NotificationContactsForm({ draft, user }: { draft: WizardDraft; user: User | null }) {
  const { t } = useTranslation();
  const fields = useMemo(
    () =>
      [
        { name: 'typeId', label: t('enrolment.contacts.type-legend') },
        { name: 'address', label: t('enrolment.contacts.address') },
      ] as const,
    [t],
  );
  const stepForm = useStepForm<ContactsValues>({
    // The first save creates the draft, and the server creates none without a contact: saving asks what continuing does.
    draftSchema: draft.requestId === undefined ? contactsCompleteSchema : contactsDraftSchema,
    completeSchema: contactsCompleteSchema,
    defaultValues: contactsDefaults(draft.procedureNotification, user),
    fields,
  });
  const { form, errorOf } = stepForm;
  const actions = useStepActions(notificationContactsStep, stepForm);
  const typeError = errorOf('typeId');
  const addressError = errorOf('address');
  const type = form.watch('typeId');

  return (
    <StepForm id={FORM_ID} errors={stepForm} actions={actions}>
      <p>{t('enrolment.contacts.intro')}</p>
      <RequiredNote />
      <fieldset className="mb-4" aria-describedby={typeError ? errorIdOf(fieldId('typeId')) : undefined}>
        <legend className="fs-6 fw-semibold mb-2">
          {t('enrolment.contacts.type-legend')}
          <RequiredMark />
        </legend>
        {(['1', '2'] as const).map((value, index) => (
          <div key={value} className="form-check">
            <input
              id={index === 0 ? fieldId('typeId') : `${fieldId('typeId')}-${value}`}
              type="radio"
              value={value}
              aria-invalid={typeError ? true : undefined}
              {...form.register('typeId')}
            />
            <label htmlFor={index === 0 ? fieldId('typeId') : `${fieldId('typeId')}-${value}`}>
              {t(value === '1' ? 'enrolment.contacts.type-email' : 'enrolment.contacts.type-pec')}
            </label>
          </div>
        ))}
        {typeError && <FieldError id={errorIdOf(fieldId('typeId'))} message={typeError} />}
      </fieldset>
      <FieldFrame
        id={fieldId('address')}
        label={t(type === '2' ? 'enrolment.contacts.address-pec' : 'enrolment.contacts.address')}
        required
        error={addressError}
        hint={t('enrolment.contacts.address-hint')}
      >
        {(describedBy) => (
          <input
            id={fieldId('address')}
            type="email"
            className={`form-control${addressError ? ' is-invalid' : ''}`}
            autoComplete="email"
            aria-required="true"
            aria-invalid={addressError ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('address')}
          />
        )}
      </FieldFrame>
    </StepForm>
  );
}
