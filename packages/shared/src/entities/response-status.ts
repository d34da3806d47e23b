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

export * from './response-codes.js';
