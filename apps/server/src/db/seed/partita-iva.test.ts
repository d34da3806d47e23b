import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from './business-registry.js';
import { isValidPartitaIva, partitaIvaCheckDigit } from './partita-iva.js';

describe('partita IVA check digit', () => {
  it('accepts a real, published VAT number', () => {
    expect(isValidPartitaIva('00488410010')).toBe(true);
    expect(partitaIvaCheckDigit('0048841001')).toBe(0);
  });

  it('rejects a wrong check digit, a changed digit and a wrong length', () => {
    expect(isValidPartitaIva('00488410011')).toBe(false);
    expect(isValidPartitaIva('00488410020')).toBe(false);
    expect(isValidPartitaIva('0048841001')).toBe(false);
    expect(isValidPartitaIva('0048841001A')).toBe(false);
  });

  it('holds for every seeded company', () => {
    for (const company of DEMO_COMPANIES)
      expect(isValidPartitaIva(company.vatNumber), company.name).toBe(true);
  });
});
