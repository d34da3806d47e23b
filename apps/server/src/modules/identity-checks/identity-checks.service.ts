import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  httpFiscalCodeChecker,
  localFiscalCodeChecker,
  type FiscalCodeChecker,
} from './fiscal-code-checker.js';
import { identityChecksRepository } from './identity-checks.repository.js';
import { httpLegalRepChecker, localLegalRepChecker, type LegalRepChecker } from './legal-rep-checker.js';

export interface IdentityChecks {
  fiscalCode: FiscalCodeChecker;
  legalRep: LegalRepChecker;
}

/** Local implementations by default; a configured URL switches a check to the external service. */
export function createIdentityChecksService({ database, config }: ServiceDeps): IdentityChecks {
  const repository = identityChecksRepository(database.db);
  return {
    fiscalCode: config.FISCAL_CODE_CHECK_URL
      ? httpFiscalCodeChecker(config.FISCAL_CODE_CHECK_URL)
      : localFiscalCodeChecker(repository),
    legalRep: config.LEGAL_REP_CHECK_URL
      ? httpLegalRepChecker(config.LEGAL_REP_CHECK_URL)
      : localLegalRepChecker(repository),
  };
}
