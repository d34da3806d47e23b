import type { TFunction } from 'i18next';
import { NotificationType, type Language } from '@suap/shared';
import type { WizardDraft } from '../../draft/wizard-draft';
import type { SummaryRow } from './SummaryGroup';

/** Every answer of the draft grouped by step, in the page language. */
export function summaryGroups(draft: WizardDraft, t: TFunction, lang: Language) {
  const contact = draft.procedureNotification;
  const person = draft.personalData;
  const initiative = draft.iniziative;
  const localized = (it: string | undefined, en: string | undefined) => (lang === 'en' ? en : it) ?? '';
  const gender = person?.gender ? t(`enrolment.personal.gender-${person.gender}`) : '';

  const contacts: SummaryRow[] = [
    {
      label: t('enrolment.contacts.type-legend'),
      value: contact
        ? t(
            contact.typeId === NotificationType.PEC
              ? 'enrolment.contacts.type-pec'
              : 'enrolment.contacts.type-email',
          )
        : '',
    },
    { label: t('enrolment.contacts.address'), value: contact?.address ?? '' },
  ];
  const initiativeRows: SummaryRow[] = [
    { label: t('enrolment.summary.suap'), value: draft.suap?.name ?? '', italian: true },
    { label: t('enrolment.summary.suap-pec'), value: draft.suap?.pec ?? '' },
    {
      label: t('enrolment.summary.initiative'),
      value: initiative ? localized(initiative.descriptionIt, initiative.descriptionEn) : '',
    },
    { label: t('enrolment.summary.initiative-code'), value: initiative?.code ?? '' },
    {
      label: t('enrolment.summary.activity'),
      value: initiative ? localized(initiative.activityIt, initiative.activityEn) : '',
    },
    {
      label: t('enrolment.summary.area'),
      value: initiative ? localized(initiative.areaIt, initiative.areaEn) : '',
    },
  ];
  const personal: SummaryRow[] = [
    { label: t('enrolment.personal.firstName'), value: person?.firstName ?? '' },
    { label: t('enrolment.personal.lastName'), value: person?.lastName ?? '' },
    { label: t('enrolment.personal.fiscalCode'), value: person?.fiscalCode ?? '' },
    { label: t('enrolment.personal.dateOfBirth'), value: person?.dateOfBirth ?? '' },
    { label: t('enrolment.personal.placeOfBirth'), value: person?.placeOfBirth ?? '' },
    { label: t('enrolment.personal.cityOfBirth'), value: person?.cityOfBirth ?? '', italian: true },
    { label: t('enrolment.personal.gender'), value: gender },
    { label: t('enrolment.personal.email'), value: person?.email ?? '' },
    {
      label: t('enrolment.personal.legalRepresentative'),
      value: t(person?.legalRepresentative ? 'enrolment.summary.yes' : 'enrolment.summary.no'),
    },
  ];
  if (person?.legalRepresentative) {
    personal.push(
      { label: t('enrolment.personal.companyName'), value: person.companyName ?? '' },
      { label: t('enrolment.personal.partitaIva'), value: draft.partitaIva ?? '' },
    );
  }
  return { contacts, initiative: initiativeRows, personal };
}
