import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPaths, fillPath, ProcedureReplySchema, type Language } from '@suap/shared';
import { apiRequest } from '../../../../lib/api';
import { backOfficeKeys } from '../../../../lib/api/backoffice';
import { useLanguage } from '../../../../lib/use-language';
import { notificationsKeyOf } from './use-notifications';

/** GET /suap/v1/backoffice/procedure/{id}: where a request stands and what the caller may do now. */
export function fetchProcedure(requestId: number, lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: fillPath(apiPaths.backOffice.procedure, { id: requestId }),
    query: { lang },
    schema: ProcedureReplySchema,
    signal,
  });
}

/** Under the back-office prefix, so that whatever refreshes the back office refreshes this too. */
export const procedureKey = (requestId: number, lang: Language) =>
  [...backOfficeKeys.all, 'procedure', requestId, lang] as const;

/**
 * The procedure of a sent request; `enabled` is false for drafts and deleted requests, which have none.
 * `refetchOnMount: false` reads the cached copy (the action dialog: the version it sends is the one shown).
 */
export function useProcedure(requestId: number, enabled = true, options: { refetchOnMount?: boolean } = {}) {
  const lang = useLanguage();
  return useQuery({
    queryKey: procedureKey(requestId, lang),
    queryFn: ({ signal }) => fetchProcedure(requestId, lang, signal),
    enabled,
    retry: false,
    refetchOnMount: options.refetchOnMount ?? true,
  });
}

/**
 * After an action, or a refusal that says the request changed: the procedure, the request, its messages to the
 * applicant (an action writes its own) and every request list are read again (in any language), so the page and
 * the list show the state the server holds now.
 */
export function reloadProcedure(queryClient: QueryClient, requestId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...backOfficeKeys.all, 'procedure', requestId] }),
    queryClient.invalidateQueries({ queryKey: notificationsKeyOf(requestId) }),
    queryClient.invalidateQueries({ queryKey: [...backOfficeKeys.all, 'request', requestId] }),
    queryClient.invalidateQueries({ queryKey: backOfficeKeys.requestLists() }),
  ]).then(() => undefined);
}
