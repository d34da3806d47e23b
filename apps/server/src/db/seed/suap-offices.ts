import { suap, suapMunicipalities } from '../schema.js';
import { toSearchText } from '../search-text.js';
import type { Geography, MunicipalityRow, ProvinceRow } from './geography.js';
import { insertMissing, syncIdentity, type Executor } from './sql-helpers.js';

export type SuapRow = typeof suap.$inferInsert & { suapId: number };
export type SuapMunicipalityRow = typeof suapMunicipalities.$inferInsert;

export interface SuapOffices {
  offices: SuapRow[];
  served: SuapMunicipalityRow[];
}

const compact = (text: string) => toSearchText(text).replace(/[^a-z0-9]/g, '');
/** "Bolzano/Bozen" -> "Bolzano": the Italian form of an official bilingual name. */
const italianName = (name: string) => name.split('/')[0] ?? name;

/**
 * The provincial capitals found from the province's name: "Pesaro e Urbino" -> Pesaro and Urbino,
 * "Reggio Emilia" -> Reggio nell'Emilia, "Verbano-Cusio-Ossola" -> Verbania. Provinces without a
 * capital of their own name (Sud Sardegna) get none, and are served by their associated SUAP only.
 */
export function findCapitals(province: ProvinceRow, towns: readonly MunicipalityRow[]): MunicipalityRow[] {
  const townKey = (town: MunicipalityRow) => compact(italianName(town.name));
  const parts = province.name.split(/-| e /).map(compact);
  const exact = towns.filter((town) => parts.includes(townKey(town)));
  if (exact.length > 0) return exact;

  const words = province.name.split(' ').map(compact);
  if (words.length > 1) {
    const [first = '', last = ''] = [words[0], words[words.length - 1]];
    const spelledOut = towns.filter(
      (town) => townKey(town).startsWith(first) && townKey(town).endsWith(last),
    );
    if (spelledOut.length === 1) return spelledOut;
  }
  const prefix = compact(province.name).slice(0, 6);
  const byPrefix = towns.filter((town) => townKey(town).startsWith(prefix));
  return byPrefix.length === 1 ? byPrefix : [];
}

// FNV-1a: a stable hash, so the same offices are EXT on every machine and every run.
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

// About one capital in five files through an external portal: some 7% of all offices.
const isExternal = (capital: MunicipalityRow) =>
  capital.cadastralCode !== null && stableHash(capital.istatCode) % 5 === 0;

/**
 * Every municipality is served by exactly one SUAP: each provincial capital by its own office, the other
 * municipalities of a province by one associated office. Ids follow ISTAT order. Pure: no database.
 */
export function buildSuapOffices(geography: Geography): SuapOffices {
  const offices: SuapRow[] = [];
  const served: SuapMunicipalityRow[] = [];

  const townsByProvince = new Map<number, MunicipalityRow[]>();
  for (const town of geography.municipalities) {
    const towns = townsByProvince.get(town.provinceId) ?? [];
    towns.push(town);
    townsByProvince.set(town.provinceId, towns);
  }

  for (const province of geography.provinces) {
    const towns = townsByProvince.get(province.provinceId) ?? [];
    const capitals = findCapitals(province, towns);

    for (const capital of capitals) {
      const suapId = offices.length + 1;
      const name = `SUAP del Comune di ${capital.name}`;
      const pec = `suap@pec.comune.${compact(italianName(capital.name))}.it`;
      const external = isExternal(capital);
      offices.push({
        suapId,
        name,
        pec,
        type: external ? 'EXT' : 'INT',
        url: external
          ? `https://www.impresainungiorno.gov.it/web/guest/comune?codCatastale=${capital.cadastralCode}`
          : null,
        searchText: toSearchText(name, pec, province.abbreviation),
      });
      served.push({ municipalityId: capital.municipalityId, suapId });
    }

    const others = towns.filter((town) => !capitals.includes(town));
    if (others.length === 0) continue;
    const suapId = offices.length + 1;
    const name = `SUAP associato dei Comuni della Provincia di ${province.name}`;
    const pec = `suap.associato@pec.provincia.${compact(province.name)}.it`;
    offices.push({
      suapId,
      name,
      pec,
      type: 'INT',
      url: null,
      // The served towns are searchable too: a citizen looks for "Fiumicino", not for the office's name.
      searchText: toSearchText(name, pec, province.abbreviation, ...others.map((town) => town.name)),
    });
    for (const town of others) served.push({ municipalityId: town.municipalityId, suapId });
  }
  return { offices, served };
}

export async function seedSuapOffices(db: Executor, offices: SuapOffices): Promise<void> {
  await insertMissing(db, suap, offices.offices);
  await syncIdentity(db, 'suap', 'suap_id');
  await insertMissing(db, suapMunicipalities, offices.served);
}
