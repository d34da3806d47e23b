import type { TFunction } from 'i18next';
import {
  formatDate,
  formatDateTime,
  isDraftState,
  NotificationType,
  type Language,
  type Request,
} from '@suap/shared';
import { localized, serviceTypeName } from '../request-text';

export interface DetailRow {
  label: string;
  /** '' when the request has no value: the page writes "not provided". */
  value: string;
  /** An Italian-only name (office, municipality): marked lang="it" on English pages (issue 24, WCAG 3.1.2). */
  italian?: true;
}

export interface DetailSection {
  id: string;
  title: string;
  rows: DetailRow[];
}

/** Every field of a request, grouped as the wizard asks for them, in the page language (SPEC §2 details). */
export function detailSections(request: Request, t: TFunction, lang: Language): DetailSection[] {
  const yesNo = (value: boolean) => t(value ? 'private-area.details.yes' : 'private-area.details.no');
  const field = (name: Parameters<typeof fieldKey>[0]) => t(fieldKey(name));
  const state = request.stateOfRequest;
  const initiative = request.iniziative;
  const contact = request.procedureNotification;
  const person = request.personalData;
  const draft = isDraftState(state.stateOfRequestId);

  const general: DetailRow[] = [
    // The one number to quote (issue 23); a draft gets it when sent, and the page says so.
    {
      label: field('reference-code'),
      value: request.referenceCode ?? t('private-area.details.code-pending'),
    },
    { label: field('service-type'), value: serviceTypeName(request, lang) },
    { label: field('language'), value: t(`private-area.details.languages.${request.language}`) },
    { label: field('created-on'), value: formatDate(request.createdOn) },
    { label: field('updated-on'), value: formatDate(request.updatedOn) },
  ];
  if (!draft) general.push({ label: field('sent-on'), value: formatDateTime(request.sentRequestDate) });
  if (draft) general.push({ label: field('expires-on'), value: formatDate(request.draftExpiresOn) });

  const office: DetailRow[] = [
    { label: field('suap'), value: request.suap?.name ?? '', italian: true },
    { label: field('suap-pec'), value: request.suap?.pec ?? '' },
    {
      label: field('initiative'),
      value: initiative ? localized(lang, initiative.descriptionIt, initiative.descriptionEn) : '',
    },
    { label: field('initiative-code'), value: initiative?.code ?? '' },
    {
      label: field('activity'),
      value: initiative ? localized(lang, initiative.activityIt, initiative.activityEn) : '',
    },
    { label: field('area'), value: initiative ? localized(lang, initiative.areaIt, initiative.areaEn) : '' },
  ];

  const contactRows: DetailRow[] = [
    {
      label: field('contact-type'),
      value: contact
        ? t(`private-area.details.contact-types.${contact.typeId === NotificationType.PEC ? 'pec' : 'email'}`)
        : '',
    },
    { label: field('contact-address'), value: contact?.address ?? '' },
  ];

  const personal: DetailRow[] = [
    { label: field('first-name'), value: person?.firstName ?? '' },
    { label: field('last-name'), value: person?.lastName ?? '' },
    { label: field('fiscal-code'), value: person?.fiscalCode ?? '' },
    { label: field('date-of-birth'), value: person?.dateOfBirth ?? '' },
    { label: field('place-of-birth'), value: person?.placeOfBirth ?? '' },
    { label: field('city-of-birth'), value: person?.cityOfBirth ?? '', italian: true },
    {
      label: field('gender'),
      value: person?.gender ? t(`private-area.details.genders.${person.gender}`) : '',
    },
    { label: field('email'), value: person?.email ?? '' },
    { label: field('legal-representative'), value: person ? yesNo(person.legalRepresentative) : '' },
  ];
  if (person?.legalRepresentative || request.partitaIva) {
    personal.push(
      { label: field('company-name'), value: person?.companyName ?? '' },
      { label: field('vat-number'), value: request.partitaIva ?? '' },
    );
  }

  return [
    { id: 'request-details-general', title: t('private-area.details.sections.request'), rows: general },
    { id: 'request-details-suap', title: t('private-area.details.sections.suap'), rows: office },
    { id: 'request-details-contact', title: t('private-area.details.sections.contact'), rows: contactRows },
    { id: 'request-details-personal', title: t('private-area.details.sections.personal'), rows: personal },
  ];
}

type FieldName =
  | 'reference-code'
  | 'service-type'
  | 'language'
  | 'created-on'
  | 'updated-on'
  | 'sent-on'
  | 'expires-on'
  | 'suap'
  | 'suap-pec'
  | 'initiative'
  | 'initiative-code'
  | 'activity'
  | 'area'
  | 'contact-type'
  | 'contact-address'
  | 'first-name'
  | 'last-name'
  | 'fiscal-code'
  | 'date-of-birth'
  | 'place-of-birth'
  | 'city-of-birth'
  | 'gender'
  | 'email'
  | 'legal-representative'
  | 'company-name'
  | 'vat-number';

function fieldKey(name: FieldName) {
  return `private-area.details.fields.${name}` as const;
}
