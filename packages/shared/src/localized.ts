import type { Language } from './enums.js';

/**
 * Reads the It/En variant of a bilingual field: pickLocalized(typeOfService, 'name', 'en') -> nameEn.
 * Reference records carry both variants so a language switch needs no new call.
 */
export function pickLocalized<K extends string>(
  record: Record<`${K}It` | `${K}En`, string>,
  base: K,
  lang: Language,
): string {
  return lang === 'en' ? record[`${base}En`] : record[`${base}It`];
}
