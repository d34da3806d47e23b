import { isDraftState, type Request } from '@suap/shared';
import { useRequestList } from '../../lib/api/requests';

export interface PendingDraft {
  /** The most recently changed draft, or null when the user has none (or is not a citizen). */
  draft: Request | null;
  isError: boolean;
}

/**
 * SPEC §5: the login box shows 'practice pending' when the logged-in user has a draft request. The startup
 * requests come from GET /suap/v1/request/list?userId=&typeOfServiceId=1; state 1 is a draft.
 */
export function usePendingDraft(userId: number | undefined): PendingDraft {
  const list = useRequestList(userId);
  const drafts = (list.data?.requestList ?? []).filter((request) =>
    isDraftState(request.stateOfRequest.stateOfRequestId),
  );
  const latest = drafts.reduce<Request | null>(
    (newest, request) => (newest === null || request.updatedOn > newest.updatedOn ? request : newest),
    null,
  );
  return { draft: latest, isError: list.isError };
}
