import { z } from 'zod';
import { patterns } from '../patterns.js';
import { requiredTextField } from '../validation.js';
import {
  FiscalCodeCheckSchema,
  LegalRepCheckSchema,
  PersonCheckInputSchema,
} from '../entities/identity-checks.js';
import { ResponseStatusSchema } from '../entities/response-status.js';

/** POST /acs/check/pf: the person data to verify against the fiscal code. */
export const CheckPersonBodySchema = PersonCheckInputSchema;
export type CheckPersonBody = z.infer<typeof CheckPersonBodySchema>;

export const CheckPersonReplySchema = ResponseStatusSchema.extend(FiscalCodeCheckSchema.shape);
export type CheckPersonReply = z.infer<typeof CheckPersonReplySchema>;

/** Identifiers of the EU public service catalogue (letters, digits and . _ : -). */
const euPublicServiceId = /^[A-Za-z0-9._:-]+$/u;

/** GET /acs/check-legal-rep: is cfPersona a legal representative of the company cfImpresa? */
export const CheckLegalRepQuerySchema = z.object({
  cfPersona: requiredTextField(patterns.fiscalCode, 16),
  cfImpresa: requiredTextField(patterns.companyFiscalCode, 16),
  euPublicServiceId: requiredTextField(euPublicServiceId, 100),
  ipaCode: requiredTextField(patterns.ipaCode, 20),
});
export type CheckLegalRepQuery = z.infer<typeof CheckLegalRepQuerySchema>;

/** `esito` is OK only when the person represents the company; the check passes on OK alone (SPEC §5). */
export const CheckLegalRepReplySchema = ResponseStatusSchema.extend(LegalRepCheckSchema.shape);
export type CheckLegalRepReply = z.infer<typeof CheckLegalRepReplySchema>;
