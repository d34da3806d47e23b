import {
  BACKOFFICE_TOTAL_BOUND,
  normalizeFiscalCode,
  patterns,
  type RequestSortField,
  type RequestStateId,
} from '@suap/shared';
import { sql, type SQL } from 'drizzle-orm';
import { requests, requestStateCounts } from '../../db/schema.js';
import { LABEL_COLUMNS, literal, rankOf, type LabelSortField } from './label-order.js';
import { allWordsIn } from '../../lib/search-words.js';

/**
 * The statement behind one page of the back-office request list, written so that every sort and filter is an
 * index walk at a million requests (issue 25; plans and figures in docs/back-office-list-plans.md).
 *
 * Each sort column has an index (state_id, column DESC, request_id DESC) (migration 0011). The rows are read as a
 * UNION ALL with one branch per state (and per type for the type sort): PostgreSQL turns it into a Merge Append of
 * those index slices, already in the page's order, that stops after offset + limit entries. `state_id in (3, 4, 5)`
 * in one scan could not give that order without sorting every match.
 */

/** The sort, read as SQL: a column, or, for a label sort, each id's rank in the page's language. */
export type ListSort =
  | { field: Exclude<RequestSortField, LabelSortField>; type: 'asc' | 'desc' }
  | { field: LabelSortField; type: 'asc' | 'desc'; order: readonly number[] };

export interface ListWindow {
  states: readonly RequestStateId[];
  /** Free text, already trimmed; undefined for no filter. */
  filter?: string;
  sort: ListSort;
  limit: number;
  offset: number;
}

// The column behind each sortable field: the copies kept on requests by triggers (0005) for the names, each in the
// Italian collation suap_it (0009), so they sort case- and accent-insensitively with no COLLATE here.
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

// NULLS placement mirrors the indexes (DESC NULLS LAST), so ascending is the same index read backwards.
const direction = (type: 'asc' | 'desc') => sql.raw(type === 'desc' ? 'desc nulls last' : 'asc nulls first');
const opposite = (type: 'asc' | 'desc') => (type === 'desc' ? 'asc' : 'desc');

/** The sort's key of a row: its column, or for a label sort the label's rank in the page's language. */
function sortKey(sort: ListSort): SQL {
  if (sort.field === 'stateOfRequest' || sort.field === 'typeOfService')
    return rankOf(sort.field, sort.order);
  return SORT_COLUMNS[sort.field];
}

/**
 * The filter's words match the trigram-indexed search_text (computed by the database, migration 0010) and, when
 * the filter is a number, the request id itself.
 * A word that is a complete fiscal code is also matched exactly against the request's fiscal code (btree index,
 * migration 0012), AND'ed with the LIKE: the trigrams of a fiscal code are common (each shared by thousands of
 * codes), so the trigram lookup reads long posting lists (~3 ms idle at 1M, far more under load) where the btree
 * reads a handful of entries. search_text holds no other 16-character code of that shape in practice; a request
 * whose fiscal code appears only inside its e-mail or company name is no longer found by it.
 */
function filterCondition(filter: string): SQL {
  const codes = fiscalCodesIn(filter).map((code) => sql` and ${requests.fiscalCode} = ${code}`);
  const text = sql`(${allWordsIn(requests.searchText, filter)}${sql.join(codes)})`;
  const id = /^\d{1,15}$/.test(filter) ? Number(filter) : undefined;
  return id === undefined ? text : sql`(${text} or ${requests.requestId} = ${id})`;
}

/** The words of the filter that are complete fiscal codes (the shared contract's pattern), as stored: upper case. */
export function fiscalCodesIn(filter: string): string[] {
  return filter
    .split(/\s+/)
    .map(normalizeFiscalCode)
    .filter((word) => patterns.fiscalCode.test(word));
}

/**
 * Sorts by a name, where a searched word may cluster: "rossi" sorted by surname matches one run of the surname
 * index, after every name that sorts before it (hundreds of thousands of entries at 1M, each a heap visit to test
 * the LIKE: 3.4 s idle). The other sorts (ids, codes, dates, labels) have no such link with the words people
 * search for: their matches are spread through the order, and the walk of the sort's index meets them early.
 */
const CLUSTERED_SORTS: ReadonlySet<RequestSortField> = new Set([
  'user.lastName',
  'user.firstName',
  'suap.name',
]);

/** How many entries of each state's slice a name-sorted search walks before reading its matches by trigram. */
export const PROBE_ENTRIES = 2_000;

