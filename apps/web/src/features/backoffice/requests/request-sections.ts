import type { TFunction } from 'i18next';
import {
  formatDate,
  formatDateTime,
  isDraftState,
  pickLocalized,
  type Language,
  type Request,
} from '@suap/shared';
import type it from '../../../i18n/it.json';
import type { DetailRow, DetailSection } from '../../../components/detail-card/DetailSectionCard';
import {
  contactRows,
  officeRows,
  personalRows,
  type RequestRowText,
} from '../../../components/detail-card/request-rows';
import { wasSent } from './request-visibility';

/**
 * Every field of a request the back office may see, grouped as the citizen gave them. Drafts and deleted
 * requests come from the server without personal data and contact (never sent), so those groups are left out.
 */
export function requestSections(request: Request, t: TFunction, lang: Language): DetailSection[] {
  const f = (name: keyof (typeof it)['backoffice']['request-details']['fields']) =>
    t(`backoffice.request-details.fields.${name}`);
  const text: RequestRowText = {
    label: f,
    contactType: (kind) => t(`backoffice.contact-types.${kind}`),
    gender: (gender) => t(`backoffice.genders.${gender}`),
    yesNo: (value) => t(value ? 'backoffice.yes' : 'backoffice.no'),
  };
  const stateId = request.stateOfRequest.stateOfRequestId;

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

  const sections: DetailSection[] = [
    { id: 'bo-request-general', title: t('backoffice.request-details.sections.request'), rows: general },
    { id: 'bo-request-citizen', title: t('backoffice.request-details.sections.citizen'), rows: citizen },
    {
      id: 'bo-request-suap',
      title: t('backoffice.request-details.sections.suap'),
      rows: officeRows(request, text, lang),
    },
  ];
  if (!wasSent(stateId)) return sections;

  sections.push({
    id: 'bo-request-contact',
    title: t('backoffice.request-details.sections.contact'),
    rows: contactRows(request, text),
  });
  sections.push({
    id: 'bo-request-personal',
    title: t('backoffice.request-details.sections.personal'),
    rows: personalRows(request, text),
  });
  return sections;
}
