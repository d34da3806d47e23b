import {
  normalizeFiscalCode,
  type FiscalCodeCheck,
  type IdentityClaims,
  type PersonCheckInput,
} from '@suap/shared';
import { ApiError } from '../../lib/reply.js';
import { CheckUnavailableError, type FiscalCodeChecker } from './fiscal-code-checker.js';
import { codeMatchesPerson } from './fiscal-code-rules.js';
import { msg } from '../../lib/messages/index.js';

export type ValidCheck = FiscalCodeCheck & { valido: true; codiceFiscale: string; statoNascita: string };

/** 400 with the check result and valido false: the web shows the identity-matcher "invalid" message (SPEC §8). */
export const invalidCheck = (result: FiscalCodeCheck, description: string) =>
  new ApiError(400, 'Bad Request', description, { ...result, valido: false });

/**
 * 502: the check could not be made; the web shows the generic identity-matcher error (SPEC §8). Which service
 * failed, and how, stays in the error's cause for the log, not in the reply.
 */
export const checkUnavailable = (error: CheckUnavailableError) =>
  Object.assign(new ApiError(502, 'Bad Gateway', msg('check.unavailable')), { cause: error });

/**
 * Runs the fiscal-code check and fails unless the data match the code; with `identity` (identity matching),
 * the code must also belong to the person the identity provider vouched for, so nobody links their eIDAS
 * identity to someone else's fiscal code.
 */
export async function checkPersonOrFail(
  checker: FiscalCodeChecker,
  input: PersonCheckInput,
  identity?: IdentityClaims,
): Promise<ValidCheck> {
  let result: FiscalCodeCheck;
  try {
    result = await checker.check(input);
  } catch (error) {
    if (error instanceof CheckUnavailableError) throw checkUnavailable(error);
    throw error;
  }
  if (!result.valido) {
    throw invalidCheck(
      result,
      'The fiscal code does not match the data given (name, surname, birth date, gender, place of birth)',
    );
  }
  const code = normalizeFiscalCode(result.codiceFiscale ?? input.codiceFiscale);
  if (identity) {
    const person = {
      firstName: identity.firstName,
      lastName: identity.lastName,
      birthDate: identity.dateOfBirth ?? '',
      gender: identity.gender ?? input.sesso,
    };
    if (!codeMatchesPerson(code, person)) {
      throw invalidCheck(result, 'The fiscal code does not belong to the identity you logged in with');
    }
  }
  return {
    ...result,
    valido: true,
    codiceFiscale: code,
    statoNascita: result.statoNascita ?? input.statoNascita,
  };
}
