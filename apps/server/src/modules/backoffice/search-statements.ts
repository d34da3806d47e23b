import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { statementName } from '../../db/named-statement.js';
import { requests } from '../../db/schema.js';
import {
  direction,
  slices,
  SORT_COLUMNS,
  sortKey,
  type ColumnSortField,
  type ListWindow,
} from './list-columns.js';

/**
 * The statements of a search's page (issue 25), named and planned once per connection (Database.boundedReads), one
 * text per shape (the sort, its direction, the states for a walk), the words and names as parameters:
 * - collect: the requests the leading word reaches through its parts' indexes (search-terms.ts), tested for every
 *   word, counted and sorted: a word reaching a few thousand requests at most;
 * - walk: the sort's index, slice by slice, each row tested, stopping after the page: a common word;
 * - run: sorted by a name the word is, the run of those names in the name's own index, merged with the few requests
 *   that hold the word elsewhere (walking the index would pass every name before them).
 *
 * Which requests match, in every statement: each word occurs in search_text (the parts together; typed data only
 * once sent, migration 0010) and every complete fiscal code equals the typed one, or the filter is the request's
 * number. The parts' indexes only find candidates; this test decides.
 */
export interface SearchStatement {
  name: string;
  text: string;
}

const dialect = new PgDialect();
const $ = (n: number) => sql.raw(`$${n}`);

/** The test every statement applies, with the parameter positions of its patterns, codes and request number. */
const matches = (patterns: number, codes: number, number: number) =>
  sql`((${requests.searchText} like all(${$(patterns)}::text[]) and ${requests.fiscalCode} = all(${$(codes)}::text[]))
    or ${requests.requestId} = ${$(number)}::int8)`;

/** The operator's own requests only, when the parameter is not null. */
const mine = (operator: number) =>
  sql`(${$(operator)}::int4 is null or ${requests.assigneeUserId} = ${$(operator)})`;

type Part = 'first' | 'last' | 'suap' | 'initiative' | 'rest' | 'number' | 'code';
const PARTS: readonly Part[] = ['first', 'last', 'suap', 'initiative', 'rest', 'number', 'code'];
/**
 * The candidates of one part (collect and run's parameters $2-$7, $14-$16), each through its own index: the typed
 * fiscal codes the word begins, in the listed states whose typed data staff see (migration 0022), in byte order
 * like its index (migration 0024).
 */
const PART: Record<Part, SQL> = {
  first: sql`${requests.ownerFirstName} = any($2::text[])`,
  last: sql`${requests.ownerLastName} = any($3::text[])`,
  suap: sql`${requests.suapName} = any($4::text[])`,
  initiative: sql`${requests.initiativeId} = any($5::int[])`,
  rest: sql`${requests.searchRest} like $6::text`,
  number: sql`${requests.requestId} = $7::int8`,
  code: sql`(${requests.fiscalCode} collate "C" >= $14::text and ${requests.fiscalCode} collate "C" < $15::text
    and ${requests.stateId} = any($16::int2[]))`,
};

/**
 * The candidates of `parts` in the listed states ($1), each part read through its own index in a branch of its
 * own (a single OR of the parts let the planner, which cannot see the arrays of a generic plan, read every listed
 * request instead), tested for every word but in the `found` parts: `key` as sort_key and request_id, duplicates
 * removed.
 */
function candidates(
  parts: readonly Part[],
  key: SQL,
  union = sql`union`,
  found: readonly Part[] = [],
  except?: SQL,
): SQL {
  const branches = parts.map((part) => {
    const test = found.includes(part) ? sql`` : sql` and ${matches(9, 8, 7)}`;
    const left = except ? sql` and not ${except}` : sql``;
    return sql`(select ${requests.requestId} as request_id, ${key} as sort_key from ${requests}
      where ${requests.stateId} = any($1::int2[]) and ${PART[part]}${test}${left} and ${mine(10)})`;
  });
  return sql`(${sql.join(branches, sql` ${union} `)})`;
}

/**
 * The parts whose candidates match a single word without a test: an owner's first name or surname the word is
 * part of is in search_text (search-terms.ts found those names by the word). Their branches read only the
 * found-by-name indexes (migration 0025: every sort key and the operator are in the entry), never the requests.
 */
