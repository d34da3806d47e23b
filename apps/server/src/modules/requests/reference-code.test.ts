import { describe, expect, it } from 'vitest';
import { formatReferenceCode, REFERENCE_CODE_PATTERN, referenceYear } from './reference-code.js';

describe('reference codes', () => {
  it('reads SUAP-<year>-<6-digit progressive>', () => {
    expect(formatReferenceCode(2025, 42)).toBe('SUAP-2025-000042');
    expect(formatReferenceCode(2025, 1_234_567)).toBe('SUAP-2025-1234567');
    expect(formatReferenceCode(2025, 42)).toMatch(REFERENCE_CODE_PATTERN);
    expect('SUAP-25-42').not.toMatch(REFERENCE_CODE_PATTERN);
  });

  it('takes the year in Italy', () => {
    expect(referenceYear(new Date('2025-12-31T23:30:00Z'))).toBe(2026);
    expect(referenceYear(new Date('2025-12-31T22:30:00+02:00'))).toBe(2025);
  });
});
