import type { TFunction } from 'i18next';
import { formatDate, formatDateTime, isDraftState, type Language, type Request } from '@suap/shared';
import type { DetailRow, DetailSection } from '../../../components/detail-card/DetailSectionCard';
import {
  contactRows,
  officeRows,
  personalRows,
  type RequestRowField,
  type RequestRowText,
} from '../../../components/detail-card/request-rows';
import { serviceTypeName } from '../request-text';

export type { DetailRow, DetailSection };

/** Every field of a request, grouped as the wizard asks for them, in the page language (SPEC §2 details). */
export function detailSections(request: Request, t: TFunction, lang: Language): DetailSection[] {
  const field = (name: FieldName) => t(fieldKey(name));
  const text: RequestRowText = {
    label: field,
    contactType: (kind) => t(`private-area.details.contact-types.${kind}`),
    gender: (gender) => t(`private-area.details.genders.${gender}`),
    yesNo: (value) => t(value ? 'private-area.details.yes' : 'private-area.details.no'),
  };
  const state = request.stateOfRequest;
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

  return [
    { id: 'request-details-general', title: t('private-area.details.sections.request'), rows: general },
    {
      id: 'request-details-suap',
      title: t('private-area.details.sections.suap'),
      rows: officeRows(request, text, lang),
    },
    {
      id: 'request-details-contact',
      title: t('private-area.details.sections.contact'),
      rows: contactRows(request, text),
    },
    {
      id: 'request-details-personal',
      title: t('private-area.details.sections.personal'),
      rows: personalRows(request, text),
    },
  ];
}

type FieldName =
  | RequestRowField
  | 'reference-code'
  | 'service-type'
  | 'language'
  | 'created-on'
  | 'updated-on'
  | 'sent-on'
  | 'expires-on';

function fieldKey(name: FieldName) {
  return `private-area.details.fields.${name}` as const;
}
