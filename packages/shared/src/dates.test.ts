import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  formatDate,
  formatDateTime,
  isDisplayDate,
  isIsoDate,
  isoDateInRome,
  parseDisplayDate,
} from './dates.js';

describe('parseDisplayDate', () => {
  it.each([
    ['01/01/1980', '1980-01-01'],
    ['12/05/1990', '1990-05-12'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
    ['31/12/1999', '1999-12-31'],
  ])('reads %s as %s', (display, iso) => expect(parseDisplayDate(display)).toBe(iso));

  it.each([
    '31/02/2024',
    '29/02/2023',
    '29/02/1900',
    '31/04/2024',
    '00/01/2024',
    '01/13/2024',
    '01/00/2024',
    '1/1/2024',
    '2024-01-01',
    '01-01-2024',
    ' 01/01/2024',
    '',
  ])('rejects %j', (value) => {
    expect(parseDisplayDate(value)).toBeNull();
    expect(isDisplayDate(value)).toBe(false);
  });
});

describe('isIsoDate', () => {
  it('accepts existing calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
    expect(isIsoDate('2024-01-01T00:00:00Z')).toBe(false);
  });
});

describe('formatDate', () => {
  it('shows a calendar date as written, without time-zone shifts', () => {
    expect(formatDate('1980-01-01')).toBe('01/01/1980');
  });

  it('shows an instant as the date in Italy', () => {
    // 23:30 UTC on 31 December is already 1 January in Rome (UTC+1 in winter).
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('01/01/2025');
    expect(formatDate('2024-06-15T10:00:00+02:00')).toBe('15/06/2024');
  });

  it('gives an empty string for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2023-02-29')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm in Italian time, summer and winter', () => {
    expect(formatDateTime('2024-01-15T08:05:00Z')).toBe('15/01/2024 09:05');
    expect(formatDateTime('2024-07-15T08:05:00Z')).toBe('15/07/2024 10:05');
    expect(formatDateTime('2024-07-15T22:30:00Z')).toBe('16/07/2024 00:30');
  });

  it('shows a calendar date without a time and empty input as empty', () => {
    expect(formatDateTime('2024-03-01')).toBe('01/03/2024');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('garbage')).toBe('');
  });
});

describe('calendar arithmetic', () => {
  it('gives the Italian calendar date of an instant', () => {
    expect(isoDateInRome(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDaysToIsoDate('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDaysToIsoDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToIsoDate('2024-03-01', 365)).toBe('2025-03-01');
    expect(addDaysToIsoDate('2025-01-01', -1)).toBe('2024-12-31');
    expect(() => addDaysToIsoDate('2023-02-29', 1)).toThrow(RangeError);
  });
});
