import { z } from 'zod';
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

/** A required text: non-empty, at most `maxLength` characters, matching `pattern`. */
export function requiredTextField(pattern: RegExp, maxLength: number) {
  return z
    .string({ error: requiredOrInvalid })
    .min(1, { error: 'required', abort: true })
    .max(maxLength, { error: 'maxlength', abort: true })
    .regex(pattern, { error: 'pattern' });
}

/** A text that may be absent, null or empty, and otherwise follows `pattern`. */
export function optionalTextField(pattern: RegExp, maxLength: number) {
  return z
    .string({ error: 'invalid' })
    .max(maxLength, { error: 'maxlength', abort: true })
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

/** As `displayDateField`, but absent, null or empty is accepted (a field not filled yet). */
export function optionalDisplayDateField(options: { notInFuture?: boolean } = {}) {
  const base = z
    .string({ error: 'invalid' })
    .regex(emptyOr(DISPLAY_DATE_SHAPE), { error: 'pattern', abort: true })
    .refine((value) => value === '' || isDisplayDate(value), { error: 'date', abort: true });
  return (options.notInFuture ? base.refine(notAfterToday, { error: 'max' }) : base).nullable().optional();
}

/** A calendar date YYYY-MM-DD (the HTML date input form) that exists. */
export function isoDateField() {
  return z
    .string({ error: requiredOrInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/u, { error: 'pattern', abort: true })
    .refine(isIsoDate, { error: 'date' });
}

/** A positive integer identifier in a JSON body. */
export function idField() {
  return z.number({ error: requiredOrInvalid }).int({ error: 'integer' }).min(1, { error: 'min' });
}

/** A positive integer identifier read from a path or query string. */
export function idParam() {
  return z.coerce.number({ error: requiredOrInvalid }).int({ error: 'integer' }).min(1, { error: 'min' });
}

/** An instant sent by the server, ISO 8601 with Z or an offset (e.g. Date#toISOString()). */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar date sent by the server, YYYY-MM-DD. */
export const IsoDateSchema = z.iso.date();

/** Turns zod issues into the `{ path, code }` list of ValidationErrorReply, e.g. personalData.email / pattern. */
export function toFieldErrors(error: z.ZodError): { path: string; code: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.message }));
}
