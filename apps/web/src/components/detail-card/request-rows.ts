import { NotificationType, pickLocalized, type Language, type Request } from '@suap/shared';
import type { DetailRow } from './DetailSectionCard';

/**
 * The answers of a request the rows read (the office chosen, the contact, the person): a sent request, or the
 * wizard's draft, whose SUAP may still be the picker's selection without its PEC.
 */
export interface RequestRowSource {
  suap?: { name: string; pec?: string | null } | null;
  iniziative?: Request['iniziative'];
  procedureNotification?: Request['procedureNotification'];
  personalData?: Request['personalData'];
  partitaIva?: Request['partitaIva'];
}

/** The fields the rows name; each area words them under its own i18n keys. */
export type RequestRowField =
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

/** The words of one area (private area, back office): labels and the values that are translated. */
export interface RequestRowText {
  label: (field: RequestRowField) => string;
  contactType: (kind: 'pec' | 'email') => string;
  gender: (gender: 'M' | 'F') => string;
  yesNo: (value: boolean) => string;
}

/** The SUAP and the initiative, in the page language; the SUAP name exists only in Italian. */
export function officeRows(source: RequestRowSource, text: RequestRowText, lang: Language): DetailRow[] {
  const initiative = source.iniziative;
  const pick = (base: 'description' | 'activity' | 'area') =>
    initiative ? pickLocalized(initiative, base, lang) : '';
  return [
    { label: text.label('suap'), value: source.suap?.name ?? '', italian: true },
    { label: text.label('suap-pec'), value: source.suap?.pec ?? '' },
    { label: text.label('initiative'), value: pick('description') },
    { label: text.label('initiative-code'), value: initiative?.code ?? '' },
    { label: text.label('activity'), value: pick('activity') },
    { label: text.label('area'), value: pick('area') },
  ];
}

/** How the office writes to the person (PEC or e-mail) and where. */
export function contactRows(source: RequestRowSource, text: RequestRowText): DetailRow[] {
  const contact = source.procedureNotification;
  return [
    {
      label: text.label('contact-type'),
      value: contact ? text.contactType(contact.typeId === NotificationType.PEC ? 'pec' : 'email') : '',
    },
    { label: text.label('contact-address'), value: contact?.address ?? '' },
  ];
}

/** Where the areas differ on the person's rows. */
export interface PersonalRowRules {
  /**
   * When the company rows (name, VAT number) appear: the details pages show them for a legal representative or
   * whenever a VAT number was given; the wizard's summary for a legal representative only.
   */
  companyRows?: 'representative-or-vat' | 'representative';
  /** The legal-representative row before any personal data: empty on the details pages, "no" in the wizard. */
  representativeWithoutData?: 'empty' | 'no';
}

/** The person's data; the company rows appear for a legal representative (or a VAT number, see the rules). */
export function personalRows(
  source: RequestRowSource,
  text: RequestRowText,
  { companyRows = 'representative-or-vat', representativeWithoutData = 'empty' }: PersonalRowRules = {},
): DetailRow[] {
  const person = source.personalData;
  const representative = person
    ? text.yesNo(person.legalRepresentative)
    : representativeWithoutData === 'no'
      ? text.yesNo(false)
      : '';
  const rows: DetailRow[] = [
    { label: text.label('first-name'), value: person?.firstName ?? '' },
    { label: text.label('last-name'), value: person?.lastName ?? '' },
    { label: text.label('fiscal-code'), value: person?.fiscalCode ?? '' },
    { label: text.label('date-of-birth'), value: person?.dateOfBirth ?? '' },
    { label: text.label('place-of-birth'), value: person?.placeOfBirth ?? '' },
    { label: text.label('city-of-birth'), value: person?.cityOfBirth ?? '', italian: true },
    { label: text.label('gender'), value: person?.gender ? text.gender(person.gender) : '' },
    { label: text.label('email'), value: person?.email ?? '' },
    { label: text.label('legal-representative'), value: representative },
  ];
  const vat = companyRows === 'representative-or-vat' && Boolean(source.partitaIva);
  if (person?.legalRepresentative || vat) {
    rows.push(
      { label: text.label('company-name'), value: person?.companyName ?? '' },
      { label: text.label('vat-number'), value: source.partitaIva ?? '' },
    );
  }
  return rows;
}
