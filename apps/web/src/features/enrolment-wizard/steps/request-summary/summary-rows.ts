import type { ParseKeys, TFunction } from 'i18next';
import type { Language } from '@suap/shared';
import {
  contactRows,
  officeRows,
  personalRows,
  type RequestRowField,
  type RequestRowText,
} from '../../../../components/detail-card/request-rows';
import type { WizardDraft } from '../../draft/wizard-draft';
import type { SummaryRow } from './SummaryGroup';

/** The wizard names each field as its step's form does, so the summary reads like the answers given. */
const labelKeys: Record<RequestRowField, ParseKeys> = {
  suap: 'enrolment.summary.suap',
  'suap-pec': 'enrolment.summary.suap-pec',
  initiative: 'enrolment.summary.initiative',
  'initiative-code': 'enrolment.summary.initiative-code',
  activity: 'enrolment.summary.activity',
  area: 'enrolment.summary.area',
  'contact-type': 'enrolment.contacts.type-legend',
  'contact-address': 'enrolment.contacts.address',
  'first-name': 'enrolment.personal.firstName',
  'last-name': 'enrolment.personal.lastName',
  'fiscal-code': 'enrolment.personal.fiscalCode',
  'date-of-birth': 'enrolment.personal.dateOfBirth',
  'place-of-birth': 'enrolment.personal.placeOfBirth',
  'city-of-birth': 'enrolment.personal.cityOfBirth',
  gender: 'enrolment.personal.gender',
  email: 'enrolment.personal.email',
  'legal-representative': 'enrolment.personal.legalRepresentative',
  'company-name': 'enrolment.personal.companyName',
  'vat-number': 'enrolment.personal.partitaIva',
};

function wizardRowText(t: TFunction): RequestRowText {
  return {
    label: (field) => t(labelKeys[field]),
    contactType: (kind) => t(`enrolment.contacts.type-${kind}`),
    gender: (gender) => t(`enrolment.personal.gender-${gender}`),
    yesNo: (value) => t(value ? 'enrolment.summary.yes' : 'enrolment.summary.no'),
  };
}

/**
 * Every answer of the draft grouped by step, in the page language, with the rows the details pages use: the
 * wizard shows the company rows for a legal representative only, and "no" before the person's data is given.
 */
export function summaryGroups(
  draft: WizardDraft,
  t: TFunction,
  lang: Language,
): Record<'contacts' | 'initiative' | 'personal', SummaryRow[]> {
  const text = wizardRowText(t);
  return {
    contacts: contactRows(draft, text),
    initiative: officeRows(draft, text, lang),
    personal: personalRows(draft, text, { companyRows: 'representative', representativeWithoutData: 'no' }),
  };
}