const FOUND_BY_NAME: readonly Part[] = ['first', 'last'];

/**
 * Collect: $1 states, $2-$7 and $14-$16 the leading word's parts, $9 every word's pattern, $8 the complete fiscal
 * codes, $7 the number, $10 the operator, $11 how many candidates at most, $12 size, $13 offset. Answers the
 * matches' total and the page. `single`: the filter is one word and no complete fiscal code (FOUND_BY_NAME).
 */
function collect(window: ListWindow, single: boolean): SQL {
  const dir = direction(window.sort.type);
  const found = candidates(PARTS, sortKey(window.sort), sql`union`, single ? FOUND_BY_NAME : []);
  return sql`with m as materialized (
      select request_id, sort_key from ${found} as found limit $11::int8)
    select (select count(*) from m) as total,
      array(select request_id from m order by sort_key ${dir}, request_id ${dir} limit $12 offset $13) as ids`;
}

/** Walk: $1 every word's pattern, $2 the codes, $3 the number, $4 the operator, $5 size, $6 offset. */
function walk(window: ListWindow): SQL {
  const dir = direction(window.sort.type);
  const branches = slices(window, dir).map(
    (slice) => sql`(select ${slice.key} as sort_key, ${requests.requestId} as request_id from ${requests}
      where ${slice.where} and ${matches(1, 2, 3)} and ${mine(4)} order by ${slice.order} limit $5::int8 + $6::int8)`,
  );
  if (branches.length === 0)
    return sql`select array[]::int8[] as ids where $1::text[] is null and $2::text[] is
    null and $3::int8 is null and $4::int4 is null and $5::int8 is null and $6::int8 is null`;
  const merged =
    window.sort.field === 'requestId' ? sql`request_id ${dir}` : sql`sort_key ${dir}, request_id ${dir}`;
  return sql`select array(select request_id from (${sql.join(branches, sql` union all `)}) as listed
    order by ${merged} limit $5 offset $6) as ids`;
}

/**
 * One slice of a label sort's walk ($1-$4 as walk's, $5 how many rows): sorted by a label, the page is the slices
 * one after the other in the label order, so they are read one at a time until the page is full (search-page.ts)
 * instead of every slice up to a page's worth and then sorted.
 */
function sliceWalk(window: ListWindow, index: number): SQL {
  const slice = labelSlices(window)[index];
  if (!slice) throw new RangeError(`no slice ${index}`);
  return sql`select array(select ${requests.requestId} from ${requests}
      where ${slice.where} and ${matches(1, 2, 3)} and ${mine(4)} order by ${slice.order} limit $5::int8) as ids`;
}

/** A label sort's slices in the page's order: the labels' order, or its reverse. */
export function labelSlices(window: ListWindow) {
  const all = slices(window, direction(window.sort.type));
  return window.sort.type === 'asc' ? all : all.reverse();
}

/** The name sorts, and the part each one's run is read from. */
const RUNS: Partial<Record<ColumnSortField, Part>> = {
  'user.firstName': 'first',
  'user.lastName': 'last',
  'suap.name': 'suap',
};

/** Whether the page sorted by `field` can be read as the run of the word's names in that column. */
export const runPart = (field: string): Part | undefined => RUNS[field as ColumnSortField];

/**
 * Run: the parameters of collect; $11 bounds the requests holding the word elsewhere, and past it the statement
 * answers no page (null): the walk then reads it.
 */
function run(window: ListWindow, part: Part): SQL {
  const dir = direction(window.sort.type);
  const column = SORT_COLUMNS[window.sort.field as ColumnSortField];
  const order = sql`${column} ${dir}, ${requests.requestId} ${dir}`;
  const runs = slices(window, dir).map(
    (slice) => sql`(select ${column} as sort_key, ${requests.requestId} as request_id from ${requests}
      where ${slice.where} and ${PART[part]} and ${matches(9, 8, 7)} and ${mine(10)}
      order by ${order} limit $12::int8 + $13::int8)`,
  );
  const others = PARTS.filter((other) => other !== part);
  // The word elsewhere in the request: its other parts' candidates, those in the run left out. UNION ALL, so that
  // the cap stops the reading (a request found through two parts counts twice: past the cap, the walk answers).
  return sql`with elsewhere as materialized (
      select found.sort_key, found.request_id from ${candidates(others, column, sql`union all`)} as found
      join ${requests} on ${requests.requestId} = found.request_id
      where not coalesce(${PART[part]}, false)
      limit $11::int8 + 1)
    select case when (select count(*) from elsewhere) > $11::int8 then null
      else array(select request_id from (${sql.join(runs, sql` union all `)}
          union all select distinct sort_key, request_id from elsewhere) as listed
        order by sort_key ${dir}, request_id ${dir} limit $12 offset $13) end as ids`;
}

