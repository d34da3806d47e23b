import { COMUNI } from 'codice-fiscale-js/src/lista-comuni.js';

const key = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/**
 * Finds the cadastral (Belfiore) code of a current municipality from codice-fiscale-js's list, which spells
 * names differently (upper case, "AGLIE'" for Agliè, Italian name only where the official one is
 * bilingual). One pass over the list; codice-fiscale-js's own lookup scans it per call (seconds for 7,900).
 */
export function createCadastralCodeFinder(): (name: string, provinceAbbreviation: string) => string | null {
  const codes = new Map<string, { code: string; active: boolean }>();
  for (const [code, province, name, activeFlag] of COMUNI) {
    const active = activeFlag === 1;
    const entryKey = `${key(name)}|${province}`;
    const previous = codes.get(entryKey);
    // Suppressed municipalities share names with current ones: the current one wins.
    if (!previous || (active && !previous.active)) codes.set(entryKey, { code, active });
  }
  return (name, provinceAbbreviation) => {
    const italianName = name.split('/')[0] ?? name;
    const candidates = [name, italianName, italianName.split('-')[0] ?? italianName];
    for (const candidate of candidates) {
      const found = codes.get(`${key(candidate)}|${provinceAbbreviation}`);
      if (found) return found.code;
    }
    return null;
  };
}
