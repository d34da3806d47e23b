import { z } from 'zod';
import {
  BIRTH_AGE_RANGE,
  FIELD_MAX_LENGTHS,
  missingForStep,
  optionalCodeField,
  optionalDisplayDateField,
  optionalTextField,
  patterns,
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
const code = (pattern: RegExp) => optionalCodeField(pattern).transform((v) => v ?? '');

/** The longest value each text field takes: the error message names it (issue 23). */
export const PERSONAL_MAX_LENGTHS: Partial<Record<keyof PersonalValues, number>> = {
  firstName: FIELD_MAX_LENGTHS.name,
  lastName: FIELD_MAX_LENGTHS.name,
  placeOfBirth: FIELD_MAX_LENGTHS.place,
  cityOfBirth: FIELD_MAX_LENGTHS.place,
  email: FIELD_MAX_LENGTHS.email,
  companyName: FIELD_MAX_LENGTHS.companyName,
};

/**
 * Fields that are not shown are neither validated nor saved (issue 23): someone acting for themselves has no
 * company name or VAT number, whatever was typed before unticking the choice.
 */
function withoutHiddenFields(values: PersonalValues): PersonalValues {
  return values.legalRepresentative ? values : { ...values, companyName: '', partitaIva: '' };
}

/** The shared contract's rules for personal data (PersonalDataDraftInputSchema), trimmed, on the form's values. */
const personalFields = z.object({
  firstName: text(patterns.personName, FIELD_MAX_LENGTHS.name),
  lastName: text(patterns.personName, FIELD_MAX_LENGTHS.name),
  fiscalCode: code(patterns.fiscalCode),
  dateOfBirth: optionalDisplayDateField({ notInFuture: true, age: BIRTH_AGE_RANGE }).transform(
    (v) => v ?? '',
  ),
  placeOfBirth: text(patterns.countryName, FIELD_MAX_LENGTHS.place),
  cityOfBirth: text(patterns.extendedText, FIELD_MAX_LENGTHS.place),
  gender: z.enum(['', 'M', 'F']),
  email: text(patterns.email, FIELD_MAX_LENGTHS.email),
  legalRepresentative: z.boolean(),
  companyName: text(patterns.extendedText, FIELD_MAX_LENGTHS.companyName),
  partitaIva: code(patterns.vatNumber),
});

/** Save: anything may still be empty, and every filled (shown) field follows SPEC §5. */
export const personalDraftSchema = z.preprocess(withoutHiddenFields, personalFields);

/**
 * Continue: complete as the shared `missingForStep` says — the one rule the step status, the server's save and
 * send also read — first name, last name and fiscal code, and for a company's legal representative its name and
 * VAT number. Values are trimmed first, so three spaces are no name.
 */
export const personalCompleteSchema = z.preprocess(
  withoutHiddenFields,
  personalFields.superRefine((values, ctx) => {
    const { partitaIva, ...personalData } = values;
    for (const path of missingForStep('personal-data', { personalData, partitaIva })) {
      ctx.addIssue({ code: 'custom', message: 'required', path: [path.replace(/^personalData\./u, '')] });
    }
  }),
);

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
