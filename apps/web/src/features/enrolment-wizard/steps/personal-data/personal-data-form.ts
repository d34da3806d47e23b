import { z } from 'zod';
import {
  displayDateField,
  FIELD_MAX_LENGTHS,
  optionalDisplayDateField,
  optionalTextField,
  patterns,
  requiredTextField,
  type PersonalData,
  type User,
} from '@suap/shared';
import type { WizardDraft } from '../../draft/wizard-draft';

export interface PersonalValues {
  firstName: string;
  lastName: string;
  fiscalCode: string;
  dateOfBirth: string;
  placeOfBirth: string;
  cityOfBirth: string;
  gender: '' | 'M' | 'F';
  email: string;
  legalRepresentative: boolean;
  companyName: string;
  partitaIva: string;
}

const text = (pattern: RegExp, max: number) => optionalTextField(pattern, max).transform((v) => v ?? '');

/** Save: anything may still be empty, and every filled field follows SPEC §5. */
export const personalDraftSchema = z.object({
  firstName: text(patterns.personName, FIELD_MAX_LENGTHS.name),
  lastName: text(patterns.personName, FIELD_MAX_LENGTHS.name),
  fiscalCode: text(patterns.fiscalCode, 16),
  dateOfBirth: optionalDisplayDateField({ notInFuture: true }).transform((v) => v ?? ''),
  placeOfBirth: text(patterns.extendedText, FIELD_MAX_LENGTHS.place),
  cityOfBirth: text(patterns.extendedText, FIELD_MAX_LENGTHS.place),
  gender: z.enum(['', 'M', 'F']),
  email: text(patterns.email, FIELD_MAX_LENGTHS.email),
  legalRepresentative: z.boolean(),
  companyName: text(patterns.extendedText, FIELD_MAX_LENGTHS.companyName),
  partitaIva: text(patterns.vatNumber, 11),
});

/**
 * Continue: SPEC §4 needs first name, last name and fiscal code; someone acting for a company also gives its
 * name and VAT number (shared missingForStep). A birth date, when given, must be a real past date.
 */
export const personalCompleteSchema = personalDraftSchema
  .extend({
    firstName: requiredTextField(patterns.personName, FIELD_MAX_LENGTHS.name),
    lastName: requiredTextField(patterns.personName, FIELD_MAX_LENGTHS.name),
    fiscalCode: requiredTextField(patterns.fiscalCode, 16),
    dateOfBirth: z.union([z.literal(''), displayDateField({ notInFuture: true })]),
  })
  .superRefine((values, ctx) => {
    if (!values.legalRepresentative) return;
    if (values.companyName.trim() === '')
      ctx.addIssue({ code: 'custom', message: 'required', path: ['companyName'] });
    if (values.partitaIva.trim() === '')
      ctx.addIssue({ code: 'custom', message: 'required', path: ['partitaIva'] });
  });

/**
 * The saved answers, else (nothing saved yet) the identity's data (SPEC §3: the place of birth is Italia when the state of birth is
 * empty).
 */
export function personalDefaults(
  saved: PersonalData | null,
  partitaIva: string | null | undefined,
  user: User | null,
): PersonalValues {
  // The server sends a draft's personal data with every field null until the step is saved the first time.
  const blank =
    !saved ||
    (['firstName', 'lastName', 'fiscalCode', 'dateOfBirth', 'email'] as const).every(
      (field) => !saved[field],
    );
  const source =
    !blank && saved
      ? saved
      : {
          firstName: user?.firstName ?? null,
          lastName: user?.lastName ?? null,
          fiscalCode: user?.fiscalCode ?? null,
          dateOfBirth: user?.dateOfBirth ?? null,
          placeOfBirth: user?.placeOfBirth ?? null,
          cityOfBirth: user?.cityOfBirth ?? null,
          gender: user?.gender ?? null,
          email: user?.email ?? null,
          legalRepresentative: false,
          companyName: null,
        };
  return {
    firstName: source.firstName ?? '',
    lastName: source.lastName ?? '',
    fiscalCode: source.fiscalCode ?? '',
    dateOfBirth: source.dateOfBirth ?? '',
    placeOfBirth: source.placeOfBirth || 'Italia',
    cityOfBirth: source.cityOfBirth ?? '',
    gender: source.gender ?? '',
    email: source.email ?? '',
    legalRepresentative: source.legalRepresentative,
    companyName: source.companyName ?? '',
    partitaIva: partitaIva ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function personalChanges(values: PersonalValues): Partial<WizardDraft> {
  const representative = values.legalRepresentative;
  return {
    personalData: {
      firstName: orNull(values.firstName),
      lastName: orNull(values.lastName),
      fiscalCode: orNull(values.fiscalCode.toUpperCase()),
      dateOfBirth: orNull(values.dateOfBirth),
      placeOfBirth: orNull(values.placeOfBirth),
      cityOfBirth: orNull(values.cityOfBirth),
      gender: values.gender === '' ? null : values.gender,
      email: orNull(values.email),
      legalRepresentative: representative,
      companyName: representative ? orNull(values.companyName) : null,
    },
    partitaIva: representative ? orNull(values.partitaIva) : null,
  };
}
