import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';
import { STATIC_PDF_SIZES } from './constants.js';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024, '1 MB'],
    [1234567, '1.18 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
  ])('formats %d bytes as %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('formats the static PDFs of the startup page', () => {
    expect(formatFileSize(STATIC_PDF_SIZES.decree160)).toBe('51 KB');
    expect(formatFileSize(STATIC_PDF_SIZES.initiativeList)).toBe('560 KB');
  });

  it('honours the number of decimals', () => {
    expect(formatFileSize(1234567, 0)).toBe('1 MB');
    expect(formatFileSize(1234567, 4)).toBe('1.1774 MB');
    expect(formatFileSize(1234567, -1)).toBe('1 MB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('uses the decimal separator of a given locale', () => {
    expect(formatFileSize(1536, 2, 'it')).toBe('1,5 KB');
    expect(formatFileSize(1536, 2, 'en')).toBe('1.5 KB');
  });

  it('rejects negative and non-finite sizes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
