import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths, fillPath, type Language } from '@suap/shared';
import { useLanguage } from '../use-language';
import { apiRequest } from './api-request';
import { buildApiUrl } from './build-url';
import { lazySchema } from './lazy-schema';
import { fetchFile, requestKeys } from './requests';

/** The documents of a request (issue 29): the citizen's own calls, or the back office's (what was handed in). */
export type AttachmentScope = 'citizen' | 'staff';

const PATHS = {
  citizen: { list: apiPaths.requests.attachments, file: apiPaths.requests.attachment },
  staff: { list: apiPaths.backOffice.attachments, file: apiPaths.backOffice.attachment },
} as const;

/**
 * The citizen's lists sit under the requests' keys and the staff's under the back office's ('back-office', as
 * backOfficeKeys.all: not imported, because backoffice.ts loads zod with the page), so that whatever refreshes
 * either side refreshes its documents too.
 */
export const attachmentKeys = {
  all: (scope: AttachmentScope, requestId: number) =>
    scope === 'citizen'
      ? ([...requestKeys.all, 'attachments', requestId] as const)
      : (['back-office', 'attachments', requestId] as const),
  list: (scope: AttachmentScope, requestId: number, lang: Language) =>
    [...attachmentKeys.all(scope, requestId), lang] as const,
};

/**
 * GET the request's documents and what the server accepts (limits; whether files are scanned). `spinner` is
 * false for the reads made while a list is already on screen (after each file added or removed): the list
 * changes in place, the global spinner would only flash over the page.
 */
export function fetchAttachments(
  scope: AttachmentScope,
  requestId: number,
  lang: Language,
  signal?: AbortSignal,
  spinner = true,
) {
  return apiRequest({
    path: fillPath(PATHS[scope].list, { id: requestId }),
    query: { lang },
    schema: lazySchema('AttachmentListReplySchema'),
    signal,
    spinner,
  });
}

/** The documents of a request, read while `enabled` (a request that has none to show is never asked). */
export function useAttachments(scope: AttachmentScope, requestId: number, enabled = true) {
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const queryKey = attachmentKeys.list(scope, requestId, lang);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      fetchAttachments(scope, requestId, lang, signal, queryClient.getQueryData(queryKey) === undefined),
    enabled,
    retry: false,
  });
}

/** After a document was added, removed or handed in: its list is read again, in any language. */
export function reloadAttachments(queryClient: QueryClient, scope: AttachmentScope, requestId: number) {
  return queryClient.invalidateQueries({ queryKey: attachmentKeys.all(scope, requestId) });
}

/** DELETE a document not handed in yet (the citizen's own). */
export function deleteAttachment(requestId: number, attachmentId: number, lang: Language) {
  return apiRequest({
    method: 'DELETE',
    path: fillPath(apiPaths.requests.attachment, { id: requestId, attachmentId }),
    query: { lang },
  });
}

/** The bytes of a document; rejects with an ApiError when the server refused them (its reply is JSON then). */
export function fetchAttachmentFile(
  scope: AttachmentScope,
  requestId: number,
  attachmentId: number,
): Promise<Blob> {
  return fetchFile(buildApiUrl(fillPath(PATHS[scope].file, { id: requestId, attachmentId })));
}
