import { describe, expect, it } from 'vitest';
import { toContainsPattern, toSearchText, userSearchText } from './search-text.js';

describe('toSearchText', () => {
  it('lower-cases, strips accents and joins the non-empty parts with single spaces', () => {
    expect(toSearchText('Forlì-Cesena', null, '', undefined, "  L'AQUILA  ", 'Müller')).toBe(
      "forli-cesena l'aquila muller",
    );
  });

  it('keeps digits and collapses inner whitespace', () => {
    expect(toSearchText('SUAP-2026-000123', 'Via   Roma\t10')).toBe('suap-2026-000123 via roma 10');
  });

  it('makes a search term match regardless of accents and case', () => {
    expect(
      userSearchText({ firstName: 'Niccolò', lastName: 'Bàrberi', fiscalCode: 'BRBNCC80A01H501X' }),
    ).toContain(toSearchText('NICCOLO BARBERI'));
  });
});

describe('toContainsPattern', () => {
  it('escapes LIKE wildcards so that they match literally', () => {
    expect(toContainsPattern('100%_Città\\')).toBe('%100\\%\\_citta\\\\%');
  });
});
