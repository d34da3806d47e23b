import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DB_INTEGER_MAX } from './constants.js';
import { patterns } from './patterns.js';
import {
  closedObject,
  displayDateField,
  emptyOr,
  idField,
  idParam,
  integerParam,
  isoDateField,
  optionalDisplayDateField,
  optionalTextField,
  requestIdParam,
  requiredTextField,
  smallIdParam,
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

  it('idParam reads path and query strings as positive integers', () => {
    expect(idParam().parse('42')).toBe(42);
    expect(codes(idParam(), '0')).toEqual(['min']);
    expect(codes(idParam(), '-1')).toEqual(['min']);
    expect(codes(idParam(), '1.5')).toEqual(['integer']);
    expect(codes(idParam(), 'abc')).toEqual(['invalid']);
    expect(codes(idParam(), '')).toEqual(['required']);
  });
});

describe('ids stay within the range of their column (issue 22: ids beyond it answered 500)', () => {
  it.each([
    ['smallint', smallIdParam(), DB_INTEGER_MAX.smallint],
    ['integer', idParam(), DB_INTEGER_MAX.integer],
    ['bigint', requestIdParam(), DB_INTEGER_MAX.bigint],
  ] as const)('%s ids: the largest the column holds is read, one more is "max"', (_type, schema, max) => {
    expect(schema.parse(String(max))).toBe(max);
    expect(codes(schema, String(max + 1))).toEqual(['max']);
    expect(codes(schema, '99999999999999999999')).toEqual(['max']);
  });

  it('refuses 2^31 and 32768 where the column is integer or smallint, with zod too_big', () => {
    const result = idParam().safeParse(String(2 ** 31));
    expect(result.error?.issues).toMatchObject([{ code: 'too_big', message: 'max', maximum: 2 ** 31 - 1 }]);
    expect(codes(smallIdParam(), '32768')).toEqual(['max']);
    expect(idParam().parse('32768')).toBe(32768);
  });

  it('bounds JSON body ids the same way', () => {
    expect(idField().parse(2 ** 31 - 1)).toBe(2 ** 31 - 1);
    expect(codes(idField(), 2 ** 31)).toEqual(['max']);
    expect(codes(idField(DB_INTEGER_MAX.bigint), 2 ** 53)).not.toEqual([]);
    expect(codes(idField(), 0)).toEqual(['min']);
    expect(codes(idField(), '5')).toEqual(['invalid']);
  });

  it('reads only the plain decimal form: 1e2, 0x10, " 5", 5.0 and 05 are not 100, 16 and 5', () => {
    for (const text of ['1e2', '0x10', ' 5', '5 ', '5.0', '05', '+5', '0b101'])
      expect(codes(idParam(), text), text).toEqual(['integer']);
    expect(codes(idParam(), 'Infinity')).toEqual(['integer']);
    expect(codes(idParam(), 'NaN')).toEqual(['invalid']);
    expect(codes(idParam(), 5)).toEqual(['invalid']);
  });

  it('documents an integer with its range, as a path or query parameter is described', () => {
    expect(z.toJSONSchema(integerParam({ min: 0, max: 9 }), { io: 'input' })).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: 9,
    });
  });
});

describe('closedObject (issue 22: unknown body fields were dropped silently)', () => {
  const Body = closedObject({ name: z.string(), nested: closedObject({ id: z.number() }).optional() });

  it('names each unknown key as its own issue, with the message "unknown"', () => {
    const result = Body.safeParse({ name: 'x', userId: 1, bogus: 'y', nested: { id: 1, extra: true } });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nested.extra', 'unknown'],
      ['userId', 'unknown'],
      ['bogus', 'unknown'],
    ]);
  });

  it('reports unknown keys together with the other errors of the object', () => {
    expect(codes(Body, { name: 1, bogus: 'y' })).toEqual([
      'Invalid input: expected string, received number',
      'unknown',
    ]);
  });

  it('accepts exactly its keys, and keys added by extend', () => {
    expect(Body.parse({ name: 'x' })).toEqual({ name: 'x' });
    const Extended = Body.extend({ version: z.number() });
    expect(Extended.parse({ name: 'x', version: 2 })).toEqual({ name: 'x', version: 2 });
    expect(codes(Extended, { name: 'x', version: 2, other: 1 })).toEqual(['unknown']);
  });

  it('is documented as allowing no other property', () => {
    expect(z.toJSONSchema(Body, { io: 'input' })).toMatchObject({ additionalProperties: { not: {} } });
  });

  it('toFieldErrors names nested paths', () => {
    const schema = z.object({ personalData: z.object({ email: requiredTextField(patterns.email, 255) }) });
    const result = schema.safeParse({ personalData: { email: 'nope' } });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toFieldErrors(result.error)).toEqual([{ path: 'personalData.email', code: 'pattern' }]);
  });
});
