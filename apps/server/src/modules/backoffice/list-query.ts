import { BACKOFFICE_TOTAL_BOUND, type RequestStateId } from '@suap/shared';
import { sql, type SQL } from 'drizzle-orm';
import { requests, requestStateCounts } from '../../db/schema.js';
import { literal } from './label-order.js';
import {
  allMatches,
  direction,
  searchOf,
  slices,
  sortKey,
  stateList,
  type ListWindow,
} from './list-columns.js';
import { probedWalk } from './dense-search.js';
import { isNameSort, namedPage } from './named-search.js';
import { rowCondition } from './search-terms.js';

export type { ListSort, ListWindow } from './list-columns.js';

/**
 * The statement behind one page of the back-office request list, written so that every sort and filter is an
 * index walk at a million requests (issue 25; plans and figures in docs/back-office-list-plans.md).
 *
 * Each sort column has an index (state_id, column DESC, request_id DESC) (migration 0011). The rows are read as a
 * UNION ALL with one branch per state (and per type for the type sort): PostgreSQL turns it into a Merge Append of
 * those index slices, already in the page's order, that stops after offset + limit entries. `state_id in (3, 4, 5)`
 * in one scan could not give that order without sorting every match.
 */

const opposite = (type: 'asc' | 'desc') => (type === 'desc' ? 'asc' : 'desc');

/**
 * The first `enough` rows of each slice (list-columns.ts). The ORDER BY and LIMIT inside each branch are what make
 * the plan an index walk: a branch with its own WHERE is not flattened into the outer query, so without them it
 * would be planned unordered and the union sorted whole.
 */
