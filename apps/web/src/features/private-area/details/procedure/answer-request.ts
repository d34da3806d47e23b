import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, fillPath, type CitizenAnswerBody, type Language } from '@suap/shared';
import { apiRequest, isApiError } from '../../../../lib/api';
import { lazySchema } from '../../../../lib/api/lazy-schema';
import { useLanguage } from '../../../../lib/use-language';
import { reloadProcedure } from './get-procedure';

/**
 * POST /suap/v1/request/answer/{id}: the citizen's answer to an integration request (7 → 8) or their observations
 * on a 10-bis notice (9 → 10), naming the version they read.
 */
export function postAnswer(requestId: number, body: CitizenAnswerBody, lang: Language) {
  return apiRequest({
    method: 'POST',
    path: fillPath(apiPaths.requests.answer, { id: requestId }),
    query: { lang },
    body,
    schema: lazySchema('ProcedureReplySchema'),
  });
}

/** Why the server refused an answer with 409, as the page words it. */
export type AnswerConflict = 'stale-version' | 'term-expired' | 'invalid-state';

/**
 * The 409 `reason` of a refused answer, or null for any other failure. Someone changed the request first
 * ('stale-version'), the term ended ('term-expired'); anything else means it no longer waits for this answer.
 */
export function answerConflictOf(error: unknown): AnswerConflict | null {
  if (!isApiError(error) || error.httpStatus !== 409) return null;
  const reason = (error.reply as { reason?: unknown } | undefined)?.reason;
  return reason === 'stale-version' || reason === 'term-expired' ? reason : 'invalid-state';
}

/**
 * Sends the answer. Both on success and on a 409 the request is read again (its state changed, or someone
 * else's change must be shown); other failures change nothing on the server, so nothing is reloaded.
 */
export function useAnswerRequest(requestId: number) {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (body: CitizenAnswerBody) => postAnswer(requestId, body, lang),
    onSuccess: () => reloadProcedure(queryClient, requestId),
    onError: (error) => {
      if (answerConflictOf(error)) void reloadProcedure(queryClient, requestId);
    },
  });
}
