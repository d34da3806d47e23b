import type { RequestStateId } from '@suap/shared';
import { sql, type SQL } from 'drizzle-orm';
import { requestStateCounts } from '../../db/schema.js';
import { stateList } from './list-columns.js';

export type { ListSort, ListWindow } from './list-columns.js';

/**
 * What reading a page of the back-office list answers (paged-list.ts without free text, search-page.ts with it):
 * the total (`bounded`: more than that exist, BACKOFFICE_TOTAL_BOUND), whether the ids come in the reverse of the
 * page's order (a deep page walked from the other end), and the page's request ids (null: no page offered).
 */
export interface PageRead {
  total: number;
  bounded: boolean;
  reversed: boolean;
  ids: string[] | null;
}

/** The exact number of requests in these states: the trigger-kept per-state counters (migration 0004). */
export function stateTotal(states: readonly RequestStateId[]): SQL {
  return sql`select coalesce(sum(${requestStateCounts.total}), 0)::int8 as total from ${requestStateCounts}
    where ${requestStateCounts.stateId} in (${stateList(states)})`;
}
