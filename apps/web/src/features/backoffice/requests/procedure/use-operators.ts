import { useQuery } from '@tanstack/react-query';
import { apiPaths, OperatorListReplySchema, type Language } from '@suap/shared';
import { apiRequest } from '../../../../lib/api';
import { backOfficeKeys } from '../../../../lib/api/backoffice';
import { useLanguage } from '../../../../lib/use-language';

/** GET /suap/v1/backoffice/operators: the active administrators and collaborators a request can be given to. */
export function fetchOperators(lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: apiPaths.backOffice.operators,
    query: { lang },
    schema: OperatorListReplySchema,
    signal,
  });
}

/** Asked only when the assign dialog opens (administrators): nobody else needs the list. */
export function useOperators(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'operators', lang] as const,
    queryFn: ({ signal }) => fetchOperators(lang, signal),
    enabled,
    retry: false,
    // Who is active changes seldom; the dialog can be opened again without a new call for a minute.
    staleTime: 60_000,
  });
}
