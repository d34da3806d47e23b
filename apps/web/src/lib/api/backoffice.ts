import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  BackOfficeRequestListReplySchema,
  DraftStorageLimitReplySchema,
  fillPath,
  formatSort,
  PAGE_SIZES,
  RequestReplySchema,
  UserListReplySchema,
  UserReplySchema,
  type CreateUserBody,
  type Language,
  type ModifyUserBody,
  type RequestSortField,
  type RequestStateId,
  type SortSpec,
  type UserSortField,
} from '@suap/shared';
import { useLanguage } from '../use-language';
import { apiRequest } from './api-request';
import { isApiError } from './api-status';
import { fetchPdfRecap } from './requests';

/** SPEC §7 "Back office" calls (under /suap/v1/backoffice/), with the query hooks of the back-office screens. */

export interface BackOfficeRequestListParams {
  page: number;
  size?: number;
  sort: SortSpec<RequestSortField>;
  filter?: string;
  /** Without it the server lists every sent request (any step); drafts and deleted only when asked. */
  stateOfRequestId?: RequestStateId;
  /** Only the requests the caller is the responsible officer of (issue 27). */
  assignedToMe?: boolean;
}

export interface UserListParams {
  page: number;
  size?: number;
  sort: SortSpec<UserSortField>;
  filter?: string;
}

/** Paging, sorting and search as every back-office list sends them; an empty search is left out. */
export function listQuery<F extends string>(
  params: { page: number; size?: number; sort: SortSpec<F>; filter?: string },
  defaultSize: number,
) {
  return {
    page: params.page,
    size: params.size ?? defaultSize,
    sort: formatSort(params.sort),
    filter: params.filter || undefined,
  };
}

export function fetchBackOfficeRequests(
  params: BackOfficeRequestListParams,
  lang: Language,
  signal?: AbortSignal,
) {
  return apiRequest({
    path: apiPaths.backOffice.requests,
    query: {
      ...listQuery(params, PAGE_SIZES.requests),
      stateOfRequestId: params.stateOfRequestId,
      // Sent only when asked: the server's default lists everyone's requests.
      assignedToMe: params.assignedToMe ? 'true' : undefined,
      lang,
    },
    schema: BackOfficeRequestListReplySchema,
    signal,
  });
}

export function fetchBackOfficeRequest(requestId: number, lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: fillPath(apiPaths.backOffice.request, { id: requestId }),
    query: { lang },
    schema: RequestReplySchema,
    signal,
  });
}

/** Moves a draft's deletion day (YYYY-MM-DD): from today up to one storage period from today. */
export function updateDraftStorageLimit(requestId: number, draftExpiresOn: string, lang: Language) {
  return apiRequest({
    method: 'PUT',
    path: fillPath(apiPaths.backOffice.updateDraftStorageLimit, { id: requestId }),
    query: { lang },
    body: { draftExpiresOn },
    schema: DraftStorageLimitReplySchema,
  });
}

/** The PDF recap through the back-office path (SPEC §6); refused (409) for drafts and deleted requests. */
export function fetchBackOfficePdfRecap(requestId: number): Promise<Blob> {
  return fetchPdfRecap(requestId, apiPaths.backOffice.pdfRecap);
}

export function fetchUsers(params: UserListParams, lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: apiPaths.backOffice.users,
    query: { ...listQuery(params, PAGE_SIZES.users), lang },
    schema: UserListReplySchema,
    signal,
  });
}

export function fetchUser(userId: number, lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: fillPath(apiPaths.backOffice.user, { id: userId }),
    query: { lang },
    schema: UserReplySchema,
    signal,
  });
}

export function createUser(body: CreateUserBody, lang: Language) {
  return apiRequest({
    method: 'POST',
    path: apiPaths.backOffice.createUser,
    query: { lang },
    body,
    schema: UserReplySchema,
  });
}

export function modifyUser(body: ModifyUserBody, lang: Language) {
  return apiRequest({
    method: 'PUT',
    path: apiPaths.backOffice.modifyUser,
    query: { lang },
    body,
    schema: UserReplySchema,
  });
}

/** One entry of a 400 reply's `errors`: field is 'body.email', 'querystring.filter', 'params.id'... */
export interface ServerFieldError {
  field: string;
  rule: string;
  message: string;
}

/** The field errors a 400 reply carries, with the 'body.' prefix removed; [] for any other failure. */
export function bodyFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error) || error.httpStatus !== 400) return [];
  const errors = (error.reply as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    const { field, rule, message } = (entry ?? {}) as Partial<ServerFieldError>;
    if (typeof field !== 'string' || !field.startsWith('body.')) return [];
    return [{ field: field.slice('body.'.length), rule: String(rule ?? ''), message: String(message ?? '') }];
  });
}

export const backOfficeKeys = {
  all: ['back-office'] as const,
  requestLists: () => [...backOfficeKeys.all, 'requests'] as const,
  requestList: (params: BackOfficeRequestListParams, lang: Language) =>
    [...backOfficeKeys.requestLists(), params, lang] as const,
  request: (requestId: number, lang: Language) =>
    [...backOfficeKeys.all, 'request', requestId, lang] as const,
  userLists: () => [...backOfficeKeys.all, 'users'] as const,
  userList: (params: UserListParams, lang: Language) =>
    [...backOfficeKeys.userLists(), params, lang] as const,
  user: (userId: number, lang: Language) => [...backOfficeKeys.all, 'user', userId, lang] as const,
};

/** A page of requests; the previous page stays on screen while the next one loads. */
export function useBackOfficeRequests(params: BackOfficeRequestListParams) {
  const lang = useLanguage();
  return useQuery({
    queryKey: backOfficeKeys.requestList(params, lang),
    queryFn: ({ signal }) => fetchBackOfficeRequests(params, lang, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useBackOfficeRequest(requestId: number | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: backOfficeKeys.request(requestId ?? 0, lang),
    queryFn: ({ signal }) => fetchBackOfficeRequest(requestId!, lang, signal),
    enabled: requestId !== null,
    // A language switch keeps the page mounted: the request stays shown while it is read in the other language.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useUsers(params: UserListParams, enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: backOfficeKeys.userList(params, lang),
    queryFn: ({ signal }) => fetchUsers(params, lang, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

export function useUser(userId: number | null, enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: backOfficeKeys.user(userId ?? 0, lang),
    queryFn: ({ signal }) => fetchUser(userId!, lang, signal),
    enabled: enabled && userId !== null,
    retry: false,
  });
}
