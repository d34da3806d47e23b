import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, legalRepresentatives, municipalities } from '../../db/schema.js';
import type { MunicipalityCodes } from './fiscal-code-checker.js';
import type { BusinessRegistry } from './legal-rep-checker.js';

export function identityChecksRepository(db: Db): MunicipalityCodes & BusinessRegistry {
  return {
    async cadastralCodesByName(name) {
      const rows = await db
        .select({ code: municipalities.cadastralCode })
        .from(municipalities)
        .where(sql`lower(${municipalities.name}) = lower(${name})`);
      return rows.map((row) => row.code).filter((code): code is string => !!code);
    },

    async isLegalRepresentative(personFiscalCode, companyFiscalCodeOrVat) {
      const rows = await db
        .select({ companyId: companies.companyId })
        .from(companies)
        .innerJoin(legalRepresentatives, eq(legalRepresentatives.companyId, companies.companyId))
        .where(
          and(
            eq(legalRepresentatives.fiscalCode, personFiscalCode),
            or(
              eq(companies.fiscalCode, companyFiscalCodeOrVat),
              eq(companies.vatNumber, companyFiscalCodeOrVat),
            ),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
