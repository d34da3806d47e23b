import type { RequestSortField, RequestStateId } from '@suap/shared';
import { sql, type SQL } from 'drizzle-orm';
import { requests } from '../../db/schema.js';
import { LABEL_COLUMNS, literal, rankOf, type LabelSortField } from './label-order.js';
import { termsCondition, type SearchRows, type SearchTerms } from './search-terms.js';

// What the statements of the back-office list (list-query.ts, named-search.ts) share: the window asked for, the
// columns behind the sorts, and the read of every match of a search.

/** The sort, read as SQL: a column, or, for a label sort, each id's rank in the page's language. */
export type ListSort =
  | { field: Exclude<RequestSortField, LabelSortField>; type: 'asc' | 'desc' }
  | { field: LabelSortField; type: 'asc' | 'desc'; order: readonly number[] };

export interface ListWindow {
  states: readonly RequestStateId[];
  /** Free text, already trimmed; undefined for no filter. */
  filter?: string;
  /** What the filter's words are found through (searchTermsOf); required with a filter. */
  terms?: SearchTerms;
  sort: ListSort;
  limit: number;
  offset: number;
  /** Only the requests this user is the responsible operator of ("assigned to me"); undefined for all. */
  assignee?: number;
}

/** A window with its search: the filter and what its words are found through. */
export type SearchWindow = ListWindow & { filter: string; terms: SearchTerms };

export type ColumnSortField = Exclude<RequestSortField, LabelSortField>;

// The column behind each sortable field: the copies kept on requests by triggers (0005) for the names, each in the
// Italian collation suap_it (0009), so they sort case- and accent-insensitively with no COLLATE here.
export const SORT_COLUMNS: Record<ColumnSortField, SQL> = {
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
export const direction = (type: 'asc' | 'desc') =>
  sql.raw(type === 'desc' ? 'desc nulls last' : 'asc nulls first');

/** The sort's key of a row: its column, or for a label sort the label's rank in the page's language. */
export function sortKey(sort: ListSort): SQL {
  if (sort.field === 'stateOfRequest' || sort.field === 'typeOfService')
    return rankOf(sort.field, sort.order);
  return SORT_COLUMNS[sort.field];
}

export const stateList = (states: readonly RequestStateId[]) =>
  states.length === 0 ? sql`null` : sql.join(states.map(literal), sql`, `);

/**
 * `column = any('{...}')`, written differently for each `variant` (the first value repeated `variant` more times):
 * the same test, which PostgreSQL's planner does not take for the same condition (SearchRows.forWord).
 */
export function distinctIn(column: SQL, values: readonly number[], variant: number): SQL {
  const list = [...values, ...Array.from({ length: variant }, () => values[0] ?? 0)].map(literal);
  return sql`${column} = any(array[${sql.join(list, sql`, `)}]::int[])`;
}

/** The rows of the listed states, for termsCondition. */
export const listedRows = (states: readonly RequestStateId[]): SearchRows => ({
  indexed: sql`${requests.stateId} in (${stateList(states)})`,
  loose: sql`${requests.stateId} + 0 in (${stateList(states)})`,
  forWord: (i) => distinctIn(sql`${requests.stateId}`, states, i),
});

/**
 * Every request matching the search in the listed states, with its sort key (MATERIALIZED by the callers): read
 * through the indexes of the parts the words are in (search-terms.ts), never by testing every row's text.
 */
export function allMatches(window: SearchWindow): SQL {
  return sql`select ${sortKey(window.sort)} as sort_key, ${requests.requestId} as request_id from ${requests}
    where ${termsCondition(window.terms, listedRows(window.states))}`;
}

/** The window's search, which the caller must have read (searchTermsOf) when there is a filter. */
export function searchOf(window: ListWindow): SearchWindow {
  if (window.filter === undefined || window.terms === undefined)
    throw new TypeError('a filtered list needs its search terms (searchTermsOf)');
  return { ...window, filter: window.filter, terms: window.terms };
}

/** One slice of the list in the page's order: the rows of one state (and type, for the type sort), by one index. */
export interface Slice {
  /** The rows' sort key: the column, or the label's rank (a constant in the slice). */
  key: SQL;
  where: SQL;
  /** `where` as SearchRows: for reading the slice's matches of a search. */
  rows: SearchRows;
  /** The index order the slice is walked in. */
  order: SQL;
}

/**
 * The slices the page is merged from: one per state (and per type for the type sort), each walked in its index's
 * order (state_id, column, request_id: migration 0011). For a label sort the key is the label's rank, a constant
 * in the slice: only request_id orders it.
 */
export function slices(window: ListWindow, dir: SQL): Slice[] {
  const { sort } = window;
  const byId = sql`${requests.requestId} ${dir}`;
  const state = (stateId: number) => sql`${requests.stateId} = ${literal(stateId)}`;
  // One state (and one type): the test as an index condition, in a form no index uses (`+ 0`), and per word.
  const inState = (stateId: number, typeId?: number): Slice['rows'] => {
    const type = LABEL_COLUMNS.typeOfService;
    const both = (first: SQL, second: SQL) => (typeId === undefined ? first : sql`${first} and ${second}`);
    return {
      indexed: both(state(stateId), sql`${type} = ${literal(typeId ?? 0)}`),
      loose: both(
        sql`${requests.stateId} + 0 = ${literal(stateId)}`,
        sql`${type} + 0 = ${literal(typeId ?? 0)}`,
      ),
      forWord: (i) =>
        both(distinctIn(sql`${requests.stateId}`, [stateId], i), distinctIn(type, [typeId ?? 0], i)),
    };
  };
  const slice = (key: SQL, rows: Slice['rows'], order: SQL): Slice => ({
    key,
    where: rows.indexed,
    rows,
    order,
  });
  if (sort.field === 'stateOfRequest') {
    const { order } = sort;
    return order
      .filter((stateId) => window.states.includes(stateId as RequestStateId))
      .map((stateId) => slice(literal(order.indexOf(stateId)), inState(stateId), byId));
  }
  if (sort.field === 'typeOfService') {
    const { order } = sort;
    return window.states.flatMap((stateId) =>
      order.map((typeId, rank) => slice(literal(rank), inState(stateId, typeId), byId)),
    );
  }
  const column = SORT_COLUMNS[sort.field];
  return window.states.map((stateId) => slice(column, inState(stateId), sql`${column} ${dir}, ${byId}`));
}
