import codiceFiscale from 'codice-fiscale-js';
import { parseDisplayDate, type Gender } from '@suap/shared';

// The package's typings declare the class as the default export, but at runtime (CommonJS) the default export is
// the module object { CodiceFiscale }: the class is read from it and checked, instead of trusting the typings.
const isCodiceFiscaleClass = (value: unknown): value is typeof codiceFiscale => typeof value === 'function';
const exported: unknown = Reflect.get(codiceFiscale, 'CodiceFiscale');
if (!isCodiceFiscaleClass(exported))
  throw new Error('codice-fiscale-js: the CodiceFiscale class was not found');
const CodiceFiscale = exported;

// Omocodia: when two people share a code, digits are replaced by these letters (0..9) from the right.
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];

/** The code with omocodia letters turned back into digits, so it can be compared with a computed one. */
export function withoutOmocodia(code: string): string {
  const chars = code.split('');
  for (const position of DIGIT_POSITIONS) {
    const index = OMOCODIA_LETTERS.indexOf(chars[position] ?? '');
    if (index >= 0) chars[position] = String(index);
  }
  return chars.join('');
}

/** Format and check character (the last letter). */
export function hasValidChecksum(code: string): boolean {
  return CodiceFiscale.check(code);
}

export interface PersonData {
  firstName: string;
  lastName: string;
  /** DD/MM/YYYY */
  birthDate: string;
  gender: Gender;
}

/**
 * The first 11 characters the person data must produce: surname (3), name (3), year (2), month (1),
 * day + 40 for women (2). The year is taken from the full date the person gives, so the two-digit year in
 * the code is never guessed into a century.
 */
export function expectedPersonPart(person: PersonData): string | null {
  const iso = parseDisplayDate(person.birthDate);
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return (
    CodiceFiscale.surnameCode(person.lastName) +
    CodiceFiscale.nameCode(person.firstName) +
    CodiceFiscale.dateCode(day, month, year, person.gender)
  );
}

/** The place part (Belfiore code, characters 12-15) of a code, omocodia removed. */
export function placeCodeOf(code: string): string {
  return withoutOmocodia(code).slice(11, 15);
}

/** Cadastral code of a foreign country (Z...), from codice-fiscale-js' table; null when unknown. */
export function foreignCountryCode(country: string): string | null {
  try {
    const code = CodiceFiscale.findLocationCode(country, 'EE');
    return typeof code === 'string' && /^Z\d{3}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

/** Cadastral code of an Italian municipality by name in codice-fiscale-js' table (includes former ones). */
export function municipalityCodeFromPackage(name: string): string | null {
  try {
    const code = CodiceFiscale.findLocationCode(name);
    return typeof code === 'string' && /^[A-Y]\d{3}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

/**
 * Whether a code belongs to the person an identity provider vouched for: surname, name, birth date and gender
 * (the place of birth is not in an eIDAS token). Gender falls back to the one entered when the token has none.
 */
export function codeMatchesPerson(code: string, person: PersonData): boolean {
  const expected = expectedPersonPart(person);
  return expected !== null && withoutOmocodia(code).startsWith(expected);
}
