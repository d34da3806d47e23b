import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  NotificationListReplySchema,
  type Language,
  type NotificationListReply,
} from '@suap/shared';
import { apiRequest } from '../../../../lib/api';
import { backOfficeKeys } from '../../../../lib/api/backoffice';
import { useLanguage } from '../../../../lib/use-language';

/**
 * While a message waits, how often the list is read again. The server writes a message in the transaction of
 * the action that caused it and a worker sends it a few seconds later: the page then shows the outcome without
 * a reload.
 */
export const PENDING_REFRESH_MS = 5_000;

/** Under the back-office prefix, so that whatever refreshes the back office refreshes this too. */
export const notificationsKeyOf = (requestId: number) =>
  [...backOfficeKeys.all, 'notifications', requestId] as const;
export const notificationsKey = (requestId: number, lang: Language) =>
  [...notificationsKeyOf(requestId), lang] as const;

/**
 * GET /suap/v1/backoffice/notifications/{id}: the messages sent to the applicant, oldest first. `spinner` is
 * false for the reads made while a list is already on screen (the 5 s polling): they must not flash the global
 * spinner over the page.
 */
export function fetchNotifications(requestId: number, lang: Language, signal?: AbortSignal, spinner = true) {
  return apiRequest({
    path: fillPath(apiPaths.backOffice.notifications, { id: requestId }),
    query: { lang },
    schema: NotificationListReplySchema,
    signal,
    spinner,
  });
}

const hasPending = (reply: NotificationListReply | undefined) =>
  reply?.notifications.some((notification) => notification.status === 'pending') === true;

/**
 * The messages of a sent request. Read again after every staff action (reloadProcedure in use-procedure.ts
 * invalidates them), and every PENDING_REFRESH_MS while one of them is still waiting to be sent.
 */
export function useNotifications(requestId: number) {
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const queryKey = notificationsKey(requestId, lang);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      fetchNotifications(requestId, lang, signal, queryClient.getQueryData(queryKey) === undefined),
    retry: false,
    refetchInterval: (query) => (hasPending(query.state.data) ? PENDING_REFRESH_MS : false),
  });
}
