import { z } from 'zod';
import { DB_INTEGER_MAX } from './constants.js';
import { isDisplayDate, isIsoDate, isoDateInRome, parseDisplayDate } from './dates.js';

/**
 * Machine codes carried as zod issue messages. The web translates them (e.g. `errors.pattern`), the server
 * returns them next to the field path; no human wording lives in the contract.
 */
export const VALIDATION_CODES = [
  'required',
  'pattern',
  'maxlength',
  'minlength',
  'min',
  'max',
  'integer',
  'date',
  'invalid',
  'unknown',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** Missing (undefined or null) reads as 'required'; any other wrong type as 'invalid'. */
export function requiredOrInvalid(issue: { input?: unknown }): ValidationCode {
  return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
}

/** The same pattern, also matching the empty string: drafts keep fields the person has not filled yet. */
export function emptyOr(pattern: RegExp): RegExp {
  return new RegExp(`^$|${pattern.source}`, pattern.flags);
}

/**
 * A required text: non-empty, at most `maxLength` characters, matching `pattern`. Surrounding spaces are trimmed
 * before any check (issue 23): three spaces are no first name, on the step, on save and at send alike.
 */
export function requiredTextField(pattern: RegExp, maxLength: number) {
  return z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(maxLength, { error: 'maxlength', abort: true })
    .regex(pattern, { error: 'pattern' });
}

/** A text that may be absent, null or empty (blank once trimmed), and otherwise follows `pattern`. */
export function optionalTextField(pattern: RegExp, maxLength: number) {
  return z
    .string({ error: 'invalid' })
    .trim()
    .max(maxLength, { error: 'maxlength', abort: true })
    .regex(emptyOr(pattern), { error: 'pattern' })
    .nullable()
    .optional();
}

/**
 * A code whose pattern fixes its length (VAT number, fiscal code): may be empty, and otherwise only the pattern is
 * checked, so `IT07654320485` is told the 11-digit rule it broke rather than "too long" (issue 23).
 */
export function optionalCodeField(pattern: RegExp) {
  return z
    .string({ error: 'invalid' })
    .trim()
    .regex(emptyOr(pattern), { error: 'pattern' })
    .nullable()
    .optional();
}

const DISPLAY_DATE_SHAPE = /^\d{2}\/\d{2}\/\d{4}$/u;

function notAfterToday(value: string): boolean {
  return value === '' || (parseDisplayDate(value) ?? '') <= isoDateInRome(new Date());
}

/** A date typed DD/MM/YYYY that exists; with `notInFuture`, today (in Italy) is the latest accepted day. */
export function displayDateField(options: { notInFuture?: boolean } = {}) {
  const base = z
    .string({ error: requiredOrInvalid })
    .min(1, { error: 'required', abort: true })
    .regex(DISPLAY_DATE_SHAPE, { error: 'pattern', abort: true })
    .refine(isDisplayDate, { error: 'date', abort: true });
  return options.notInFuture ? base.refine(notAfterToday, { error: 'max' }) : base;
}

/** Today in Italy moved back `years` years, YYYY-MM-DD (29 February compares fine as text). */
function yearsAgo(years: number): string {
  const today = isoDateInRome(new Date());
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
}

/** Age bounds of a date of birth, in whole years before today (in Italy). */
export interface AgeRange {
  minYears: number;
  maxYears: number;
}

/**
 * As `displayDateField`, but absent, null or empty is accepted (a field not filled yet). With `age`, the date
 * must be at least `minYears` and at most `maxYears` years before today: later is 'max', earlier is 'min'.
 */
export function optionalDisplayDateField(options: { notInFuture?: boolean; age?: AgeRange } = {}) {
  const { age } = options;
  let base = z
    .string({ error: 'invalid' })
    .trim()
    .regex(emptyOr(DISPLAY_DATE_SHAPE), { error: 'pattern', abort: true })
    .refine((value) => value === '' || isDisplayDate(value), { error: 'date', abort: true });
  if (options.notInFuture) base = base.refine(notAfterToday, { error: 'max', abort: true });
  if (age) {
    const iso = (value: string) => parseDisplayDate(value) ?? '';
    base = base
      .refine((value) => value === '' || iso(value) <= yearsAgo(age.minYears), { error: 'max', abort: true })
      .refine((value) => value === '' || iso(value) >= yearsAgo(age.maxYears), { error: 'min' });
  }
  return base.nullable().optional();
}

/** A calendar date YYYY-MM-DD (the HTML date input form) that exists. */
export function isoDateField() {
  return z
    .string({ error: requiredOrInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/u, { error: 'pattern', abort: true })
    .refine(isIsoDate, { error: 'date' });
}

/**
 * A positive integer identifier in a JSON body, at most `max` (the range of the column it is looked up in:
 * DB_INTEGER_MAX.smallint, .integer or .bigint), so a value the column cannot hold answers 400, never a 500.
 */
export function idField(max: number = DB_INTEGER_MAX.integer) {
  return z
    .number({ error: requiredOrInvalid })
    .int({ error: 'integer' })
    .min(1, { error: 'min' })
    .max(max, { error: 'max' });
}

/** A whole number written the one plain way: optional minus, digits, no leading zero. */
const PLAIN_INTEGER = /^(?:0|-?[1-9][0-9]*)$/u;

/**
 * An integer read from a path, query string or header, within `min`..`max`. Only the plain decimal form is
 * read: `1e2`, `0x10`, ` 5`, `5.0` or `05` are not taken as 100, 16 or 5 (as `Number()` would) but refused as
 * 'integer'; text that is no number at all is 'invalid'. The documented type is an integer with its range.
 */
export function integerParam({ min, max }: { min: number; max: number }) {
  return z
    .string({ error: requiredOrInvalid })
    .superRefine((text, ctx) => {
      if (PLAIN_INTEGER.test(text)) return;
      const code: ValidationCode =
        text === '' ? 'required' : Number.isNaN(Number(text)) ? 'invalid' : 'integer';
      ctx.addIssue({ code: 'custom', message: code, input: text });
    })
    .transform(Number)
    .pipe(z.number().min(min, { error: 'min' }).max(max, { error: 'max' }))
    .meta({ type: 'integer', minimum: min, maximum: max });
}

/** A positive integer identifier read from a path or query string, at most `max` (see `idField`). */
export function idParam(max: number = DB_INTEGER_MAX.integer) {
  return integerParam({ min: 1, max });
}

/** Ids of the small reference tables kept in `smallint` columns: regions, provinces, types, states, profiles. */
export function smallIdParam() {
  return idParam(DB_INTEGER_MAX.smallint);
}

/** Request ids, kept in a `bigint` column. */
export function requestIdParam() {
  return idParam(DB_INTEGER_MAX.bigint);
}

/** Refuses any key not in the object's shape, naming it (see `closedObject`). */
const UNKNOWN_KEY = z
  .unknown()
  .refine(() => false, { error: 'unknown' })
  // Documented as "no other property" (JSON Schema `not: {}` matches nothing).
  .meta({ not: {} });

/**
 * An object that refuses keys it does not know, so a client's typo or a field it hopes the server will take
 * (`userId` on create) is a 400 instead of being dropped silently. Each unknown key is its own issue at
 * `[key]` with the message 'unknown', so the reply names `body.<key>` (zod's strict mode would report one
 * issue for the whole object). `.extend()`, `.partial()` and `.shape` keep working: the check is the catchall.
 */
export function closedObject<S extends z.core.$ZodLooseShape>(
  shape: S,
  params?: Parameters<typeof z.object>[1],
): z.ZodObject<S, z.core.$strict> {
  return z.object(shape, params).catchall(UNKNOWN_KEY) as unknown as z.ZodObject<S, z.core.$strict>;
}

/** An instant sent by the server, ISO 8601 with Z or an offset (e.g. Date#toISOString()). */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar date sent by the server, YYYY-MM-DD. */
export const IsoDateSchema = z.iso.date();

/** Turns zod issues into the `{ path, code }` list of ValidationErrorReply, e.g. personalData.email / pattern. */
export function toFieldErrors(error: z.ZodError): { path: string; code: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.message }));
}
