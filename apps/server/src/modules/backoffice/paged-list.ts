import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { statementName } from '../../db/named-statement.js';
import { requests, requestAssigneeCounts } from '../../db/schema.js';
import { literal } from './label-order.js';
import { direction, slices, SORT_COLUMNS, stateList, type ListWindow } from './list-columns.js';
import { stateTotal } from './list-query.js';

/**
 * The page of a list without free text (issue 25), as one named statement per shape: everyone's or the operator's
 * own ("assigned to me"), the default states or one, the sort and its direction. PostgreSQL plans each shape once
 * per connection (Database.hotReads) and then only runs it. The values are the page size, the offset, then the
 * operator (the own list) and the state (a list of one state): every state of one shape shares its plan.
 *
 * One statement reads the exact total (trigger-kept counts: request_state_counts, request_assignee_counts) and the
 * page's ids. A page past the middle of the list is walked from the other end, in the opposite order, and comes
 * reversed (the caller turns it round): the paginator (SPEC §9) offers the first, previous, next and last pages, so
 * every page a user reaches is near one end. Only the branch the total chooses runs (a CASE evaluates its
 * subqueries lazily).
 */
export interface PagedStatement {
  name: string;
  text: string;
}

const dialect = new PgDialect();
const SIZE = sql.raw('$1::int8');
const OFFSET = sql.raw('$2::int8');
const opposite = (type: 'asc' | 'desc') => (type === 'desc' ? 'asc' : 'desc');

/** The parameters after size and offset: the operator ($3) of an own list, then the state of a one-state list. */
const operatorParam = () => sql.raw('$3::int4');
const stateParam = (window: ListWindow) => sql.raw(window.assignee === undefined ? '$3::int2' : '$4::int2');

/** The listed states: the literals, or the parameter of a one-state list. */
const inStates = (window: ListWindow): SQL =>
  window.states.length === 1
    ? sql`${requests.stateId} = ${stateParam(window)}`
    : sql`${requests.stateId} in (${stateList(window.states)})`;

/** Which rows are listed: the states, and the operator's own when asked. */
const listed = (window: ListWindow): SQL =>
  window.assignee === undefined
    ? inStates(window)
    : sql`${requests.assigneeUserId} = ${operatorParam()} and ${inStates(window)}`;

/**
 * The page's ids in the order `type`: `size` rows after `offset`, each branch reading up to `enough` rows. Sorted by
 * a column, one walk of that column's index (led by the state, or the operator's index for the own list, the state
 * tested on its entries: migrations 0011, 0021); several states by a column, one walk per state merged in order (a
 * Merge Append). Sorted by a label, one walk per label in the label order, by request id.
 */
function pageIds(window: ListWindow, type: 'asc' | 'desc', size: SQL, offset: SQL, enough: SQL): SQL {
  const dir = direction(type);
  const field = window.sort.field;
  const byId = sql`${requests.requestId} ${dir}`;
  const walk = (key: SQL, where: SQL, order: SQL) =>
    sql`(select ${key} as sort_key, ${requests.requestId} as request_id from ${requests}
      where ${where} order by ${order} limit ${enough})`;
  let parts: SQL[];
  if ((field === 'requestId' || field === 'stateOfRequest') && window.states.length === 1) {
    parts = [walk(sql`0`, listed(window), byId)];
  } else if (field === 'typeOfService' && window.states.length === 1) {
    // One walk per type, in the order of their labels (the key is the label's rank).
    parts = window.sort.order.map((typeId, rank) =>
      walk(literal(rank), sql`${listed(window)} and ${requests.typeOfServiceId} = ${literal(typeId)}`, byId),
    );
  } else if (field === 'requestId' || field === 'stateOfRequest' || field === 'typeOfService') {
    // One walk per state (and type), by request id or in label order (list-columns.ts).
    const own =
      window.assignee === undefined ? sql`` : sql` and ${requests.assigneeUserId} = ${operatorParam()}`;
    parts = slices(window, dir).map((slice) => walk(slice.key, sql`${slice.where}${own}`, slice.order));
  } else {
    const column = SORT_COLUMNS[field];
    const order = sql`${column} ${dir}, ${byId}`;
    parts =
      window.states.length === 1 || window.assignee !== undefined
        ? [walk(column, listed(window), order)]
        : window.states.map((state) => walk(column, sql`${requests.stateId} = ${literal(state)}`, order));
  }
  if (parts.length === 0) return sql`select null::int8 as request_id where false`;
  // Sorted by request id, sort_key is constant: ordering by both would make the planner sort the branches.
  const merged = field === 'requestId' ? sql`request_id ${dir}` : sql`sort_key ${dir}, request_id ${dir}`;
  return sql`select request_id from (${sql.join(parts, sql` union all `)}) as listed
    order by ${merged} limit ${size} offset ${offset}`;
}

/** The exact total: the listed states' counts, or the operator's counts in them. */
function total(window: ListWindow): SQL {
  const one = window.states.length === 1;
  if (window.assignee === undefined)
    return one
      ? sql`select coalesce(sum(total), 0)::int8 as total from request_state_counts
          where state_id = ${stateParam(window)}`
      : stateTotal(window.states);
  const states = one
    ? sql`${requestAssigneeCounts.stateId} = ${stateParam(window)}`
    : sql`${requestAssigneeCounts.stateId} in (${stateList(window.states)})`;
  return sql`select coalesce(sum(${requestAssigneeCounts.total}), 0)::int8 as total from ${requestAssigneeCounts}
    where ${requestAssigneeCounts.assigneeUserId} = ${operatorParam()} and ${states}`;
}

function statementOf(window: ListWindow): SQL {
  const { type } = window.sort;
  const forward = pageIds(window, type, SIZE, OFFSET, sql`${SIZE} + ${OFFSET}`);
  // From the other end: the rows after the page, read in the opposite order, then the page.
  const backward = pageIds(
    window,
    opposite(type),
    sql`(select least(${SIZE}, total - ${OFFSET}) from counted)`,
    sql`(select greatest(0, total - ${OFFSET} - ${SIZE}) from counted)`,
    sql`(select total - ${OFFSET} from counted)`,
  );
  return sql`with counted as (${total(window)})
    select total, ${OFFSET} * 2 > total as reversed,
      case when total <= ${OFFSET} then null
        when ${OFFSET} * 2 <= total then array(${forward})
        else array(${backward}) end as ids
    from counted`;
}

// Built once per shape: drizzle's building of the text cost more than running the statement.
const built = new Map<string, PagedStatement>();

/** The named statement of a list page without free text (window.filter undefined). */
export function pagedStatement(window: ListWindow): PagedStatement {
  const one = window.states.length === 1;
  const shape = JSON.stringify([
    one ? 'one state' : window.states,
    window.sort,
    window.assignee === undefined ? 'all' : 'mine',
  ]);
  let statement = built.get(shape);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(statementOf(window));
    // Everything but the values above is written into the text (ids as literals): the shape is the statement.
    if (params.length > 0) throw new Error('a paged list statement takes no parameter of its own');
    statement = { name: statementName('bo_page', text), text };
    built.set(shape, statement);
  }
  return statement;
}

/** The statement's values for this window. */
export function pagedValues(window: ListWindow): unknown[] {
  const values: unknown[] = [window.limit, window.offset];
  if (window.assignee !== undefined) values.push(window.assignee);
  if (window.states.length === 1) values.push(window.states[0]);
  return values;
}