/**
 * The page of a name-sorted search matching more than the bound. Each state's slice of the sort's index is walked
 * for at most PROBE_ENTRIES entries, stopping at offset + limit matches (`probe`): dense matches (a word found in
 * most requests, or in names spread through the order) complete the page within a few entries, as the plain walk
 * would. When a slice reaches PROBE_ENTRIES before the page is complete, the matches cluster further on: then all
 * the matches are read through the trigram index and the top offset + limit kept (a top-N heapsort), at a cost of
 * the number of matches (~17,000 for a common surname) instead of their position in the order.
 */
function probedPage(window: ListWindow & { filter: string }, dir: SQL): SQL {
  const { limit, offset } = window;
  const column = SORT_COLUMNS[window.sort.field as Exclude<RequestSortField, LabelSortField>];
  const id = requests.requestId;
  const enough = offset + limit;
  const order = sql`${column} ${dir}, ${id} ${dir}`;
  // row_number() over the index's own order is computed as the walk goes (no sort); `n = PROBE_ENTRIES` marks a
  // slice whose walk stopped at the cap (its last entry is kept whatever it matched, to say so).
  const slices = window.states.map(
    (
      stateId,
    ) => sql`(select * from (select ${literal(stateId)} as slice, ${column} as sort_key, ${id} as request_id,
        ${filterCondition(window.filter)} as hit, row_number() over (order by ${order}) as n
      from ${requests} where ${requests.stateId} = ${literal(stateId)} order by ${order} limit ${PROBE_ENTRIES})
      as walked where hit or n = ${PROBE_ENTRIES} limit ${enough})`,
  );
  const page = (rows: SQL) => sql`array(select request_id from ${rows} as rows where hit
    order by sort_key ${dir}, request_id ${dir} limit ${limit} offset ${offset})`;
  const everyMatch = sql`(select true as hit, * from (${allMatches(window)}) as matches)`;
  // A capped slice's unseen matches all come after its last probed entry: the probed matches are the page's only if
  // at least offset + limit of them come up to that entry (pos: place in the page's order among probed rows).
  return sql`(with probe as materialized (${sql.join(slices, sql` union all `)}),
    ranked as materialized (select *, row_number() over (order by sort_key ${dir}, request_id ${dir}) as pos
      from probe)
    select case when exists (select 1 from ranked as capped where capped.n = ${PROBE_ENTRIES}
        and (select count(*) from ranked where ranked.hit and ranked.pos <= capped.pos) < ${enough})
      then ${page(everyMatch)} else ${page(sql`ranked`)} end)`;
}

/**
 * One branch per state (and per type for the type sort), each the first `enough` rows of one index slice in the
 * page's order. The ORDER BY and LIMIT inside each branch are what make the plan an index walk: a branch with its
 * own WHERE is not flattened into the outer query, so without them it would be planned unordered and the union
 * sorted whole. For a label sort the key is the label's rank, a constant in the branch: only request_id orders it.
 */
function branches(window: ListWindow, dir: SQL, enough: number): SQL[] {
  const text = window.filter ? sql` and ${filterCondition(window.filter)}` : sql``;
  const { sort } = window;
  const id = requests.requestId;
  const branch = (key: SQL, condition: SQL, ordered: SQL) =>
    sql`(select ${key} as sort_key, ${id} as request_id from ${requests} where ${condition}${text}
      order by ${ordered} limit ${enough})`;
  const state = (stateId: number) => sql`${requests.stateId} = ${literal(stateId)}`;
  const byId = sql`${id} ${dir}`;
  if (sort.field === 'stateOfRequest') {
    const { order } = sort;
    return order
      .filter((stateId) => window.states.includes(stateId as RequestStateId))
      .map((stateId) => branch(literal(order.indexOf(stateId)), state(stateId), byId));
  }
  if (sort.field === 'typeOfService') {
    const { order } = sort;
    return window.states.flatMap((stateId) =>
      order.map((typeId, rank) =>
        branch(
          literal(rank),
          sql`${state(stateId)} and ${LABEL_COLUMNS.typeOfService} = ${literal(typeId)}`,
          byId,
        ),
      ),
    );
  }
  const column = SORT_COLUMNS[sort.field as Exclude<RequestSortField, LabelSortField>];
  return window.states.map((stateId) => branch(column, state(stateId), sql`${column} ${dir}, ${byId}`));
}

