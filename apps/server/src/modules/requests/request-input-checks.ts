import { normalizeFiscalCode, type RequestDraftInput } from '@suap/shared';
import { overlongFields } from './request-changes.js';
import { fieldError, invalidFields, type FieldError } from './requests.errors.js';
import type { requestsRepository } from './requests.repository.js';
import type { Actor } from './actor.js';

type Repository = ReturnType<typeof requestsRepository>;

/** A fiscal code the provider vouched for must be the applicant's own. */
function foreignFiscalCode(actor: Actor, input: RequestDraftInput): boolean {
  const fiscalCode = input.personalData?.fiscalCode?.trim();
  return Boolean(
    actor.fiscalCodeFromProvider && fiscalCode && normalizeFiscalCode(fiscalCode) !== actor.fiscalCode,
  );
}

/**
 * The checks of checkDraftInput that need no database: the texts fit their columns, the fiscal code is the user's.
 * A save that passes them goes straight to the one-statement save, which checks the rest itself.
 */
export function inputChecksPass(actor: Actor, input: RequestDraftInput): boolean {
  return overlongFields(input).length === 0 && !foreignFiscalCode(actor, input);
}

/**
 * Checks what the schema cannot: related records exist (a 400 naming the field, never a foreign-key 500),
 * the SUAP takes requests on this portal, the applicant's fiscal code is the user's own when the provider
 * vouched for it, and the texts fit their columns.
 */
export async function checkDraftInput(repository: Repository, actor: Actor, input: RequestDraftInput) {
  const errors: FieldError[] = overlongFields(input).map((path) =>
    fieldError(path, 'maxlength', 'maxlength'),
  );
  const suap = input.suap ? await repository.findSuap(input.suap.suapId) : undefined;
  if (input.suap && !suap) errors.push(fieldError('suap.suapId', 'exists', 'invalid'));
  // EXT offices have their own portal (SPEC §4 "Suap exception"): a request here would never reach them.
  if (suap && suap.type !== 'INT') errors.push(fieldError('suap.suapId', 'type', 'invalid'));
  const initiative = input.iniziative
    ? await repository.findInitiative(input.iniziative.iniziativeId)
    : undefined;
  if (input.iniziative && !initiative)
    errors.push(fieldError('iniziative.iniziativeId', 'exists', 'invalid'));
  if (foreignFiscalCode(actor, input)) errors.push(fieldError('personalData.fiscalCode', 'own', 'invalid'));
  if (errors.length > 0) throw invalidFields(errors);
}
