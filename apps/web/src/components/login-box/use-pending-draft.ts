import type { Request } from '@suap/shared';
import { useLatestDraft } from '../../lib/api/requests';

export interface PendingDraft {
  /** The most recently changed draft, or null when the user has none (or is not a citizen). */
  draft: Request | null;
  isError: boolean;
}

/**
 * SPEC §5: the login box shows 'practice pending' when the logged-in user has a draft request. The server is
 * asked for that one draft (GET /suap/v1/request/list?stateOfRequestId=1&size=1, most recently changed first),
 * not for the whole list.
 */
export function usePendingDraft(userId: number | undefined): PendingDraft {
  const latest = useLatestDraft(userId);
  return { draft: latest.data ?? null, isError: latest.isError };
}
