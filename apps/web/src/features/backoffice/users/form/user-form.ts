import { z } from 'zod';
import { normalizeFiscalCode, Role, UserInputSchema, type User, type UserInput } from '@suap/shared';

/** What the form's controls hold: text everywhere, the profile id and the active flag as select/radio values. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  fiscalCode: string;
  email: string;
  profile: { profileId: string };
  active: '' | '0' | '1';
  userEidasId: string;
  dateOfBirth: string;
  placeOfBirth: string;
  cityOfBirth: string;
  gender: '' | 'M' | 'F';
}

/** Field names in the order they appear: the order of the error summary. */
export const USER_FORM_FIELDS = [
  'firstName',
  'lastName',
  'fiscalCode',
  'email',
  'profile.profileId',
  'active',
  'userEidasId',
  'dateOfBirth',
  'placeOfBirth',
  'cityOfBirth',
  'gender',
] as const;
export type UserFormField = (typeof USER_FORM_FIELDS)[number];

/** The profiles an administrator can give, staff first. */
export const PROFILE_OPTIONS = [Role.BO_ADMIN, Role.BO_COLLAB, Role.BACK_OFFICE, Role.FRONT_OFFICE] as const;

export const EMPTY_USER_FORM: UserFormValues = {
  firstName: '',
  lastName: '',
  fiscalCode: '',
  email: '',
  profile: { profileId: '' },
  active: '1',
  userEidasId: '',
  dateOfBirth: '',
  placeOfBirth: '',
  cityOfBirth: '',
  gender: '',
};

export function userToForm(user: User): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    fiscalCode: user.fiscalCode,
    email: user.email ?? '',
    profile: { profileId: String(user.profile.profileId) },
    active: user.active === 1 ? '1' : '0',
    userEidasId: user.userEidasId ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    placeOfBirth: user.placeOfBirth ?? '',
    cityOfBirth: user.cityOfBirth ?? '',
    gender: user.gender ?? '',
  };
}

/** Form values in the body's shape, for the shared schema to judge (SPEC §5 rules live there only). */
function toCandidate(values: UserFormValues) {
  const trim = (text: string) => text.trim();
  return {
    firstName: trim(values.firstName),
    lastName: trim(values.lastName),
    fiscalCode: normalizeFiscalCode(values.fiscalCode),
    email: trim(values.email),
    // An unchosen profile reaches the schema as a missing id, which it reports as 'invalid' on profileId.
    profile: { profileId: values.profile.profileId === '' ? undefined : Number(values.profile.profileId) },
    active: values.active === '' ? undefined : Number(values.active),
    userEidasId: trim(values.userEidasId),
    dateOfBirth: trim(values.dateOfBirth),
    placeOfBirth: trim(values.placeOfBirth),
    cityOfBirth: trim(values.cityOfBirth),
    gender: values.gender,
  };
}

/**
 * The shared UserInputSchema applied to the form's values; issues carry codes ('required', 'pattern'...). The
 * preprocess step is typed with the form's values, so the schema's input is UserFormValues and the resolver built
 * from it fits the form without casts.
 */
export const userFormSchema = z.preprocess((values: UserFormValues) => toCandidate(values), UserInputSchema);

export function toUserInput(values: UserFormValues): UserInput {
  return UserInputSchema.parse(toCandidate(values));
}
