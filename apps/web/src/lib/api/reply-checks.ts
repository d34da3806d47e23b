import { ApiError, GENERIC_ERROR_STATUS, INVALID_RESULT_MESSAGE } from './api-status';

/*
 * Building blocks for checking by hand a reply that public pages need. With the zod schema, zod would be
 * part of those pages' downloads and start-up work (issue 11). Each check built from these has a test
 * comparing it with the zod contract on valid and broken replies (see test/broken-copies.ts), so the two
 * cannot drift apart silently.
 */
export type Check = (value: unknown) => boolean;

export const isText: Check = (value) => typeof value === 'string';
export const isBoolean: Check = (value) => typeof value === 'boolean';
export const isInteger: Check = (value) => Number.isInteger(value);
export const isNonNegativeInteger: Check = (value) => Number.isInteger(value) && (value as number) >= 0;
export const isPositiveInteger: Check = (value) => Number.isInteger(value) && (value as number) >= 1;

export const oneOf =
  (allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value);

export const listOf =
  (item: Check, minLength = 0): Check =>
  (value) =>
    Array.isArray(value) && value.length >= minLength && value.every(item);

export const recordOf =
  (fields: Record<string, Check>): Check =>
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(fields).every(([key, check]) => check((value as Record<string, unknown>)[key]));

/** The reply when `isValid` accepts it; otherwise the call fails as a schema mismatch fails in apiRequest. */
export function checkedReply<T>(reply: unknown, isValid: (value: unknown) => value is T): T {
  if (!isValid(reply)) throw new ApiError(INVALID_RESULT_MESSAGE, { ...GENERIC_ERROR_STATUS }, reply);
  return reply;
}