function branches(window: ListWindow, dir: SQL, enough: number): SQL[] {
  return slices(window, dir).map(
    (slice) => sql`(select ${slice.key} as sort_key, ${requests.requestId} as request_id from ${requests}
      where ${slice.where} order by ${slice.order} limit ${enough})`,
  );
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

/** The exact number of requests in these states: the trigger-kept per-state counters (migration 0004). */
export function stateTotal(states: readonly RequestStateId[]): SQL {
  return sql`select coalesce(sum(${requestStateCounts.total}), 0)::int8 as total from ${requestStateCounts}
    where ${requestStateCounts.stateId} in (${stateList(states)})`;
}

/** Whether a page is cheaper walked from the other end of the list: it lies past the middle. */
export const walksBackwards = (window: Pick<ListWindow, 'offset' | 'filter'>, total: number) =>
  !window.filter && window.offset * 2 > total;

/**
 * Total and page ids in one statement (one snapshot: the total agrees with the page).
 * - Without free text the total is exact (stateTotal). A page past the middle (`walksBackwards` for the `total`
 *   the caller read first) is walked from the other end, in the opposite order, and comes `reversed` (the caller
 *   turns the ids round): the last pages the paginator offers cost as little as the first ones. Limit and offset
 *   stay constants, so the planner knows the walk stops early.
 * - With free text the total is counted up to BACKOFFICE_TOTAL_BOUND + 1 rows (`bounded`: more than the bound
 *   exist), as large registries do, so a common word does not count half the table; pages stop at the bound. Past
 *   the bound, `ids` is null and densePageStatements read the page (a later snapshot: the total is then only
 *   "more than the bound" anyway).
 */
export function listStatement(window: ListWindow, total?: number): SQL {
  const { offset, limit } = window;
  if (window.assignee !== undefined) return assignedStatement({ ...window, assignee: window.assignee });
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
  const search = searchOf(window);
  const bound = BACKOFFICE_TOTAL_BOUND;
  const dir = direction(window.sort.type);
  // Up to bound + 1 matches with their sort key, read once (through the parts' indexes): their number is the
  // total, and when it is within the bound they are all the matches, so the page is a sort of at most `bound`
  // rows. A search matching more (a common word) gets no ids here: densePageStatements read its page.
  return sql`with matched as materialized (${allMatches(search)} limit ${bound + 1}),
    counted as (select count(*)::int8 as total from matched)
    select least(total, ${bound}) as total, total > ${bound} as bounded, false as reversed,
      case when total <= ${offset} or total > ${bound} then null
           else array(select request_id from matched
             order by sort_key ${dir}, request_id ${dir} limit ${limit} offset ${offset}) end as ids
    from counted`;
}

/**
 * The statements that read the page of a search matching more than the bound (none past the bound: no page is
 * offered there), each giving `ids`, tried in order until one is not null: sorted by a name, the run of the names
 * searched (named-search.ts), else the walk of the sort's index (dense-search.ts). Separate statements, so that
 * PostgreSQL plans only what runs: planning the walk in the statement of every search cost more than running it.
 */
export function densePageStatements(window: ListWindow): SQL[] {
  if (window.offset >= BACKOFFICE_TOTAL_BOUND) return [];
  const search = searchOf(window);
  const dir = direction(window.sort.type);
  const walk = sql`select ${probedWalk(search, dir)} as ids`;
  const named = isNameSort(window.sort.field) ? namedPage(search, dir) : undefined;
  return named ? [sql`select ${named} as ids`, walk] : [walk];
}

/**
 * One operator's requests ("assigned to me", issue 27), read whole through requests_assignee_idx (assignee, state,
 * request id; migration 0013) with their sort keys, then counted (exactly, free text or not) and sorted. The cost
 * is the number of requests the operator is responsible for in the listed states — a desk's workload, a few
 * thousand — whatever the table's size or the sort: a walk of a sort index would instead pass every other
 * operator's requests to find these. docs/back-office-list-plans.md has the plans and figures at 1M.
 */
function assignedStatement(window: ListWindow & { assignee: number }): SQL {
  const { offset, limit } = window;
  const dir = direction(window.sort.type);
  const text = window.filter ? sql` and ${rowCondition(searchOf(window).terms)}` : sql``;
  return sql`with mine as materialized (select ${sortKey(window.sort)} as sort_key, ${requests.requestId} as request_id
      from ${requests} where ${requests.assigneeUserId} = ${literal(window.assignee)}
        and ${requests.stateId} in (${stateList(window.states)})${text}),
    counted as (select count(*)::int8 as total from mine)
    select total, false as bounded, false as reversed,
      case when total <= ${offset} then null else array(select request_id from mine
        order by sort_key ${dir}, request_id ${dir} limit ${limit} offset ${offset}) end as ids
    from counted`;
}

/**
 * For a one-word search whose word is a name (an owner's first name or surname, a SUAP's name) or in an
 * initiative: whether the requests with those names, or of those initiatives, in the listed states already exceed
 * the bound, counted in their indexes alone up to bound + 1 (index-only scans: no request is visited). Counting
 * the matches of a common surname through listStatement built a bitmap of all of them (17,000 for "bianco") before
 * reading the first thousand, 5-13 ms; this takes a fraction of a millisecond, and such a search is then known to
 * match "more than 1,000". Undefined when the check cannot tell (several words, a fiscal code, a number) or is
 * not needed (an operator's own list).
 */
export function denseCheck(window: ListWindow): SQL | undefined {
  const search = window.filter === undefined ? undefined : searchOf(window);
  const [word, ...more] = search?.terms.words ?? [];
  if (!search || !word || more.length > 0 || search.terms.codes.length > 0) return undefined;
  // An operator's own list is read whole anyway (assignedStatement).
  if (window.assignee !== undefined) return undefined;
  if (search.terms.requestNumber !== undefined) return undefined;
  const states = sql`${requests.stateId} in (${stateList(window.states)})`;
  const bound = BACKOFFICE_TOTAL_BOUND;
  const parts: SQL[] = [];
  const count = (condition: SQL) =>
    parts.push(sql`(select count(*) from (select 1 from ${requests} where ${states} and ${condition}
      limit ${bound + 1}) as found)`);
  if (word.lastNames.length > 0)
    count(sql`${requests.ownerLastName} = any(${sql.param(word.lastNames)}::text[])`);
  if (word.firstNames.length > 0)
    count(sql`${requests.ownerFirstName} = any(${sql.param(word.firstNames)}::text[])`);
  if (word.suapNames.length > 0) count(sql`${requests.suapName} = any(${sql.param(word.suapNames)}::text[])`);
  if (word.initiativeIds.length > 0)
    count(sql`${requests.initiativeId} = any(${sql.param(word.initiativeIds)}::int[])`);
  if (parts.length === 0) return undefined;
  return sql`select greatest(${sql.join(parts, sql`, `)}) > ${bound} as bounded`;
}

export interface PageRead {
  total: number;
  bounded: boolean;
  reversed: boolean;
  ids: string[] | null;
}

/**
 * Total and page ids of a window, through `run` (a bounded read): listStatement, then, for a search matching more
 * than the bound, the first of densePageStatements that has the page. `total` as for listStatement.
 */
export async function readPage(
  window: ListWindow,
  total: number | undefined,
  run: (statement: SQL) => Promise<Array<Partial<PageRead>>>,
): Promise<PageRead> {
  // A word found in more than the bound through one of its names alone is counted no further (denseCheck).
  const check = denseCheck(window);
  if (check && (await run(check))[0]?.bounded) {
    const read: PageRead = { total: BACKOFFICE_TOTAL_BOUND, bounded: true, reversed: false, ids: null };
    for (const statement of densePageStatements(window)) {
      read.ids = (await run(statement))[0]?.ids ?? null;
      if (read.ids !== null) break;
    }
    return read;
  }
  const [page] = await run(listStatement(window, total));
  const read: PageRead = {
    total: Number(page?.total ?? 0),
    bounded: page?.bounded ?? false,
    reversed: page?.reversed ?? false,
    ids: page?.ids ?? null,
  };
  if (read.bounded)
    for (const statement of densePageStatements(window)) {
      if (read.ids !== null) break;
      read.ids = (await run(statement))[0]?.ids ?? null;
    }
  return read;
}
