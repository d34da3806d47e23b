import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, fillPath, type CitizenWithdrawBody, type Language } from '@suap/shared';
import { apiRequest, isApiError } from '../../../../lib/api';
import { lazySchema } from '../../../../lib/api/lazy-schema';
import { useLanguage } from '../../../../lib/use-language';
import { reloadProcedure } from './get-procedure';

/**
 * POST /suap/v1/request/withdraw/{id}: the citizen withdraws their request while its procedure is open (issue 30),
 * naming the version they read; the request moves to 11 (withdrawn).
 */
export function postWithdraw(requestId: number, body: CitizenWithdrawBody, lang: Language) {
  return apiRequest({
    method: 'POST',
    path: fillPath(apiPaths.requests.withdraw, { id: requestId }),
    query: { lang },
    body,
    schema: lazySchema('ProcedureReplySchema'),
  });
}

/** Why the server refused a withdrawal with 409, as the page words it. */
export type WithdrawConflict = 'stale-version' | 'invalid-state';

/**
 * The 409 `reason` of a refused withdrawal, or null for any other failure: someone changed the request first
 * ('stale-version'); anything else means the procedure is no longer open.
 */
export function withdrawConflictOf(error: unknown): WithdrawConflict | null {
  if (!isApiError(error) || error.httpStatus !== 409) return null;
  const reason = (error.reply as { reason?: unknown } | undefined)?.reason;
  return reason === 'stale-version' ? reason : 'invalid-state';
}

/**
 * Withdraws the request. Both on success and on a 409 the request is read again (its state changed, or someone
 * else's change must be shown); other failures change nothing on the server, so nothing is reloaded.
 */
export function useWithdrawRequest(requestId: number) {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (body: CitizenWithdrawBody) => postWithdraw(requestId, body, lang),
    onSuccess: () => reloadProcedure(queryClient, requestId),
    onError: (error) => {
      if (withdrawConflictOf(error)) void reloadProcedure(queryClient, requestId);
    },
  });
}