/** The ids of `limit` rows after `offset` in the order `type` (a subquery; no rows when nothing is listed). */
function pageIds(window: ListWindow, type: 'asc' | 'desc', limit: number, offset: number): SQL {
  const dir = direction(type);
  const parts = branches(window, dir, offset + limit);
  if (parts.length === 0 || limit <= 0) return sql`select null::int8 as request_id where false`;
  if (parts.length === 1) return sql`select request_id from ${parts[0]} as listed offset ${offset}`;
  // Sorted by request id, sort_key is request_id again: ordering by both would make the planner sort the branches.
  const order =
    window.sort.field === 'requestId' ? sql`request_id ${dir}` : sql`sort_key ${dir}, request_id ${dir}`;
  return sql`select request_id from (${sql.join(parts, sql` union all `)}) as listed
    order by ${order} limit ${limit} offset ${offset}`;
}

const stateList = (states: readonly RequestStateId[]) =>
  states.length === 0 ? sql`null` : sql.join(states.map(literal), sql`, `);

/** The exact number of requests in these states: the trigger-kept per-state counters (migration 0004). */
export function stateTotal(states: readonly RequestStateId[]): SQL {
  return sql`select coalesce(sum(${requestStateCounts.total}), 0)::int8 as total from ${requestStateCounts}
    where ${requestStateCounts.stateId} in (${stateList(states)})`;
}

/** Whether a page is cheaper walked from the other end of the list: it lies past the middle. */
export const walksBackwards = (window: Pick<ListWindow, 'offset' | 'filter'>, total: number) =>
  !window.filter && window.offset * 2 > total;

/** Every request matching the free text in the listed states, with its sort key (MATERIALIZED by the callers). */
function allMatches(window: ListWindow): SQL {
  return sql`select ${sortKey(window.sort)} as sort_key, ${requests.requestId} as request_id from ${requests}
    where ${requests.stateId} in (${stateList(window.states)}) and ${filterCondition(window.filter ?? '')}`;
}

/**
 * Total and page ids in one statement (one snapshot: the total agrees with the page).
 * - Without free text the total is exact (stateTotal). A page past the middle (`walksBackwards` for the `total`
 *   the caller read first) is walked from the other end, in the opposite order, and comes `reversed` (the caller
 *   turns the ids round): the last pages the paginator offers cost as little as the first ones. Limit and offset
 *   stay constants, so the planner knows the walk stops early.
 * - With free text the total is counted up to BACKOFFICE_TOTAL_BOUND + 1 rows (`bounded`: more than the bound
 *   exist), as large registries do, so a common word does not count half the table; pages stop at the bound.
 */
export function listStatement(window: ListWindow, total?: number): SQL {
  const { offset, limit } = window;
  if (!window.filter) {
    const reversed = total !== undefined && walksBackwards(window, total);
    const page = reversed
      ? pageIds(
          window,
          opposite(window.sort.type),
          Math.max(0, Math.min(limit, total - offset)),
          Math.max(0, total - offset - limit),
        )
      : pageIds(window, window.sort.type, limit, offset);
    return sql`with counted as (${stateTotal(window.states)})
      select total, false as bounded, ${sql.raw(String(reversed))} as reversed,
        case when total <= ${offset} then null else array(${page}) end as ids
      from counted`;
  }
  const bound = BACKOFFICE_TOTAL_BOUND;
  const dir = direction(window.sort.type);
  // Up to bound + 1 matches with their sort key, read once (the trigram index): their number is the total, and
  // when it is within the bound they are all the matches, so the page is a sort of at most `bound` rows. Only a
  // search matching more (a common word: dense matches) walks the sort's index, where matches come quickly.
  const matching = sql`${allMatches(window)} limit ${bound + 1}`;
  // Past the bound no page is offered (totalPages stops there), nor read.
  const walked =
    offset >= bound
      ? sql`null`
      : CLUSTERED_SORTS.has(window.sort.field)
        ? probedPage({ ...window, filter: window.filter }, dir)
        : sql`array(${pageIds(window, window.sort.type, limit, offset)})`;
  return sql`with matched as materialized (${matching}),
    counted as (select count(*)::int8 as total from matched)
    select least(total, ${bound}) as total, total > ${bound} as bounded, false as reversed,
      case when total <= ${offset} then null
           when total <= ${bound} then array(select request_id from matched
             order by sort_key ${dir}, request_id ${dir} limit ${limit} offset ${offset})
           else ${walked} end as ids
    from counted`;
}
