import {
  FiscalCodeCheckSchema,
  normalizeFiscalCode,
  type FiscalCodeCheck,
  type PersonCheckInput,
} from '@suap/shared';
import {
  expectedPersonPart,
  foreignCountryCode,
  hasValidChecksum,
  municipalityCodeFromPackage,
  placeCodeOf,
  withoutOmocodia,
} from './fiscal-code-rules.js';

/** Verifies a fiscal code against the person's data (SPEC §3 "Fiscal code check result"). */
export interface FiscalCodeChecker {
  check(input: PersonCheckInput): Promise<FiscalCodeCheck>;
}

/** The check service could not answer (network, 5xx, malformed reply): not the same as "invalid". */
export class CheckUnavailableError extends Error {}

const ITALY = /^(italia|italy)$/i;

export interface MunicipalityCodes {
  /** Cadastral codes of the Italian municipalities with this name (several towns may share it). */
  cadastralCodesByName(name: string): Promise<string[]>;
}

function resultOf(input: PersonCheckInput, valido: boolean): FiscalCodeCheck {
  return {
    valido,
    nome: input.nome.trim(),
    cognome: input.cognome.trim(),
    dataNascita: input.dataNascita,
    statoNascita: input.statoNascita.trim(),
    comuneNascita: input.comuneNascita?.trim() || null,
    codiceFiscale: normalizeFiscalCode(input.codiceFiscale),
    sesso: input.sesso,
  };
}

/**
 * Local check with codice-fiscale-js: the check character, then surname, name, birth date, gender and place
 * of birth (an Italian municipality, or the foreign country) must all produce the code that was given.
 */
export function localFiscalCodeChecker(municipalities: MunicipalityCodes): FiscalCodeChecker {
  async function placeCodes(input: PersonCheckInput): Promise<string[]> {
    const country = input.statoNascita.trim();
    if (!ITALY.test(country)) {
      const code = foreignCountryCode(country);
      return code ? [code] : [];
    }
    const town = input.comuneNascita?.trim();
    if (!town) return [];
    const fromRegistry = await municipalities.cadastralCodesByName(town);
    const fromPackage = municipalityCodeFromPackage(town);
    return [...fromRegistry, ...(fromPackage ? [fromPackage] : [])];
  }

  return {
    async check(input) {
      const code = normalizeFiscalCode(input.codiceFiscale);
      if (!hasValidChecksum(code)) return resultOf(input, false);
      const person = expectedPersonPart({
        firstName: input.nome,
        lastName: input.cognome,
        birthDate: input.dataNascita,
        gender: input.sesso,
      });
      const personMatches = person !== null && withoutOmocodia(code).startsWith(person);
      const placeMatches = (await placeCodes(input)).includes(placeCodeOf(code));
      return resultOf(input, personMatches && placeMatches);
    },
  };
}

/**
 * An external check service (FISCAL_CODE_CHECK_URL): POST the person data as JSON, read the SPEC §3 result.
 * A 400 with valido false is an answer ("invalid"); anything else unexpected is CheckUnavailableError.
 */
export function httpFiscalCodeChecker(url: string, timeoutMs = 10_000): FiscalCodeChecker {
  return {
    async check(input) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new CheckUnavailableError('The fiscal code check service cannot be reached', { cause: error });
      }
      if (response.status !== 200 && response.status !== 400) {
        throw new CheckUnavailableError(`The fiscal code check service answered ${response.status}`);
      }
      const parsed = FiscalCodeCheckSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success)
        throw new CheckUnavailableError('The fiscal code check service answered an unexpected reply');
      return response.status === 400 ? { ...parsed.data, valido: false } : parsed.data;
    },
  };
}
