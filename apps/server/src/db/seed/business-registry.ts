import { companies, legalRepresentatives } from '../schema.js';
import { insertMissing, syncIdentity, type Executor } from './sql-helpers.js';

// A small business registry for the legal-representative check (SPEC §5 "Identity match"). VAT numbers are
// valid (ISTAT province office code + check digit, see partita-iva.ts) but belong to no real company;
// for these companies the fiscal code is the VAT number, as for most Italian companies.
export const DEMO_COMPANIES = [
  {
    companyId: 1,
    vatNumber: '07654320485',
    name: 'Bianchi Design S.r.l.',
    representatives: ['BNCGLI85M41D612C'], // Giulia Bianchi, development account giulia.bianchi
  },
  {
    companyId: 2,
    vatNumber: '04319870632',
    name: 'Trattoria da Gino di Esposito Gino & C. S.n.c.',
    representatives: ['SPSGNI68C14F839D'],
  },
  {
    companyId: 3,
    vatNumber: '02987650153',
    name: 'Ferramenta Colombo S.p.A.',
    representatives: ['CLMFNC75P62F205Q'],
  },
  {
    companyId: 4,
    vatNumber: '06123450014',
    name: 'Officine Ferrari Torino S.r.l.',
    representatives: ['FRRRRT72H03L219H', 'RMNCHR83S70A944W'],
  },
] as const;

export async function seedBusinessRegistry(db: Executor): Promise<void> {
  await insertMissing(
    db,
    companies,
    DEMO_COMPANIES.map(({ companyId, vatNumber, name }) => ({
      companyId,
      vatNumber,
      fiscalCode: vatNumber,
      name,
    })),
  );
  await syncIdentity(db, 'companies', 'company_id');
  await insertMissing(
    db,
    legalRepresentatives,
    DEMO_COMPANIES.flatMap(({ companyId, representatives }) =>
      representatives.map((fiscalCode) => ({ companyId, fiscalCode })),
    ),
  );
}
