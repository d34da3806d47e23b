import { z } from 'zod';

/** SPEC §7/§8: every reply carries code, message and description. */
export const ResponseStatusSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  description: z.string(),
});
export type ResponseStatus = z.infer<typeof ResponseStatusSchema>;

/**
 * Any error reply. `message` is a short title and `description` the sentence(s) to show, both in the request's
 * language (?lang=, else Accept-Language). A 400 names each field in `errors`: `field` is the part and path
 * ('body.fiscalCode', 'querystring.filter'), `rule` a stable name (VALIDATION_CODES, or a service rule such as
 * 'exists', 'unique', 'last-admin') a client can translate, `message` the server's sentence for that field.
 * `reason` tells refusals of one status apart (e.g. 'csrf', 'stale-version', 'body-too-large').
 */
export const ErrorReplySchema = ResponseStatusSchema.extend({
  errors: z.array(z.object({ field: z.string(), rule: z.string(), message: z.string() })).optional(),
  reason: z.string().optional(),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;
export type FieldErrorEntry = NonNullable<ErrorReply['errors']>[number];
