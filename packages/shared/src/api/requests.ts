import { z } from 'zod';
import { DB_INTEGER_MAX } from '../constants.js';
import { closedObject, idParam, requestIdParam, requiredOrInvalid, smallIdParam } from '../validation.js';
import { ProcedureNotificationInputSchema, RequestDraftInputSchema } from '../entities/request-draft.js';
import { RequestSchema } from '../entities/request.js';
import { ResponseStatusSchema } from '../entities/response-status.js';
import { PAGE_SIZES } from '../constants.js';
import { RequestStateIdSchema } from '../enums.js';
import { PagedReplyBaseSchema, pageParam, sizeParam } from './paging.js';

/**
 * `{id}` of /suap/v1/request/{id}, getPdfRecap/{id} and the back-office equivalents: a request id, within the
 * range of its `bigint` column (beyond it: 400; an id in range that does not exist: 404).
 */
export const RequestIdParamsSchema = z.object({ id: requestIdParam() });
export type RequestIdParams = z.infer<typeof RequestIdParamsSchema>;
/** The request routes' former name for `RequestIdParamsSchema`. */
export const IdParamsSchema = RequestIdParamsSchema;
export type IdParams = RequestIdParams;

/** `{id}` of backoffice/user/getUser/{id}: a user id, within the range of its `integer` column. */
export const UserIdParamsSchema = z.object({ id: idParam() });
export type UserIdParams = z.infer<typeof UserIdParamsSchema>;

/**
 * POST /suap/v1/request: creates a draft (state 1) owned by the logged-in citizen. A draft is created by the
 * first wizard step (notification contacts, SPEC §4 "Saving"), so the contact that step requires is required
 * here: an empty `{}` creates nothing.
 */
export const RequestCreateBodySchema = RequestDraftInputSchema.extend({
  procedureNotification: closedObject(ProcedureNotificationInputSchema.shape, { error: requiredOrInvalid }),
});
export type RequestCreateBody = z.infer<typeof RequestCreateBodySchema>;

/** What a PUT does: keep the draft, or send it (state 3, sentRequestDate, reference code). */
export const REQUEST_SAVE_ACTIONS = ['save', 'send'] as const;
export type RequestSaveAction = (typeof REQUEST_SAVE_ACTIONS)[number];

/**
 * PUT /suap/v1/request/{id}: `version` is the version the client last read; an older one answers 409 and
 * changes nothing. With action 'send' the server also checks completeness (missingForSend) and answers 400
 * listing what is missing.
 */
export const RequestUpdateBodySchema = RequestDraftInputSchema.extend({
  version: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(0, { error: 'min' })
    .max(DB_INTEGER_MAX.integer, { error: 'max' }),
  action: z.enum(REQUEST_SAVE_ACTIONS, { error: 'invalid' }).default('save'),
});
export type RequestUpdateBody = z.infer<typeof RequestUpdateBodySchema>;

/** Reply of create, read, update (and of the back-office request calls). */
export const RequestReplySchema = ResponseStatusSchema.extend({ request: RequestSchema });
export type RequestReply = z.infer<typeof RequestReplySchema>;

/** DELETE /suap/v1/request/{id}: marks the draft deleted (state 2); success is code 200. */
export const RequestDeleteReplySchema = ResponseStatusSchema;
export type RequestDeleteReply = z.infer<typeof RequestDeleteReplySchema>;

/**
 * GET /suap/v1/request/list: the logged-in citizen's requests, newest first, one page at a time (SPEC §9: 3 a
 * page by default, as the private-area widget shows them). `userId` must be their own; without it the reply is
 * the empty list with code 200 and 'No Requests' (SPEC §8). `stateOfRequestId` narrows to one state, most
 * recently changed first: `stateOfRequestId=1&size=1` is the draft to resume.
 */
export const RequestListQuerySchema = z.object({
  userId: idParam().optional(),
  typeOfServiceId: smallIdParam().optional(),
  page: pageParam(),
  size: sizeParam(PAGE_SIZES.citizenRequests),
  stateOfRequestId: smallIdParam().pipe(RequestStateIdSchema).optional(),
});
export type RequestListQuery = z.infer<typeof RequestListQuerySchema>;

/** One page of the citizen's requests, with the totals the paginator needs. */
export const RequestListReplySchema = PagedReplyBaseSchema.extend({ requestList: z.array(RequestSchema) });
export type RequestListReply = z.infer<typeof RequestListReplySchema>;
