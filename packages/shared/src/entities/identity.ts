import { z } from 'zod';
import { GenderSchema, type Gender } from '../enums.js';
import { formatDate } from '../dates.js';
import { normalizeFiscalCode } from '../patterns.js';

/** Custom claim names our identity providers use besides the standard ones (SPEC §3). */
export const CUSTOM_CLAIMS = {
  fiscalNumber: 'fiscal_number',
  birthdate: 'date_of_birth',
} as const;

/** SPID/CIE carry the fiscal number as TINIT-<code> (ETSI natural-person identifier). */
export const FISCAL_NUMBER_PREFIX = 'TINIT-';

/** The ID-token claims SPEC §3 reads; anything else in the token is ignored. */
export const RawIdTokenClaimsSchema = z.looseObject({
  name: z.string().optional(),
  family_name: z.string().optional(),
  birthdate: z.string().optional(),
  [CUSTOM_CLAIMS.birthdate]: z.string().optional(),
  [CUSTOM_CLAIMS.fiscalNumber]: z.string().optional(),
  gender: z.string().optional(),
  email: z.string().optional(),
  identities: z.array(z.looseObject({ userId: z.string().optional() })).optional(),
});
export type RawIdTokenClaims = z.infer<typeof RawIdTokenClaimsSchema>;

/**
 * The identity as the web app may see it: normalised claims, no token. fiscalCode null sends the user to the
 * identity matching page (SPEC §4).
 */
export const IdentityClaimsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  fiscalCode: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: GenderSchema.nullable(),
  email: z.string().nullable(),
  userEidasId: z.string().nullable(),
});
export type IdentityClaims = z.infer<typeof IdentityClaimsSchema>;

/** What the token call returns to the browser: never the access, refresh or ID token themselves. */
export const AuthTokensSchema = z.object({
  claims: IdentityClaimsSchema,
  expires_in: z.number().int(),
  token_type: z.string(),
});
export type AuthTokens = z.infer<typeof AuthTokensSchema>;

function toGender(value: string | undefined): Gender | null {
  const normalised = value?.trim().toUpperCase();
  if (normalised === 'M' || normalised === 'MALE') return 'M';
  if (normalised === 'F' || normalised === 'FEMALE') return 'F';
  return null;
}

function emptyToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** SPEC §3: the custom birthdate wins; otherwise the standard YYYY-MM-DD birthdate is reformatted. */
function toDisplayBirthDate(claims: RawIdTokenClaims): string | null {
  const custom = emptyToNull(claims[CUSTOM_CLAIMS.birthdate] as string | undefined);
  if (custom) return custom;
  const standard = emptyToNull(claims.birthdate);
  return standard ? formatDate(standard) || null : null;
}

/** Normalises ID-token claims: strips TINIT-, upper-cases the fiscal code, reformats the birth date. */
export function identityClaimsFromToken(raw: unknown): IdentityClaims {
  const claims = RawIdTokenClaimsSchema.parse(raw);
  const fiscalNumber = emptyToNull(claims[CUSTOM_CLAIMS.fiscalNumber] as string | undefined);
  const fiscalCode = fiscalNumber
    ? normalizeFiscalCode(
        fiscalNumber.toUpperCase().startsWith(FISCAL_NUMBER_PREFIX)
          ? fiscalNumber.slice(FISCAL_NUMBER_PREFIX.length)
          : fiscalNumber,
      )
    : null;
  return {
    firstName: claims.name?.trim() ?? '',
    lastName: claims.family_name?.trim() ?? '',
    fiscalCode: fiscalCode || null,
    dateOfBirth: toDisplayBirthDate(claims),
    gender: toGender(claims.gender),
    email: emptyToNull(claims.email),
    userEidasId: emptyToNull(claims.identities?.[0]?.userId),
  };
}
