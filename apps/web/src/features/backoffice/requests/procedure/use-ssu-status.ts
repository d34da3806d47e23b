import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, fillPath, SsuStatusReplySchema, type Language, type SsuStatusReply } from '@suap/shared';
import { apiRequest } from '../../../../lib/api';
import { backOfficeKeys } from '../../../../lib/api/backoffice';
import { useLanguage } from '../../../../lib/use-language';
import { PENDING_REFRESH_MS } from './use-notifications';

/** Under the back-office prefix, so that whatever refreshes the back office refreshes this too. */
export const ssuStatusKey = (requestId: number, lang: Language) =>
  [...backOfficeKeys.all, 'ssu', requestId, lang] as const;

/**
 * GET /suap/v1/backoffice/ssu/{id}: the request's CUI, receipt and calls to the national SUAP system. `spinner`
 * is false for the reads made while the section is already on screen (the polling).
 */
export function fetchSsuStatus(requestId: number, lang: Language, signal?: AbortSignal, spinner = true) {
  return apiRequest({
    path: fillPath(apiPaths.backOffice.ssu, { id: requestId }),
    query: { lang },
    schema: SsuStatusReplySchema,
    signal,
    spinner,
  });
}

const hasPending = (reply: SsuStatusReply | undefined) =>
  reply?.ssu.calls.some((call) => call.status === 'pending') === true;

/**
 * The request in the SSU. The worker makes each call a few seconds after the step that owes it, and each call
 * made writes the next (CUI, then the instance, its audits and the receipt): while one waits the section is
 * read again every PENDING_REFRESH_MS, as the messages to the applicant are.
 */
export function useSsuStatus(requestId: number) {
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const queryKey = ssuStatusKey(requestId, lang);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      fetchSsuStatus(requestId, lang, signal, queryClient.getQueryData(queryKey) === undefined),
    retry: false,
    refetchInterval: (query) => (hasPending(query.state.data) ? PENDING_REFRESH_MS : false),
  });
}
