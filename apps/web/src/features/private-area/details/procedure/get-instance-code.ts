import { useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, type Language } from '@suap/shared';
import { apiRequest } from '../../../../lib/api';
import { lazySchema } from '../../../../lib/api/lazy-schema';
import { requestKeys } from '../../../../lib/api/requests';
import { useLanguage } from '../../../../lib/use-language';

/** GET /suap/v1/request/ssu/{id}: the CUI the national SUAP system gave the citizen's own request, if any yet. */
export function fetchInstanceCode(requestId: number, lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: fillPath(apiPaths.requests.ssu, { id: requestId }),
    query: { lang },
    schema: lazySchema('SsuCitizenStatusReplySchema'),
    signal,
  });
}

/**
 * The request's CUI, beside the request's own keys so that whatever refreshes the citizen's requests (a step of
 * the procedure) refreshes it too. It is extra information: a failed read shows nothing and stops nothing.
 */
export function useInstanceCode(requestId: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...requestKeys.all, 'ssu', requestId, lang] as const,
    queryFn: ({ signal }) => fetchInstanceCode(requestId, lang, signal),
    retry: false,
  });
}
