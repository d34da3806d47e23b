import { z } from 'zod';
import { idParam } from '../validation.js';
import { RequestDraftInputSchema } from '../entities/request-draft.js';
import { RequestSchema } from '../entities/request.js';
import { ResponseStatusSchema } from '../entities/response-status.js';

/** `{id}` of /suap/v1/request/{id}, getPdfRecap/{id} and the back-office equivalents. */
export const IdParamsSchema = z.object({ id: idParam() });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** POST /suap/v1/request: creates a draft (state 1) owned by the logged-in citizen. */
export const RequestCreateBodySchema = RequestDraftInputSchema;
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
  version: z.number({ error: 'required' }).int({ error: 'integer' }).min(0, { error: 'min' }),
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
 * GET /suap/v1/request/list: the logged-in citizen's requests, newest first. `userId` must be their own; without
 * it the reply is the empty list with code 200 and 'No Requests' (SPEC §8).
 */
export const RequestListQuerySchema = z.object({
  userId: idParam().optional(),
  typeOfServiceId: idParam().optional(),
});
export type RequestListQuery = z.infer<typeof RequestListQuerySchema>;

export const RequestListReplySchema = ResponseStatusSchema.extend({ requestList: z.array(RequestSchema) });
export type RequestListReply = z.infer<typeof RequestListReplySchema>;
