import { RequestListQuerySchema, ResponseStatusSchema } from '@suap/shared';
import { z } from 'zod';
import { BadRequestReplySchema, LangQuerySchema } from '../auth/auth.schemas.js';

/**
 * A 400 of these calls: the field errors (as the error handler words schema failures) and, when a send finds
 * the request incomplete, `missing`: the missing field paths in wizard order, e.g. ['suap', 'iniziative'].
 */
export const RequestBadRequestReplySchema = BadRequestReplySchema.extend({
  missing: z.array(z.string()).optional(),
});

/**
 * A 409: `reason` 'stale-version' (someone saved first: reload, `currentVersion` is the stored one) or
 * 'read-only' (the request is no longer a draft).
 */
export const RequestConflictReplySchema = ResponseStatusSchema.extend({
  reason: z.enum(['stale-version', 'read-only']),
  currentVersion: z.number().int().optional(),
});

export const errorReplies = {
  400: RequestBadRequestReplySchema,
  401: ResponseStatusSchema,
  403: ResponseStatusSchema,
  404: ResponseStatusSchema,
};

/** DELETE carries the version it is based on, like PUT, in the query (a DELETE has no body). */
export const RequestDeleteQuerySchema = LangQuerySchema.extend({
  version: z.coerce.number({ error: 'required' }).int({ error: 'integer' }).min(1, { error: 'min' }),
});

/**
 * The list query of the contract, plus `includeDeleted` (default true: the private area shows deleted
 * requests with their badge, SPEC §4; 'false' leaves them out) and the language of initiative texts.
 */
export const OwnRequestListQuerySchema = RequestListQuerySchema.extend(LangQuerySchema.shape).extend({
  includeDeleted: z
    .enum(['true', 'false'], { error: 'invalid' })
    .optional()
    .transform((value) => value !== 'false'),
});
