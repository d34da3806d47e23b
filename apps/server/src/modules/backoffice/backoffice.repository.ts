import type { RequestSortField, RequestStateId, SortSpec } from '@suap/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, requests, requestStateCounts, suap, users } from '../../db/schema.js';
import { selectRequestViews, type Executor, type RequestViewRow } from '../requests/requests.repository.js';
import { allWordsIn } from './search-words.js';

export interface RequestListCriteria {
  states: readonly RequestStateId[];
  /** Free text, already trimmed; undefined for no filter. */
  filter?: string;
  sort: SortSpec<RequestSortField>;
  limit: number;
  offset: number;
}

// The column behind each sortable field; which joins the page query needs for it.
const SORT_COLUMNS: Record<RequestSortField, { column: SQL; join?: 'users' | 'suap' }> = {
  requestId: { column: sql`${requests.requestId}` },
  referenceCode: { column: sql`${requests.referenceCode}` },
  sentRequestDate: { column: sql`${requests.sentRequestDate}` },
  updatedOn: { column: sql`${requests.updatedOn}` },
  createdOn: { column: sql`${requests.createdOn}` },
  'user.firstName': { column: sql`${users.firstName}`, join: 'users' },
  'user.lastName': { column: sql`${users.lastName}`, join: 'users' },
  'suap.name': { column: sql`${suap.name}`, join: 'suap' },
  stateOfRequest: { column: sql`${requests.stateId}` },
  typeOfService: { column: sql`${requests.typeOfServiceId}` },
};

// NULLS placement mirrors the btree indexes (DESC NULLS LAST), so ascending is the same index read backwards.
const direction = (type: 'asc' | 'desc') => sql.raw(type === 'desc' ? 'desc nulls last' : 'asc nulls first');

/**
 * The state list is written as literals, not parameters: `state_id in (3, 4, 5)` must match the predicate of
 * the partial indexes requests_listed_idx / requests_listed_sent_idx for the planner to use them.
 */
function stateCondition(states: readonly RequestStateId[]): SQL {
  const literals = states.map((state) => {
    if (!Number.isInteger(state)) throw new TypeError(`not a state id: ${String(state)}`);
    return String(state);
  });
  return states.length === 1
    ? sql`${requests.stateId} = ${sql.raw(literals[0] ?? '')}`
    : sql`${requests.stateId} in (${sql.raw(literals.join(', '))})`;
}

/**
 * The filter's words match the trigram-indexed search_text (reference code, applicant, company, SUAP,
 * initiative code) and, when the filter is a number, the request id itself.
 */
function filterCondition(filter: string): SQL {
  const text = allWordsIn(requests.searchText, filter);
  const id = /^\d{1,15}$/.test(filter) ? Number(filter) : undefined;
  return id === undefined ? text : sql`(${text} or ${requests.requestId} = ${id})`;
}

function listCondition(criteria: Pick<RequestListCriteria, 'states' | 'filter'>): SQL {
  const conditions = [stateCondition(criteria.states)];
  if (criteria.filter) conditions.push(filterCondition(criteria.filter));
  return and(...conditions) as SQL;
}

export function backOfficeRepository(db: Db) {
  /**
   * One page in two steps: the page's ids first (an index-only scan for the default order and the state
   * filters, no joins unless the sort needs one), then the joins for those few rows only.
   */
  async function pageIds(executor: Executor, criteria: RequestListCriteria): Promise<number[]> {
    const { column, join } = SORT_COLUMNS[criteria.sort.field];
    const dir = direction(criteria.sort.type);
    let query = executor.select({ requestId: requests.requestId }).from(requests).$dynamic();
    if (join === 'users') query = query.innerJoin(users, eq(users.userId, requests.userId));
    if (join === 'suap') query = query.leftJoin(suap, eq(suap.suapId, requests.suapId));
    const rows = await query
      .where(listCondition(criteria))
      .orderBy(sql`${column} ${dir}`, sql`${requests.requestId} ${dir}`)
      .limit(criteria.limit)
      .offset(criteria.offset);
    return rows.map((row) => row.requestId);
  }

  /**
   * Exact total. Without free text it is the sum of the trigger-kept per-state counters (a few rows, whatever
   * the table size); with free text it is counted over the same trigram-indexed predicate as the page.
   */
  async function total(executor: Executor, criteria: RequestListCriteria): Promise<number> {
    if (!criteria.filter) {
      const [row] = await executor
        .select({ total: sql<number>`coalesce(sum(${requestStateCounts.total}), 0)::int8` })
        .from(requestStateCounts)
        .where(inArray(requestStateCounts.stateId, [...criteria.states]));
      return Number(row?.total ?? 0);
    }
    const [row] = await executor
      .select({ total: sql<number>`count(*)::int8` })
      .from(requests)
      .where(listCondition(criteria));
    return Number(row?.total ?? 0);
  }

  async function viewsByIds(executor: Executor, ids: number[]): Promise<RequestViewRow[]> {
    if (ids.length === 0) return [];
    const rows = await selectRequestViews(executor).where(inArray(requests.requestId, ids));
    const byId = new Map(rows.map((row) => [row.request.requestId, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    /**
     * Page and total read in one repeatable-read snapshot, so the total always agrees with the page. The
     * statement timeout bounds what a pathological filter can cost the shared database.
     */
    async list(criteria: RequestListCriteria): Promise<{ rows: RequestViewRow[]; totalResults: number }> {
      return db.transaction(
        async (tx) => {
          await tx.execute(sql`set local statement_timeout = '10s'`);
          const totalResults = await total(tx, criteria);
          const ids = criteria.offset < totalResults ? await pageIds(tx, criteria) : [];
          return { rows: await viewsByIds(tx, ids), totalResults };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    async findView(requestId: number, executor: Executor = db): Promise<RequestViewRow | undefined> {
      const [row] = await selectRequestViews(executor).where(eq(requests.requestId, requestId));
      return row;
    },

    /**
     * Moves the deletion day of a draft, with its audit entry, in one transaction. Neither the version nor
     * updatedOn change: this is staff metadata, and must not make the citizen's open form stale.
     * Returns the previous day, or undefined when the request is not (or no longer) a draft.
     */
    async setDraftExpiry(
      requestId: number,
      draftExpiresOn: string,
      actorUserId: number,
    ): Promise<{ previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ draftExpiresOn: requests.draftExpiresOn })
          .from(requests)
          .where(and(eq(requests.requestId, requestId), eq(requests.stateId, 1)))
          .for('update');
        if (!before) return undefined;
        await tx.update(requests).set({ draftExpiresOn }).where(eq(requests.requestId, requestId));
        await tx.insert(auditLog).values({
          actorUserId,
          action: 'request.draft-storage-limit',
          entity: 'request',
          entityId: String(requestId),
          details: { from: before.draftExpiresOn, to: draftExpiresOn },
        });
        return { previous: before.draftExpiresOn };
      });
    },
  };
}

export type BackOfficeRepository = ReturnType<typeof backOfficeRepository>;