/** The parts a word's requests are read through from their found-by-name indexes alone (migrations 0025, 0026). */
export const BY_NAME: readonly Part[] = ['first', 'last', 'suap'];
/** The parts a word is found through besides those names. */
const ELSEWHERE: readonly Part[] = PARTS.filter((part) => !BY_NAME.includes(part));

/**
 * Top: the parameters of collect, $11 null (no bound: the word's other parts are each under the cap). A common
 * word found through owners' or SUAPs' names (on which pages: search-page.ts): those requests and their sort keys
 * come from the found-by-name indexes alone, each name's branch leaving out the requests an earlier one has (none
 * is listed twice), with the few requests holding the word elsewhere; the page is the top of them. Its cost follows
 * the word's matches, not the page's depth (a walk tests every row of the sort's index up to the page).
 */
function top(window: ListWindow): SQL {
  const dir = direction(window.sort.type);
  const key = sortKey(window.sort);
  const listed = sql`${requests.stateId} = any($1::int2[])`;
  const named = BY_NAME.map((part, i) => {
    const earlier = BY_NAME.slice(0, i).map((other) => sql` and not coalesce(${PART[other]}, false)`);
    return sql`(select ${requests.requestId} as request_id, ${key} as sort_key from ${requests}
        where ${listed} and ${PART[part]}${sql.join(earlier)} and ${mine(10)})`;
  });
  const byName = sql`coalesce(${sql.join(
    BY_NAME.map((part) => PART[part]),
    sql` or `,
  )}, false)`;
  // Not materialized: read once, the top-N sort takes the index scans' rows as they come. Copied into a CTE's
  // store first, the commonest first name's 36,000 rows took its page 40 by number from 10 to 27 ms (1M requests).
  return sql`with m as (
      ${sql.join(named, sql` union all `)}
      union all
      (select request_id, sort_key from ${candidates(ELSEWHERE, key, sql`union`, [], byName)} as elsewhere
        limit $11::int8))
    select array(select request_id from m order by sort_key ${dir}, request_id ${dir} limit $12 offset $13) as ids`;
}

/**
 * A reference code's request ($1 the code, $2 the listed states, $3 the operator), through the code's unique index:
 * a filter that is a reference code (search-terms.ts).
 */
function reference(): SQL {
  return sql`select array(select ${requests.requestId} from ${requests} where ${requests.referenceCode} = $1::text
    and ${requests.stateId} = any($2::int2[]) and ${mine(3)}) as ids`;
}

const built = new Map<string, SearchStatement>();

function named(kind: string, key: unknown, build: () => SQL): SearchStatement {
  const shape = JSON.stringify([kind, key]);
  let statement = built.get(shape);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    if (params.length > 0) throw new Error('a search statement takes only its own positional parameters');
    statement = { name: statementName(`bo_search_${kind}`, text), text };
    built.set(shape, statement);
  }
  return statement;
}

// A collect reads every listed state with one condition ($1): its shape is the sort, and whether it is of one word.
export const collectStatement = (window: ListWindow, single = false) =>
  named(single ? 'collect_one' : 'collect', window.sort, () => collect(window, single));
export const topStatement = (window: ListWindow) => named('top', window.sort, () => top(window));
export const walkStatement = (window: ListWindow) =>
  named('walk', [window.sort, window.states], () => walk(window));
export const sliceWalkStatement = (window: ListWindow, index: number) =>
  named('slice', [window.sort, window.states, index], () => sliceWalk(window, index));
export const referenceStatement = () => named('reference', null, reference);
export const runStatement = (window: ListWindow, part: Part) =>
  named('run', [window.sort, window.states, part], () => run(window, part));
