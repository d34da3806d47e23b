import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RequestSchema, type Request } from '@suap/shared';
import { fetchRequest, requestKeys } from '../../../lib/api/requests';
import { sessionStore } from '../../../lib/session-storage';
import { useLanguage } from '../../../lib/use-language';

/** What the list stored when its id link was followed, if it is this request. */
function selectedRequest(requestId: number): Request | undefined {
  const stored = sessionStore.get('selectedRequest', RequestSchema);
  return stored?.requestId === requestId ? stored : undefined;
}

/**
 * The request of the details page, always fetched again from the server (a reload shows its current state).
 * SPEC §4: the selected request is kept in session while its details page is open and cleared when the page
 * is left, so it is reloaded after a page reload only here. What the list knew shows meanwhile.
 */
export function useRequestDetails(requestId: number | null, enabled: boolean) {
  const lang = useLanguage();
  const [placeholder] = useState(() => (requestId === null ? undefined : selectedRequest(requestId)));
  const query = useQuery({
    queryKey: requestKeys.detail(requestId ?? 0, lang),
    queryFn: ({ signal }) => fetchRequest(requestId!, lang, signal),
    enabled: enabled && requestId !== null,
    placeholderData:
      placeholder?.requestId === requestId
        ? { code: 200, message: 'OK', description: '', request: placeholder }
        : undefined,
    retry: false,
  });

  const request = query.data?.request;
  useEffect(() => {
    if (request && !query.isPlaceholderData) sessionStore.set('selectedRequest', request);
  }, [request, query.isPlaceholderData]);
  useEffect(() => () => sessionStore.clear('selectedRequest'), []);

  return query;
}
