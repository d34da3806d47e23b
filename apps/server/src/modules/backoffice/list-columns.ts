import type { RequestSortField, RequestStateId } from '@suap/shared';
import { sql, type SQL } from 'drizzle-orm';
import { requests } from '../../db/schema.js';
import { LABEL_COLUMNS, literal, rankOf, type LabelSortField } from './label-order.js';
import type { SearchTerms } from './search-terms.js';

// What the statements of the back-office list (paged-list.ts, search-statements.ts) share: the window asked for,
// the columns behind the sorts, and the slices of the sorts' indexes a page is merged from.

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

/** One slice of the list in the page's order: the rows of one state (and type, for the type sort), by one index. */
export interface Slice {
  /** The rows' sort key: the column, or the label's rank (a constant in the slice). */
  key: SQL;
  where: SQL;
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
  if (sort.field === 'stateOfRequest') {
    const { order } = sort;
    return order
      .filter((stateId) => window.states.includes(stateId as RequestStateId))
      .map((stateId) => ({ key: literal(order.indexOf(stateId)), where: state(stateId), order: byId }));
  }
  if (sort.field === 'typeOfService') {
    const { order } = sort;
    const type = LABEL_COLUMNS.typeOfService;
    return window.states.flatMap((stateId) =>
      order.map((typeId, rank) => ({
        key: literal(rank),
        where: sql`${state(stateId)} and ${type} = ${literal(typeId)}`,
        order: byId,
      })),
    );
  }
  const column = SORT_COLUMNS[sort.field];
  return window.states.map((stateId) => ({
    key: column,
    where: state(stateId),
    order: sql`${column} ${dir}, ${byId}`,
  }));
}
