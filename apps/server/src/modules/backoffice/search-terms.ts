import { normalizeFiscalCode, patterns } from '@suap/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { toContainsPattern } from '../../db/search-text.js';
import { requests } from '../../db/schema.js';

/**
 * The back-office filter, word by word, as the list matches it (issue 25, migration 0014). search_text is the
 * concatenation of a request's parts (reference code, owner's first name and surname, SUAP name, initiative texts,
 * the typed data once sent) and a word holds no space, so it occurs in the text exactly when it occurs in one
 * part. Each word is looked up once among the names and initiatives (search_names); the requests are then found
 * through the columns that carry those parts and their indexes, the rest through search_rest's trigram index.
 */
export interface SearchWord {
  /** The LIKE pattern of the folded word (as search_text holds it). */
  pattern: string;
  /** The owners' first names, surnames and the SUAP names containing the word, as stored. */
  firstNames: string[];
  lastNames: string[];
  suapNames: string[];
  /** The initiatives whose texts contain the word. */
  initiativeIds: number[];
}

export interface SearchTerms {
  words: SearchWord[];
  /** The words that are complete fiscal codes (upper case, as stored): also looked up exactly. */
  codes: string[];
  /** The filter read as a request number, when it is one. */
  requestNumber?: number;
}

/** The words of the filter that are complete fiscal codes (the shared contract's pattern), as stored: upper case. */
export function fiscalCodesIn(filter: string): string[] {
  return filter
    .split(/\s+/)
    .map(normalizeFiscalCode)
    .filter((word) => patterns.fiscalCode.test(word));
}

const wordsOf = (filter: string) => filter.split(/\s+/).filter(Boolean);

/** Reads what each word of `filter` is found through, in one statement (search_names: a trigram lookup a word). */
export async function searchTermsOf(db: Executor, filter: string): Promise<SearchTerms> {
  const patternsOf = wordsOf(filter).map(toContainsPattern);
  const { rows } = await db.execute<{
    first: string[];
    last: string[];
    suap: string[];
    initiatives: number[];
  }>(sql`select
      array(select name from search_names where kind = 1 and folded like w.p) as first,
      array(select name from search_names where kind = 2 and folded like w.p) as last,
      array(select name from search_names where kind = 3 and folded like w.p) as suap,
      array(select name::int from search_names where kind = 4 and folded like w.p) as initiatives
    from unnest(${sql.param(patternsOf)}::text[]) with ordinality as w(p, n) order by w.n`);
  return {
    words: rows.map((row, i) => ({
      pattern: patternsOf[i] ?? '',
      firstNames: row.first,
      lastNames: row.last,
      suapNames: row.suap,
      initiativeIds: row.initiatives.map(Number),
    })),
    codes: fiscalCodesIn(filter),
    requestNumber: /^\d{1,15}$/.test(filter) ? Number(filter) : undefined,
  };
}

/** The parts of a request a word can be found in, each through its column (and its index). */
export type WordPart = 'firstName' | 'lastName' | 'suapName' | 'initiative' | 'rest';
const ALL_PARTS: readonly WordPart[] = ['firstName', 'lastName', 'suapName', 'initiative', 'rest'];

// One array parameter (drizzle would spread a bare array into a list of parameters).
const textList = (values: string[]) => sql`${sql.param(values)}::text[]`;

/**
 * The word in one of `parts` of the request (an index each: the list's name indexes, initiatives', search_rest's).
 * `rows`, when given, is repeated in each part read by a btree, so that a name index reads only those states.
 */
export function wordIn(word: SearchWord, parts: readonly WordPart[] = ALL_PARTS, rows?: SQL): SQL {
  const found: SQL[] = [];
  const within = (condition: SQL) => found.push(rows ? sql`(${rows} and ${condition})` : condition);
  for (const part of parts) {
    if (part === 'firstName' && word.firstNames.length > 0)
      within(sql`${requests.ownerFirstName} = any(${textList(word.firstNames)})`);
    if (part === 'lastName' && word.lastNames.length > 0)
      within(sql`${requests.ownerLastName} = any(${textList(word.lastNames)})`);
    if (part === 'suapName' && word.suapNames.length > 0)
      within(sql`${requests.suapName} = any(${textList(word.suapNames)})`);
    if (part === 'initiative' && word.initiativeIds.length > 0)
      within(sql`${requests.initiativeId} = any(${sql.param(word.initiativeIds)}::int[])`);
    if (part === 'rest') found.push(sql`${requests.searchRest} like ${word.pattern}`);
  }
  return found.length === 0 ? sql`false` : sql`(${sql.join(found, sql` or `)})`;
}

/** Exact fiscal codes among the words: the btree of migration 0012 (a handful of entries), AND'ed. */
const codesCondition = (terms: SearchTerms) =>
  sql.join(terms.codes.map((code) => sql` and ${requests.fiscalCode} = ${code}`));

/** Which rows a search reads (the listed states): as an index condition, and as one no index can serve. */
export interface SearchRows {
  indexed: SQL;
  /** The same test written so that no index uses it (state_id + 0 = ...): see termsCondition. */
  loose: SQL;
  /** `indexed` written differently for each word `i` (the same rows): see termsCondition. */
  forWord(i: number): SQL;
}

/**
 * Every word in some part, found through the parts' indexes, in `rows`: what reads the matches (and counts them).
 * A request number also matches its request. `except` leaves a word out (a caller matching it another way).
 *
 * With several words, PostgreSQL should intersect the words' index reads (BitmapAnd) and visit only the requests
 * in all of them. It does not when two reads share a condition (its planner takes them for overlapping), and the
 * listed states, as a condition of the whole query, would be one (the name indexes read by state): it then read
 * one word's matches and tested the others on each row ("martina mancini" visited 17,000 Mancinis, 60 ms, to keep
 * the few hundred the two reads intersect to). So each word's own index reads carry the states, written
 * differently for each word (rows.forWord), and the rows found are tested in a form no index uses (rows.loose).
 */
export function termsCondition(terms: SearchTerms, rows: SearchRows, except?: SearchWord): SQL {
  const words = terms.words.filter((word) => word !== except);
  const text =
    words.length <= 1
      ? sql`(${rows.indexed}${sql.join(words.map((word) => sql` and ${wordIn(word)}`))}${codesCondition(terms)})`
      : sql`(${rows.loose}${sql.join(
          words.map((word, i) => sql` and ${wordIn(word, ALL_PARTS, rows.forWord(i))}`),
        )}${codesCondition(terms)})`;
  return terms.requestNumber === undefined
    ? text
    : sql`(${text} or (${rows.indexed} and ${requests.requestId} = ${terms.requestNumber}))`;
}

/**
 * The same test on a row already read (a walk of a sort index): a LIKE on search_text itself per word, cheaper
 * per row than the parts' conditions. `words` narrows it to some of the words (the exact codes always apply).
 */
export function rowCondition(terms: SearchTerms, words: readonly SearchWord[] = terms.words): SQL {
  const likes = words.map((word) => sql` and ${requests.searchText} like ${word.pattern}`);
  const text = sql`(true${sql.join(likes)}${codesCondition(terms)})`;
  return terms.requestNumber === undefined
    ? text
    : sql`(${text} or ${requests.requestId} = ${terms.requestNumber})`;
}
