import type { TFunction } from 'i18next';
import {
  formatDate,
  formatDateTime,
  isDraftState,
  NotificationType,
  pickLocalized,
  type Language,
  type Request,
} from '@suap/shared';
import type it from '../../../i18n/it.json';
import type { DetailRow, DetailSection } from '../DetailList';
import { wasSent } from './request-visibility';

/**
 * Every field of a request the back office may see, grouped as the citizen gave them. Drafts and deleted
 * requests come from the server without personal data and contact (never sent), so those groups are left out.
 */
export function requestSections(request: Request, t: TFunction, lang: Language): DetailSection[] {
  const f = (name: keyof (typeof it)['backoffice']['request-details']['fields']) =>
    t(`backoffice.request-details.fields.${name}`);
  const stateId = request.stateOfRequest.stateOfRequestId;
  const initiative = request.iniziative;
  const contact = request.procedureNotification;
  const person = request.personalData;

  const general: DetailRow[] = [
    { label: f('request-id'), value: String(request.requestId ?? '') },
    { label: f('reference-code'), value: request.referenceCode ?? '' },
    { label: f('service-type'), value: pickLocalized(request.typeOfService, 'name', lang) },
    { label: f('state'), value: pickLocalized(request.stateOfRequest, 'description', lang) },
    { label: f('language'), value: t(`backoffice.languages.${request.language}`) },
    { label: f('created-on'), value: formatDateTime(request.createdOn) },
    { label: f('updated-on'), value: formatDateTime(request.updatedOn) },
    { label: f('sent-on'), value: formatDateTime(request.sentRequestDate) },
  ];
  if (isDraftState(stateId))
    general.push({ label: f('expires-on'), value: formatDate(request.draftExpiresOn) });

  const citizen: DetailRow[] = [
    { label: f('first-name'), value: request.user.firstName },
    { label: f('last-name'), value: request.user.lastName },
    { label: f('fiscal-code'), value: request.user.fiscalCode },
  ];

  const office: DetailRow[] = [
    { label: f('suap'), value: request.suap?.name ?? '', italian: true },
    { label: f('suap-pec'), value: request.suap?.pec ?? '' },
    { label: f('initiative'), value: initiative ? pickLocalized(initiative, 'description', lang) : '' },
    { label: f('initiative-code'), value: initiative?.code ?? '' },
    { label: f('activity'), value: initiative ? pickLocalized(initiative, 'activity', lang) : '' },
    { label: f('area'), value: initiative ? pickLocalized(initiative, 'area', lang) : '' },
  ];

  const sections: DetailSection[] = [
    { id: 'bo-request-general', title: t('backoffice.request-details.sections.request'), rows: general },
    { id: 'bo-request-citizen', title: t('backoffice.request-details.sections.citizen'), rows: citizen },
    { id: 'bo-request-suap', title: t('backoffice.request-details.sections.suap'), rows: office },
  ];
  if (!wasSent(stateId)) return sections;

  sections.push({
    id: 'bo-request-contact',
    title: t('backoffice.request-details.sections.contact'),
    rows: [
      {
        label: f('contact-type'),
        value: contact
          ? t(`backoffice.contact-types.${contact.typeId === NotificationType.PEC ? 'pec' : 'email'}`)
          : '',
      },
      { label: f('contact-address'), value: contact?.address ?? '' },
    ],
  });
  const personal: DetailRow[] = [
    { label: f('first-name'), value: person?.firstName ?? '' },
    { label: f('last-name'), value: person?.lastName ?? '' },
    { label: f('fiscal-code'), value: person?.fiscalCode ?? '' },
    { label: f('date-of-birth'), value: person?.dateOfBirth ?? '' },
    { label: f('place-of-birth'), value: person?.placeOfBirth ?? '' },
    { label: f('city-of-birth'), value: person?.cityOfBirth ?? '', italian: true },
    { label: f('gender'), value: person?.gender ? t(`backoffice.genders.${person.gender}`) : '' },
    { label: f('email'), value: person?.email ?? '' },
    {
      label: f('legal-representative'),
      value: person ? t(person.legalRepresentative ? 'backoffice.yes' : 'backoffice.no') : '',
    },
  ];
  if (person?.legalRepresentative || request.partitaIva) {
    personal.push(
      { label: f('company-name'), value: person?.companyName ?? '' },
      { label: f('vat-number'), value: request.partitaIva ?? '' },
    );
  }
  sections.push({
    id: 'bo-request-personal',
    title: t('backoffice.request-details.sections.personal'),
    rows: personal,
  });
  return sections;
}
