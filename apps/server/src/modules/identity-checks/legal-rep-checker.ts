import { LegalRepCheckSchema, type CheckLegalRepQuery } from '@suap/shared';
import { CheckUnavailableError } from './fiscal-code-checker.js';

export type LegalRepOutcome = 'OK' | 'KO';

/** Is the person a legal representative of the company (business registry)? */
export interface LegalRepChecker {
  check(query: CheckLegalRepQuery): Promise<LegalRepOutcome>;
}

export interface BusinessRegistry {
  isLegalRepresentative(personFiscalCode: string, companyFiscalCodeOrVat: string): Promise<boolean>;
}

/** Local check against the companies / legal_representatives tables. */
export function localLegalRepChecker(registry: BusinessRegistry): LegalRepChecker {
  return {
    async check(query) {
      return (await registry.isLegalRepresentative(
        query.cfPersona.toUpperCase(),
        query.cfImpresa.toUpperCase(),
      ))
        ? 'OK'
        : 'KO';
    },
  };
}

/** An external registry service (LEGAL_REP_CHECK_URL): GET with the same query, read { esito }. */
export function httpLegalRepChecker(url: string, timeoutMs = 10_000): LegalRepChecker {
  return {
    async check(query) {
      const target = new URL(url);
      for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
      let response: Response;
      try {
        response = await fetch(target, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new CheckUnavailableError('The business registry cannot be reached', { cause: error });
      }
      if (!response.ok) throw new CheckUnavailableError(`The business registry answered ${response.status}`);
      const parsed = LegalRepCheckSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success)
        throw new CheckUnavailableError('The business registry answered an unexpected reply');
      return parsed.data.esito;
    },
  };
}
