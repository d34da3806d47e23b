import type { Language, RequestSortField, RequestStateId, SortSpec } from '@suap/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { boundedRead } from '../../db/read-only-statement.js';
import { auditLog, requests, requestStateCounts } from '../../db/schema.js';
import { preparedRequestViews, type RequestViewRow } from '../requests/request-views.query.js';
import { isLabelSort, labelOrder, labelPageIds, rankOf, type LabelSortField } from './label-order.js';
import { allWordsIn } from './search-words.js';

export interface RequestListCriteria {
  states: readonly RequestStateId[];
  /** Free text, already trimmed; undefined for no filter. */
  filter?: string;
  sort: SortSpec<RequestSortField>;
  /** The page's language: state and type sort by the label shown in it (label-order.ts). */
  lang: Language;
  limit: number;
  offset: number;
}

/** For a label sort, its ids in ascending label order. */
type LabelRanks = { field: LabelSortField; order: readonly number[] } | undefined;

// The column behind each sortable field. Names are the copies kept on requests by triggers (migration 0005),
// each with its own index, so no sort needs a join: the page is a walk of the index in order. They carry the
// Italian collation suap_it (migration 0009), so they sort case- and accent-insensitively with no COLLATE here.
// State and type sort by their label instead (label-order.ts).
const SORT_COLUMNS: Record<Exclude<RequestSortField, LabelSortField>, SQL> = {
  requestId: sql`${requests.requestId}`,
  referenceCode: sql`${requests.referenceCode}`,
  sentRequestDate: sql`${requests.sentRequestDate}`,
  updatedOn: sql`${requests.updatedOn}`,
  createdOn: sql`${requests.createdOn}`,
  'user.firstName': sql`${requests.ownerFirstName}`,
  'user.lastName': sql`${requests.ownerLastName}`,
  'suap.name': sql`${requests.suapName}`,
};

function sortKey(field: RequestSortField, ranks: LabelRanks): SQL {
  if (!isLabelSort(field)) return SORT_COLUMNS[field];
  if (ranks?.field !== field) throw new Error(`the label order of ${field} was not read`);
  return rankOf(field, ranks.order);
}

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
 * The filter's words match the trigram-indexed search_text and, when the filter is a number, the request id
 * itself. search_text is computed by the database (migration 0010): reference code, account holder, SUAP,
 * initiative code, description and activity in both languages, and, only for requests the citizen sent, the
 * applicant's data typed into the form (staff may not see a draft's, so they must not match either).
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

/** The page's ids in the sort's order, without free text (an index scan, no joins). */
function pageIdsQuery(db: Db, criteria: RequestListCriteria, ranks: LabelRanks) {
  const dir = direction(criteria.sort.type);
  if (ranks) return labelPageIds(ranks.field, ranks.order, listCondition(criteria), dir, criteria);
  const column = sortKey(criteria.sort.field, ranks);
  return db
    .select({ requestId: requests.requestId })
    .from(requests)
    .where(listCondition(criteria))
    .orderBy(sql`${column} ${dir}`, sql`${requests.requestId} ${dir}`)
    .limit(criteria.limit)
    .offset(criteria.offset);
}

/**
 * The exact total and the page's ids, in one statement (hence one snapshot: the total always agrees with the
 * page; no ids are looked for past the last page).
 * - Without free text the total is the sum of the trigger-kept per-state counters (a few rows, whatever the
 *   table size) and the page a walk of the sort's index.
 * - With free text, count and page both need every match: one trigram-indexed scan, materialised, serves both
 *   (counting and paging it separately ran the same scan twice).
 */
function pageStatement(db: Db, criteria: RequestListCriteria, ranks: LabelRanks): SQL {
  const { offset } = criteria;
  if (!criteria.filter) {
    const counters = db
      .select({ total: sql<number>`coalesce(sum(${requestStateCounts.total}), 0)::int8`.as('total') })
      .from(requestStateCounts)
      .where(inArray(requestStateCounts.stateId, [...criteria.states]));
    return sql`with counted as (${counters})
      select total, case when total > ${offset} then array(${pageIdsQuery(db, criteria, ranks)}) end as ids
      from counted`;
  }
  const dir = direction(criteria.sort.type);
  return sql`with matched as materialized (
      select ${requests.requestId} as request_id, ${sortKey(criteria.sort.field, ranks)} as sort_key
      from ${requests} where ${listCondition(criteria)}),
    counted as (select count(*)::int8 as total from matched)
    select total, case when total > ${offset} then array(
      select request_id from matched order by sort_key ${dir}, request_id ${dir}
      limit ${criteria.limit} offset ${offset}) end as ids
    from counted`;
}

export function backOfficeRepository(database: Pick<Database, 'db' | 'boundedReads'>) {
  const { db } = database;
  const views = preparedRequestViews(db);

  return {
    /**
     * Total and page ids (pageStatement) as a bounded read: read-only, with a statement timeout, so a
     * pathological filter cannot hold the shared database. The joins for those few rows are then a prepared
     * statement (request-views.query.ts); a row changed in between shows its newer state.
     */
    async list(criteria: RequestListCriteria): Promise<{ rows: RequestViewRow[]; totalResults: number }> {
      const { field } = criteria.sort;
      // For the state sort, only the states listed: a branch for another one would be an empty index probe.
      const listed = (id: number) =>
        field !== 'stateOfRequest' || criteria.states.includes(id as RequestStateId);
      const ranks: LabelRanks = isLabelSort(field)
        ? { field, order: (await labelOrder(db, field, criteria.lang)).filter(listed) }
        : undefined;
      const [page] = await boundedRead<{ total: number; ids: string[] | null }>(
        database,
        pageStatement(db, criteria, ranks),
      );
      const totalResults = Number(page?.total ?? 0);
      // bigint[] arrives as strings; request ids stay far below 2^53.
      const ids = (page?.ids ?? []).map(Number);
      if (ids.length === 0) return { rows: [], totalResults };
      const byId = new Map((await views.byIds(ids)).map((row) => [row.request.requestId, row]));
      return { rows: ids.flatMap((id) => byId.get(id) ?? []), totalResults };
    },

    async findView(requestId: number): Promise<RequestViewRow | undefined> {
      const [row] = await views.byId(requestId);
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
