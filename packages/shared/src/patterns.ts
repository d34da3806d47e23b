/**
 * SPEC §5 validation patterns. Every pattern is anchored and carries the `u` flag; character classes escape
 * `-`, `(`, `)`, `/` so that `pattern.source` also compiles under the `v` flag browsers use for the HTML
 * `pattern` attribute. None has the `g` flag, so `test()` keeps no state between calls.
 *
 * "Alphanumerics" means ASCII letters and digits; where the SPEC lists accents too, the Latin-1 letters
 * (À-ÖØ-öø-ÿ) and Latin Extended-A (Ā-ž: ł, č, ő, ş...) are accepted, so EU citizens arriving through eIDAS can
 * write their names. Apostrophes are the typewriter ' and the typographic ’ that phones insert.
 */

const LATIN_ACCENTED = 'À-ÖØ-öø-ÿĀ-ž';
const LETTERS = `A-Za-z${LATIN_ACCENTED}`;
const APOSTROPHES = "'’";

/** Two letters / two letters / 1 to 9 alphanumerics, e.g. DE/IT/123456789 (sender / receiver country / id). */
export const userEidasId = /^[A-Za-z]{2}\/[A-Za-z]{2}\/[A-Za-z0-9]{1,9}$/u;

/** Letters including accents, space, apostrophes. */
export const simpleText = new RegExp(`^[${LETTERS} ${APOSTROPHES}]+$`, 'u');

/** As simple text plus commas. */
export const simpleList = new RegExp(`^[${LETTERS} ${APOSTROPHES},]+$`, 'u');

/** ASCII letters only. */
export const lettersOnly = /^[A-Za-z]+$/u;

/** ASCII letters and digits only. */
export const alphanumericOnly = /^[A-Za-z0-9]+$/u;

/** Alphanumerics, accents, space and . , ' ; : - ( / ) ? */
export const extendedText = new RegExp(`^[${LETTERS}0-9 ${APOSTROPHES}.,;:\\-\\(\\/\\)?]+$`, 'u');

/** Word characters, dots or hyphens, then @, domain labels, and a final label of 2 to 4 characters. */
// eslint-disable-next-line no-useless-escape -- the escaped hyphen keeps the source valid under the v flag
export const email = /^[\w.\-]+@(?:[\w\-]+\.)+[\w\-]{2,4}$/u;

/** Empty, or alphanumerics, accents, dot, underscore, hyphen. */
export const fileName = new RegExp(`^[${LETTERS}0-9._\\-]*$`, 'u');

/**
 * 6 letters, 2 digits, letter, 2 digits, letter, 3 digits, letter — upper case only: callers upper-case
 * (`normalizeFiscalCode`) before validating, so the stored form is canonical. Omocodic codes (digits replaced by
 * letters) do not match, as the SPEC row prescribes.
 */
export const fiscalCode = /^[A-Z]{6}[0-9]{2}[A-Z][0-9]{2}[A-Z][0-9]{3}[A-Z]$/u;

/** Empty or exactly 11 digits (Italian partita IVA). */
export const vatNumber = /^(?:[0-9]{11})?$/u;

/** Alphanumerics, accents, space, apostrophes. Length limits are applied separately (SPEC §9). */
export const searchBar = new RegExp(`^[${LETTERS}0-9 ${APOSTROPHES}]+$`, 'u');

/**
 * The user list's search (issue 22): as search bar plus . @ _ + - so an administrator can find a user by e-mail
 * address (the users' search text holds the address as typed). Not a SPEC §5 row of its own.
 */
export const searchUser = new RegExp(`^[${LETTERS}0-9 ${APOSTROPHES}.@_+\\-]+$`, 'u');

/** As search bar plus comma and dot. */
export const address = new RegExp(`^[${LETTERS}0-9 ${APOSTROPHES},.]+$`, 'u');

/** Five digits (Italian CAP). */
export const zipCode = /^[0-9]{5}$/u;

/** Optional +, then digits, hyphens and spaces, with at least one digit. */
// eslint-disable-next-line no-useless-escape -- the escaped hyphen keeps the source valid under the v flag
export const telephone = /^\+?[0-9 \-]*[0-9][0-9 \-]*$/u;

/**
 * Person names: not a SPEC §5 row (the SPEC binds no pattern to names). Simple text plus the hyphen, because
 * names such as Anne-Marie or Rossi-Bianchi are real; anything rejected here would lock a citizen out.
 */
export const personName = new RegExp(`^[${LETTERS} ${APOSTROPHES}\\-]+$`, 'u');

/**
 * A country's name (issue 23: `Ital1a` is no country): starts with a letter, then letters, spaces, apostrophes,
 * hyphens, dots and parentheses, as in Côte d'Ivoire, Guinea-Bissau, St. Lucia or Corea (Repubblica di).
 */
export const countryName = new RegExp(`^[${LETTERS}][${LETTERS} ${APOSTROPHES}.\\-\\(\\)]*$`, 'u');

/** A company's fiscal code: 11 digits, or a sole trader's personal fiscal code (16 characters, upper case). */
export const companyFiscalCode = /^(?:[0-9]{11}|[A-Z]{6}[0-9]{2}[A-Z][0-9]{2}[A-Z][0-9]{3}[A-Z])$/u;

/** IPA codes of public administrations, e.g. c_h501, m_it, agid. */
export const ipaCode = /^[A-Za-z0-9_]{1,20}$/u;

export const patterns = {
  userEidasId,
  simpleText,
  simpleList,
  lettersOnly,
  alphanumericOnly,
  extendedText,
  email,
  fileName,
  fiscalCode,
  vatNumber,
  searchBar,
  searchUser,
  address,
  zipCode,
  telephone,
  personName,
  countryName,
  companyFiscalCode,
  ipaCode,
} as const;

export type PatternName = keyof typeof patterns;

/** Canonical form of a fiscal code as typed by a person: no surrounding spaces, upper case. */
export function normalizeFiscalCode(value: string): string {
  return value.trim().toUpperCase();
}
