import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  PDF_CONTENT_TYPE,
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

export function fetchRequestList(
  userId: number | undefined,
  lang: Language,
  options: { typeOfServiceId?: number; includeDeleted?: boolean; signal?: AbortSignal } = {},
) {
  return apiRequest({
    path: apiPaths.requests.list,
    query: {
      userId,
      typeOfServiceId: options.typeOfServiceId,
      includeDeleted: options.includeDeleted === false ? 'false' : undefined,
      lang,
    },
    schema: lazySchema('RequestListReplySchema'),
    signal: options.signal,
  });
}

/** Why the server refused a change with 409 (its `reason`), or null for any other failure. */
export function conflictReason(error: unknown): 'stale-version' | 'read-only' | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 409) return null;
  const reason = (error.reply as { reason?: unknown } | undefined)?.reason;
  return reason === 'read-only' ? 'read-only' : 'stale-version';
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
  list: (userId: number | undefined, lang: Language) => [...requestKeys.lists(), userId, lang] as const,
  detail: (requestId: number, lang: Language) => [...requestKeys.all, 'detail', requestId, lang] as const,
};

/** The startup requests of a user (drafts, sent and decided ones), newest first. */
export function useRequestList(userId: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: requestKeys.list(userId, lang),
    queryFn: ({ signal }) =>
      fetchRequestList(userId, lang, { typeOfServiceId: STARTUP_SERVICE_TYPE_ID, signal }),
    enabled: userId !== undefined,
  });
}

/** SPEC §3 app event "reload requests": every list of requests on screen is fetched again. */
export function reloadRequests(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
}

/** Fetches the PDF recap of a request; rejects with an ApiError unless the reply really is a PDF. */
export async function fetchPdfRecap(
  requestId: number,
  path: string = apiPaths.requests.pdfRecap,
): Promise<Blob> {
  inFlightCalls.start();
  try {
    let response: Response;
    try {
      response = await fetch(buildApiUrl(fillPath(path, { id: requestId })), {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: `${PDF_CONTENT_TYPE}, application/json` },
      });
    } catch (error) {
      throw new ApiError(GENERIC_ERROR_STATUS.message, { ...GENERIC_ERROR_STATUS }, undefined, {
        cause: error,
      });
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith(PDF_CONTENT_TYPE)) {
      const failure = new ApiError(GENERIC_ERROR_STATUS.message, { ...GENERIC_ERROR_STATUS });
      failure.httpStatus = response.status;
      throw failure;
    }
    return await response.blob();
  } finally {
    inFlightCalls.finish();
  }
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
