import { z } from 'zod';
import { FIELD_MAX_LENGTHS } from '../constants.js';
import { GenderSchema } from '../enums.js';
import { patterns } from '../patterns.js';
import { closedObject, displayDateField, optionalTextField, requiredTextField } from '../validation.js';

/**
 * The person data the identity matching page sends to POST /acs/check/pf (SPEC §7), named as in the check
 * result. statoNascita is the country of birth (Italia for people born in Italy); comuneNascita is empty for
 * people born abroad.
 */
export const PersonCheckInputSchema = closedObject({
  codiceFiscale: requiredTextField(patterns.fiscalCode, 16),
  nome: requiredTextField(patterns.personName, FIELD_MAX_LENGTHS.name),
  cognome: requiredTextField(patterns.personName, FIELD_MAX_LENGTHS.name),
  dataNascita: displayDateField({ notInFuture: true }),
  sesso: GenderSchema,
  statoNascita: requiredTextField(patterns.extendedText, FIELD_MAX_LENGTHS.place),
  comuneNascita: optionalTextField(patterns.extendedText, FIELD_MAX_LENGTHS.place),
});
export type PersonCheckInput = z.infer<typeof PersonCheckInputSchema>;

/** SPEC §3 fiscal code check result; `valido` false means the data do not match the code. */
export const FiscalCodeCheckSchema = z.object({
  valido: z.boolean(),
  nome: z.string().nullable(),
  cognome: z.string().nullable(),
  dataNascita: z.string().nullable(),
  statoNascita: z.string().nullable(),
  comuneNascita: z.string().nullable(),
  codiceFiscale: z.string().nullable(),
  sesso: GenderSchema.nullable(),
});
export type FiscalCodeCheck = z.infer<typeof FiscalCodeCheckSchema>;

export const LEGAL_REP_OUTCOMES = ['OK', 'KO'] as const;
export const LegalRepCheckSchema = z.object({ esito: z.enum(LEGAL_REP_OUTCOMES) });
export type LegalRepCheck = z.infer<typeof LegalRepCheckSchema>;
