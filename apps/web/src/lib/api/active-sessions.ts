import { useQuery, type QueryClient } from '@tanstack/react-query';
import { activeSessionPaths, fillPath } from '@suap/shared';
import { apiRequest } from './api-request';
import { lazySchema } from './lazy-schema';

/** The logged-in person's sessions on other browsers and devices (citizens and staff alike). */

export const activeSessionKeys = { all: ['active-sessions'] as const };

export function fetchActiveSessions(signal?: AbortSignal) {
  return apiRequest({
    path: activeSessionPaths.list,
    schema: lazySchema('ActiveSessionListReplySchema'),
    signal,
  });
}

/** Ends one of the person's other sessions: that browser is logged out at its next call. */
export function endSession(sessionId: string) {
  return apiRequest({
    method: 'DELETE',
    path: fillPath(activeSessionPaths.end, { sessionId }),
    schema: lazySchema('EndSessionsReplySchema'),
  });
}

/** Ends every session of the person but this browser's. */
export function endOtherSessions() {
  return apiRequest({
    method: 'POST',
    path: activeSessionPaths.endOthers,
    body: {},
    schema: lazySchema('EndSessionsReplySchema'),
  });
}

export function useActiveSessions() {
  return useQuery({
    queryKey: activeSessionKeys.all,
    queryFn: ({ signal }) => fetchActiveSessions(signal),
  });
}

export function reloadActiveSessions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: activeSessionKeys.all });
}
