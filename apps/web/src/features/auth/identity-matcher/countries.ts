import type { Language } from '@suap/shared';

// Region codes that are not countries of birth: Italy (its own choice), unions, test and reserved codes, parts
// of other states, and withdrawn codes that duplicate current ones.
const NOT_A_COUNTRY = new Set([
  'IT',
  'EU',
  'EZ',
  'UN',
  'QO',
  'XA',
  'XB',
  'ZZ',
  'AC',
  'CP',
  'DG',
  'EA',
  'IC',
  'TA',
  'CQ',
  'AN',
  'BU',
  'CS',
  'DD',
  'FX',
  'NT',
  'SU',
  'TP',
  'YD',
  'YU',
  'ZR',
]);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface CountryOption {
  code: string;
  label: string;
}

function regionNames(lang: Language): Intl.DisplayNames {
  return new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
}

/**
 * Countries of birth as ISO 3166 codes, named in the page language by the browser's own data (no hand-typed
 * list of places), sorted alphabetically.
 */
export function countryOptions(lang: Language): CountryOption[] {
  const names = regionNames(lang);
  const options: CountryOption[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      if (NOT_A_COUNTRY.has(code)) continue;
      const label = names.of(code);
      if (label && label !== code) options.push({ code, label });
    }
  }
  return options.sort((a, b) => a.label.localeCompare(b.label, lang));
}

/** The fiscal-code check names the country of birth in Italian, as the fiscal-code registry does. */
export function italianCountryName(code: string): string {
  return regionNames('it').of(code) ?? code;
}
