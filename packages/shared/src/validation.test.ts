import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { patterns } from './patterns.js';
import {
  displayDateField,
  emptyOr,
  idParam,
  isoDateField,
  optionalDisplayDateField,
  optionalTextField,
  requiredTextField,
  toFieldErrors,
} from './validation.js';

function codes(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('field builders report machine codes', () => {
  const name = requiredTextField(patterns.simpleText, 10);

  it('requiredTextField: required, maxlength, pattern', () => {
    expect(codes(name, 'Mario')).toEqual([]);
    expect(codes(name, undefined)).toEqual(['required']);
    expect(codes(name, null)).toEqual(['required']);
    expect(codes(name, '')).toEqual(['required']);
    expect(codes(name, 'Mariomariomario')).toEqual(['maxlength']);
    expect(codes(name, 'Mario1')).toEqual(['pattern']);
    expect(codes(name, 42)).toEqual(['invalid']);
  });

  it('optionalTextField accepts absent, null and empty, and checks anything else', () => {
    const vat = optionalTextField(patterns.vatNumber, 11);
    expect(codes(vat, undefined)).toEqual([]);
    expect(codes(vat, null)).toEqual([]);
    expect(codes(vat, '')).toEqual([]);
    expect(codes(vat, '12345678901')).toEqual([]);
    expect(codes(vat, '123')).toEqual(['pattern']);
    expect(codes(optionalTextField(patterns.simpleText, 3), 'abcd')).toEqual(['maxlength']);
  });

  it('emptyOr keeps the flags and adds only the empty string', () => {
    const zipOrEmpty = emptyOr(patterns.zipCode);
    expect(zipOrEmpty.flags).toBe(patterns.zipCode.flags);
    expect(zipOrEmpty.test('')).toBe(true);
    expect(zipOrEmpty.test('00100')).toBe(true);
    expect(zipOrEmpty.test(' ')).toBe(false);
  });

  it('displayDateField checks the form, the calendar and, on request, the future', () => {
    const birth = displayDateField({ notInFuture: true });
    expect(codes(birth, '01/01/1980')).toEqual([]);
    expect(codes(birth, '')).toEqual(['required']);
    expect(codes(birth, '1980-01-01')).toEqual(['pattern']);
    expect(codes(birth, '30/02/1980')).toEqual(['date']);
    expect(codes(birth, '01/01/2999')).toEqual(['max']);
    expect(codes(displayDateField(), '01/01/2999')).toEqual([]);
  });

  it('optionalDisplayDateField lets an unfilled date through', () => {
    const birth = optionalDisplayDateField({ notInFuture: true });
    expect(codes(birth, '')).toEqual([]);
    expect(codes(birth, null)).toEqual([]);
    expect(codes(birth, '31/11/1990')).toEqual(['date']);
    expect(codes(birth, '01/01/2999')).toEqual(['max']);
  });

  it('isoDateField wants an existing YYYY-MM-DD', () => {
    expect(codes(isoDateField(), '2025-06-30')).toEqual([]);
    expect(codes(isoDateField(), '30/06/2025')).toEqual(['pattern']);
    expect(codes(isoDateField(), '2025-06-31')).toEqual(['date']);
  });

  it('idParam coerces path and query strings to positive integers', () => {
    expect(idParam().parse('42')).toBe(42);
    expect(codes(idParam(), '0')).toEqual(['min']);
    expect(codes(idParam(), '1.5')).toEqual(['integer']);
    expect(codes(idParam(), 'abc')).toEqual(['invalid']);
  });

  it('toFieldErrors names nested paths', () => {
    const schema = z.object({ personalData: z.object({ email: requiredTextField(patterns.email, 255) }) });
    const result = schema.safeParse({ personalData: { email: 'nope' } });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toFieldErrors(result.error)).toEqual([{ path: 'personalData.email', code: 'pattern' }]);
  });
});
