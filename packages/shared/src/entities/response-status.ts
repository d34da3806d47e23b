import { z } from 'zod';

/** SPEC §7/§8: every reply carries code, message and description. */
export const ResponseStatusSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  description: z.string(),
});
export type ResponseStatus = z.infer<typeof ResponseStatusSchema>;

/** A 400 reply naming each field and the rule it broke (machine codes of VALIDATION_CODES). */
export const ValidationErrorReplySchema = ResponseStatusSchema.extend({
  errors: z.array(z.object({ path: z.string(), code: z.string() })),
});
export type ValidationErrorReply = z.infer<typeof ValidationErrorReplySchema>;

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
