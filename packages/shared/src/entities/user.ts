import { z } from 'zod';
import { FIELD_MAX_LENGTHS } from '../constants.js';
import { GenderSchema, OptionalGenderSchema } from '../enums.js';
import { patterns } from '../patterns.js';
import {
  closedObject,
  idField,
  optionalDisplayDateField,
  optionalTextField,
  requiredOrInvalid,
  requiredTextField,
} from '../validation.js';
import { ProfileRefSchema, ProfileSchema } from './profile.js';

export const ActiveFlagSchema = z.literal([0, 1], { error: requiredOrInvalid });

/**
 * A portal user as the server sends it (SPEC §3). Birth data, gender and e-mail are null when the identity
 * provider did not give them and nobody entered them; fiscalCode is always present (eIDAS users get one through
 * identity matching before their record exists).
 */
export const UserSchema = z.object({
  userId: z.number().int(),
  userEidasId: z.string().nullable().optional(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  cityOfBirth: z.string().nullable(),
  fiscalCode: z.string(),
  gender: GenderSchema.nullable(),
  email: z.string().nullable(),
  profile: ProfileSchema,
  active: ActiveFlagSchema,
});
export type User = z.infer<typeof UserSchema>;

/**
 * What an administrator enters to create or modify a user, with the SPEC §5 rules. Names, fiscal code, e-mail,
 * profile and active are required; birth data and the eIDAS id are optional.
 */
export const UserInputSchema = closedObject({
  userEidasId: optionalTextField(patterns.userEidasId, 15),
  firstName: requiredTextField(patterns.personName, FIELD_MAX_LENGTHS.name),
  lastName: requiredTextField(patterns.personName, FIELD_MAX_LENGTHS.name),
  dateOfBirth: optionalDisplayDateField({ notInFuture: true }),
  placeOfBirth: optionalTextField(patterns.extendedText, FIELD_MAX_LENGTHS.place),
  cityOfBirth: optionalTextField(patterns.extendedText, FIELD_MAX_LENGTHS.place),
  fiscalCode: requiredTextField(patterns.fiscalCode, 16),
  gender: OptionalGenderSchema,
  email: requiredTextField(patterns.email, FIELD_MAX_LENGTHS.email),
  // Closed here too: the profile is named by its id alone (ProfileRefSchema), a description is the server's.
  profile: closedObject(ProfileRefSchema.shape, { error: 'required' }),
  active: ActiveFlagSchema,
});
export type UserInput = z.infer<typeof UserInputSchema>;

export const UserModifyInputSchema = UserInputSchema.extend({ userId: idField() });
export type UserModifyInput = z.infer<typeof UserModifyInputSchema>;
