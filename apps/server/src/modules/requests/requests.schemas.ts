import { DB_INTEGER_MAX, integerParam, RequestListQuerySchema, ResponseStatusSchema } from '@suap/shared';
import { z } from 'zod';
import { BadRequestReplySchema, LangQuerySchema } from '../../lib/reply-schemas.js';
import { DRAFT_LIMIT_REASON } from './draft-limit.js';

/**
 * A 400 of these calls: the field errors (as the error handler words schema failures) and, when a send finds
 * the request incomplete, `missing`: the missing field paths in wizard order, e.g. ['suap', 'iniziative'].
 */
export const RequestBadRequestReplySchema = BadRequestReplySchema.extend({
  missing: z.array(z.string()).optional(),
});

/**
 * A 409: `reason` 'stale-version' (someone saved first: reload, `currentVersion` is the stored one),
 * 'read-only' (the request is no longer a draft) or, on a creation, 'draft-limit' (the citizen already has
 * `limit` open drafts: MAX_OPEN_DRAFTS_PER_CITIZEN).
 */
export const RequestConflictReplySchema = ResponseStatusSchema.extend({
  reason: z.enum(['stale-version', 'read-only', DRAFT_LIMIT_REASON]),
  currentVersion: z.number().int().optional(),
  limit: z.number().int().optional(),
});

export const errorReplies = {
  400: RequestBadRequestReplySchema,
  401: ResponseStatusSchema,
  403: ResponseStatusSchema,
  404: ResponseStatusSchema,
};

/**
 * DELETE carries the version it is based on, like PUT, in the query (a DELETE has no body). At most the
 * column's int4 range: a larger one answers 400, never a database error.
 */
export const RequestDeleteQuerySchema = LangQuerySchema.extend({
  version: integerParam({ min: 1, max: DB_INTEGER_MAX.integer }),
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
