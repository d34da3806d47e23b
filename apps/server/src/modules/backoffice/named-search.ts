import type { RequestSortField } from '@suap/shared';
import { sql, type SQL } from 'drizzle-orm';
import { requests } from '../../db/schema.js';
import { literal } from './label-order.js';
import { listedRows, SORT_COLUMNS, type ColumnSortField, type SearchWindow } from './list-columns.js';
import { rowCondition, termsCondition, wordIn, type SearchWord, type WordPart } from './search-terms.js';

/**
 * Searches sorted by a name (issue 25). A searched name clusters in the order of its column: "rossi" sorted by
 * surname is one run of the surname index, after every name that sorts before it, so walking the index to the
 * run and testing each row's text passed hundreds of thousands of rows (5 s), and reading every match to sort it
 * ~20,000 (0.2-0.3 s). The names containing the word are known (search_names, search-terms.ts), so the run is
 * read directly: `column = any(names)` on the list's index (state, column, request id) comes out in the column's
 * order (PostgreSQL 17+ reads the array's entries in index order), and stops after the page. The word's other
 * matches (another part of the request holds it: another name, the initiative, the typed data) are few for a
 * name, and read through their own indexes; both are merged.
 */
const NAME_SORTS: Partial<
  Record<RequestSortField, { part: WordPart; names: (word: SearchWord) => string[] }>
> = {
  'user.lastName': { part: 'lastName', names: (word) => word.lastNames },
  'user.firstName': { part: 'firstName', names: (word) => word.firstNames },
  'suap.name': { part: 'suapName', names: (word) => word.suapNames },
};
const PARTS: readonly WordPart[] = ['firstName', 'lastName', 'suapName', 'initiative', 'rest'];

export const isNameSort = (field: RequestSortField) => NAME_SORTS[field] !== undefined;

/** How many of the word's matches outside its names are read and sorted; past it, the walk of dense-search.ts. */
export const OTHER_MATCHES = 1_000;

/**
 * The page of a name-sorted search matching more than the bound (list-query.ts): a bigint[] of ids, or null when
 * the word is found in more than OTHER_MATCHES requests outside its names (then the walk of dense-search.ts
 * answers). Undefined when no word is in a name of the sorted column.
 */
export function namedPage(window: SearchWindow, dir: SQL): SQL | undefined {
  const field = window.sort.field as ColumnSortField;
  const name = NAME_SORTS[field];
  // The word whose names are in the sorted column; a request number is no name.
  const star =
    window.terms.requestNumber === undefined
      ? window.terms.words.find((word) => (name?.names(word).length ?? 0) > 0)
      : undefined;
  if (!name || !star) return undefined;
  const column = SORT_COLUMNS[field];
  const { limit, offset } = window;
  const names = sql`${sql.param(name.names(star))}::text[]`;
  const order = sql`${column} ${dir}, ${requests.requestId} ${dir}`;
  // The run of the names, per state: the other words are tested on the rows read (none for one word: the index
  // alone answers).
  const others = rowCondition(
    window.terms,
    window.terms.words.filter((word) => word !== star),
  );
  const runs = window.states.map(
    (stateId) => sql`(select ${column} as sort_key, ${requests.requestId} as request_id from ${requests}
      where ${requests.stateId} = ${literal(stateId)} and ${column} = any(${names}) and ${others}
      order by ${order} limit ${offset + limit})`,
  );
  // The word elsewhere in the request, the column holding none of its names.
  const elsewhere = sql`select ${column} as sort_key, ${requests.requestId} as request_id from ${requests}
    where not coalesce(${column} = any(${names}), false) and ${elsewhereCondition(window, star, name.part)}
    limit ${OTHER_MATCHES + 1}`;
  return sql`(with elsewhere as materialized (${elsewhere})
    select case when (select count(*) from elsewhere) > ${OTHER_MATCHES} then null
      else array(select request_id from (${sql.join(runs, sql` union all `)}
          union all select sort_key, request_id from elsewhere) as listed
        order by sort_key ${dir}, request_id ${dir} limit ${limit} offset ${offset}) end)`;
}

/** The star word in a part other than the sorted column's, and the other words anywhere, in the listed states. */
function elsewhereCondition(window: SearchWindow, star: SearchWord, sorted: WordPart): SQL {
  const rows = listedRows(window.states);
  const parts = PARTS.filter((part) => part !== sorted);
  const others = window.terms.words.filter((word) => word !== star);
  if (others.length === 0) return sql`${rows.indexed} and ${wordIn(star, parts)}`;
  // As termsCondition (search-terms.ts) does: the states in each word's own reads, loose on the rows found.
  const words = sql.join(
    others.map((word, i) => sql` and ${wordIn(word, undefined, rows.forWord(i + 1))}`),
    sql``,
  );
  // The exact fiscal codes, if any (termsCondition without words).
  const anywhere = { indexed: sql`true`, loose: sql`true`, forWord: () => sql`true` };
  const codes = termsCondition({ ...window.terms, words: [] }, anywhere);
  return sql`${rows.loose} and ${wordIn(star, parts, rows.forWord(0))}${words} and ${codes}`;
}
