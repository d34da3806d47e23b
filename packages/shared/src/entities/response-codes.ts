import type { ResponseStatus } from './response-status.js';

// Apart from response-status.ts so that a web page can read these without evaluating any zod schema.

/** SPEC §8 fixed texts. */
export const GENERIC_ERROR_CODE = 999;
export const GENERIC_ERROR: ResponseStatus = {
  code: GENERIC_ERROR_CODE,
  message: 'Generic Error',
  description: 'Generic Error',
};
export const INVALID_API_RESULT_MESSAGE = 'Invalid API Parsed Result';
export const NO_REQUESTS_MESSAGE = 'No Requests';
export const SUCCESS_CODE = 200;

/** A reply counts as successful only with code 200 (SPEC §8). */
export function isSuccess(reply: { code?: number } | null | undefined): boolean {
  return reply?.code === SUCCESS_CODE;
}
