import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPaths, fillPath, type Language } from '@suap/shared';
import { apiRequest } from '../../../../lib/api';
import { lazySchema } from '../../../../lib/api/lazy-schema';
import { reloadAttachments } from '../../../../lib/api/attachments';
import { reloadRequests, requestKeys } from '../../../../lib/api/requests';
import { useLanguage } from '../../../../lib/use-language';

/** GET /suap/v1/request/procedure/{id}: where the citizen's own request stands and what they may do now. */
export function fetchProcedure(requestId: number, lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: fillPath(apiPaths.requests.procedure, { id: requestId }),
    query: { lang },
    schema: lazySchema('ProcedureReplySchema'),
    signal,
  });
}

/** Beside the request's own keys, so that whatever refreshes the citizen's requests refreshes this too. */
export const procedureKeys = {
  all: (requestId: number) => [...requestKeys.all, 'procedure', requestId] as const,
  detail: (requestId: number, lang: Language) => [...procedureKeys.all(requestId), lang] as const,
};

/** The procedure of a sent request; `enabled` is false for drafts and deleted requests, which have none. */
export function useProcedure(requestId: number, enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: procedureKeys.detail(requestId, lang),
    queryFn: ({ signal }) => fetchProcedure(requestId, lang, signal),
    enabled,
    retry: false,
  });
}

/**
 * After an answer, or a refusal that says the request changed: the procedure, the request (in any language), its
 * documents (the answer handed in its own) and the lists of requests are read again, so the page and the private
 * area show the state the server holds now.
 */
export async function reloadProcedure(queryClient: QueryClient, requestId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: procedureKeys.all(requestId) }),
    queryClient.invalidateQueries({ queryKey: [...requestKeys.all, 'detail', requestId] }),
    reloadRequests(queryClient),
    reloadAttachments(queryClient, 'citizen', requestId),
  ]);
}
