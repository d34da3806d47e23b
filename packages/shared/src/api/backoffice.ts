import { z } from 'zod';
import { DEFAULT_SORTS, PAGE_SIZES, SEARCH_MIN_LENGTH, SORT_FIELDS } from '../constants.js';
import { RequestStateIdSchema } from '../enums.js';
import { isoDateInRome } from '../dates.js';
import { patterns } from '../patterns.js';
import { closedObject, isoDateField, smallIdParam } from '../validation.js';
import { RequestListItemSchema, RequestSchema } from '../entities/request.js';
import { ResponseStatusSchema } from '../entities/response-status.js';
import { UserInputSchema, UserModifyInputSchema, UserSchema } from '../entities/user.js';
import { filterParam, PagedReplyBaseSchema, pageParam, sizeParam, sortParamWithDefault } from './paging.js';

/**
 * GET /suap/v1/backoffice/list: newest request first unless `sort` says otherwise. `stateOfRequestId` narrows to
 * one state; deleted requests appear only when it asks for them. `assignedToMe=true` keeps only the requests the
 * caller is the responsible operator of.
 */
export const BackOfficeRequestListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(PAGE_SIZES.requests),
  sort: sortParamWithDefault(SORT_FIELDS.requests, DEFAULT_SORTS.requests),
  filter: filterParam({ minLength: SEARCH_MIN_LENGTH }),
  stateOfRequestId: smallIdParam().pipe(RequestStateIdSchema).optional(),
  assignedToMe: z
    .enum(['true', 'false'], { error: 'invalid' })
    .transform((value) => value === 'true')
    .optional(),
});
export type BackOfficeRequestListQuery = z.infer<typeof BackOfficeRequestListQuerySchema>;

export const BackOfficeRequestListReplySchema = PagedReplyBaseSchema.extend({
  /** The list's lines (issue 25): GET /suap/v1/backoffice/request/{id} gives the whole request. */
  requestList: z.array(RequestListItemSchema),
  /**
   * True when a free-text search matched more than BACKOFFICE_TOTAL_BOUND requests: `totalResults` is then the
   * bound ("more than 1,000") and `totalPages` the pages up to it, the last ones reachable. Absent (an older
   * server) means an exact total.
   */
  totalIsLowerBound: z.boolean().default(false),
});
export type BackOfficeRequestListReply = z.infer<typeof BackOfficeRequestListReplySchema>;

/**
 * PUT /suap/v1/backoffice/updateDraftStorageLimit/{id}: the day a draft left untouched is deleted. A day in the
 * past is refused ('min'): it would delete the draft at once, which is what DELETE is for.
 */
export const DraftStorageLimitBodySchema = closedObject({
  draftExpiresOn: isoDateField().refine((day) => day >= isoDateInRome(new Date()), { error: 'min' }),
});
export type DraftStorageLimitBody = z.infer<typeof DraftStorageLimitBodySchema>;

export const DraftStorageLimitReplySchema = ResponseStatusSchema.extend({ request: RequestSchema });
export type DraftStorageLimitReply = z.infer<typeof DraftStorageLimitReplySchema>;

/**
 * GET /suap/v1/backoffice/user/getUserList: by surname ascending unless `sort` says otherwise. The filter also
 * takes the characters of an e-mail address, so a user can be found by it.
 */
export const UserListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(PAGE_SIZES.users),
  sort: sortParamWithDefault(SORT_FIELDS.users, DEFAULT_SORTS.users),
  filter: filterParam({ minLength: SEARCH_MIN_LENGTH, pattern: patterns.searchUser }),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const UserListReplySchema = PagedReplyBaseSchema.extend({ userList: z.array(UserSchema) });
export type UserListReply = z.infer<typeof UserListReplySchema>;

/** Reply of getUser/{id}, createUser and modifyUser. */
export const UserReplySchema = ResponseStatusSchema.extend({ user: UserSchema });
export type UserReply = z.infer<typeof UserReplySchema>;

/** POST /suap/v1/backoffice/user/createUser */
export const CreateUserBodySchema = UserInputSchema;
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

/** PUT /suap/v1/backoffice/user/modifyUser: the user to change is named by `userId` in the body (SPEC §7). */
export const ModifyUserBodySchema = UserModifyInputSchema;
export type ModifyUserBody = z.infer<typeof ModifyUserBodySchema>;
