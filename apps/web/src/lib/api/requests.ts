import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  PDF_CONTENT_TYPE,
  RequestState,
  STARTUP_SERVICE_TYPE_ID,
  type Language,
  type RequestDraftInput,
  type RequestSaveAction,
} from '@suap/shared';
import { useLanguage } from '../use-language';
import { apiRequest } from './api-request';
import { lazySchema } from './lazy-schema';
import { ApiError, GENERIC_ERROR_STATUS } from './api-status';
import { buildApiUrl } from './build-url';
import { inFlightCalls } from './in-flight';

/** SPEC §7 "Requests, front office": the logged-in citizen's own requests. */

export function fetchRequest(requestId: number, lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: fillPath(apiPaths.requests.byId, { id: requestId }),
    query: { lang },
    schema: lazySchema('RequestReplySchema'),
    signal,
  });
}

/** Creates a draft (state 1); the reply carries its requestId and version 1. */
export function createRequest(draft: RequestDraftInput, lang: Language) {
  return apiRequest({
    method: 'POST',
    path: apiPaths.requests.create,
    query: { lang },
    body: draft,
    schema: lazySchema('RequestReplySchema'),
  });
}

/**
 * Saves a draft or sends it. `version` is the one last read: when someone saved in between, the server answers
 * 409 and keeps its copy (see `isConflict`).
 */
export function updateRequest(
  requestId: number,
  draft: RequestDraftInput,
  version: number,
  action: RequestSaveAction,
  lang: Language,
) {
  return apiRequest({
    method: 'PUT',
    path: fillPath(apiPaths.requests.byId, { id: requestId }),
    query: { lang },
    body: { ...draft, requestId, version, action },
    schema: lazySchema('RequestReplySchema'),
  });
}

/** Deletes a draft (state 2); `version` guards it like a save. */
export function deleteRequest(requestId: number, version: number) {
  return apiRequest({
    method: 'DELETE',
    path: fillPath(apiPaths.requests.byId, { id: requestId }),
    query: { version },
    schema: lazySchema('RequestDeleteReplySchema'),
  });
}

export interface RequestListOptions {
  typeOfServiceId?: number;
  includeDeleted?: boolean;
  /** 1-based; the server's default is 1. */
  page?: number;
  /** The server's default is the widget's page size (SPEC §9: 3). */
  size?: number;
  /** One state only, most recently changed first (1: the drafts). */
  stateOfRequestId?: number;
  signal?: AbortSignal;
}

/** One page of the user's requests, as the server cuts it (newest first), with the totals. */
export function fetchRequestList(
  userId: number | undefined,
  lang: Language,
  options: RequestListOptions = {},
) {
  return apiRequest({
    path: apiPaths.requests.list,
    query: {
      userId,
      typeOfServiceId: options.typeOfServiceId,
      includeDeleted: options.includeDeleted === false ? 'false' : undefined,
      page: options.page,
      size: options.size,
      stateOfRequestId: options.stateOfRequestId,
      lang,
    },
    schema: lazySchema('RequestListReplySchema'),
    signal: options.signal,
  });
}

function conflictOf(error: unknown): { reason?: unknown; limit?: unknown } | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 409) return null;
  return (error.reply as { reason?: unknown; limit?: unknown } | undefined) ?? {};
}

/**
 * Why the server refused a change to a draft with 409 (its `reason`), or null for any other failure. A
 * creation refused for the draft limit is not a conflict with another change: null too (see `draftLimitOf`),
 * so it never opens the stale-version modal.
 */
export function conflictReason(error: unknown): 'stale-version' | 'read-only' | null {
  const conflict = conflictOf(error);
  if (!conflict || conflict.reason === 'draft-limit') return null;
  return conflict.reason === 'read-only' ? 'read-only' : 'stale-version';
}

/** The most open drafts a citizen may have, when a creation was refused for it (409 'draft-limit'); else null. */
export function draftLimitOf(error: unknown): number | null {
  const conflict = conflictOf(error);
  if (conflict?.reason !== 'draft-limit') return null;
  return typeof conflict.limit === 'number' ? conflict.limit : 0;
}

/** The field paths a refused send lists as missing (400 with `missing`). */
export function missingFieldsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.httpStatus !== 400) return [];
  const missing = (error.reply as { missing?: unknown } | undefined)?.missing;
  return Array.isArray(missing) ? missing.filter((path): path is string => typeof path === 'string') : [];
}

export const requestKeys = {
  all: ['requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (userId: number | undefined, lang: Language, page = 1) =>
    [...requestKeys.lists(), userId, lang, page] as const,
  latestDraft: (userId: number | undefined, lang: Language) =>
    [...requestKeys.lists(), userId, lang, 'latest-draft'] as const,
  detail: (requestId: number, lang: Language) => [...requestKeys.all, 'detail', requestId, lang] as const,
};

/** One page of the startup requests of a user (drafts, sent and decided ones), newest first. */
export function useRequestList(userId: number | undefined, page = 1) {
  const lang = useLanguage();
  return useQuery({
    queryKey: requestKeys.list(userId, lang, page),
    queryFn: ({ signal }) =>
      fetchRequestList(userId, lang, { typeOfServiceId: STARTUP_SERVICE_TYPE_ID, page, signal }),
    enabled: userId !== undefined,
    // The page shown stays while the next one loads: the paginator does not blink to a spinner.
    placeholderData: keepPreviousData,
  });
}

/** The most recently changed startup draft of a user, or null: one row asked of the server, not the whole list. */
export function fetchLatestDraft(userId: number, lang: Language, signal?: AbortSignal) {
  return fetchRequestList(userId, lang, {
    typeOfServiceId: STARTUP_SERVICE_TYPE_ID,
    stateOfRequestId: RequestState.DRAFT,
    size: 1,
    signal,
  }).then((reply) => reply.requestList[0] ?? null);
}

/** `fetchLatestDraft` as a query, refetched with the other lists on "reload requests". */
export function useLatestDraft(userId: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: requestKeys.latestDraft(userId, lang),
    queryFn: ({ signal }) => fetchLatestDraft(userId!, lang, signal),
    enabled: userId !== undefined,
  });
}

/** SPEC §3 app event "reload requests": every list of requests on screen is fetched again. */
export function reloadRequests(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
}

/**
 * Fetches a file the API sends as a download; rejects with an ApiError when the server refused it (its reply is
 * JSON then) or, with `expectedType`, when the reply is not of that type.
 */
export async function fetchFile(url: string, expectedType?: string): Promise<Blob> {
  inFlightCalls.start();
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: `${expectedType ?? '*/*'}, application/json` },
      });
    } catch (error) {
      throw new ApiError(GENERIC_ERROR_STATUS.message, { ...GENERIC_ERROR_STATUS }, undefined, {
        cause: error,
      });
    }
    const type = response.headers.get('content-type') ?? '';
    const refused = expectedType ? !type.startsWith(expectedType) : type.startsWith('application/json');
    if (!response.ok || refused) {
      const failure = new ApiError(GENERIC_ERROR_STATUS.message, { ...GENERIC_ERROR_STATUS });
      failure.httpStatus = response.status;
      throw failure;
    }
    return await response.blob();
  } finally {
    inFlightCalls.finish();
  }
}

/** Fetches the PDF recap of a request; rejects with an ApiError unless the reply really is a PDF. */
export function fetchPdfRecap(requestId: number, path: string = apiPaths.requests.pdfRecap): Promise<Blob> {
  return fetchFile(buildApiUrl(fillPath(path, { id: requestId })), PDF_CONTENT_TYPE);
}

/** Offers a file to the browser's download manager under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL after click() returns: revoke a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
