import { normalizeFiscalCode, patterns, SENT_REQUEST_STATES, type RequestStateId } from '@suap/shared';
import type pg from 'pg';
import { toContainsPattern } from '../../db/search-text.js';
import { REFERENCE_CODE_PATTERN } from '../requests/index.js';

/**
 * The back-office filter, word by word, as the list matches it (issue 25, migration 0014). search_text is the
 * concatenation of a request's parts (reference code, owner's first name and surname, SUAP name, initiative texts,
 * the typed data once sent) and a word holds no space, so it occurs in the text exactly when it occurs in one
 * part. Each word is looked up once among the names and initiatives (search_names); its requests are then found
 * through the columns that carry those parts and their indexes, the rest through search_rest's trigram index.
 */
export interface SearchWord {
  /** The LIKE pattern of the folded word (as search_text holds it). */
  pattern: string;
  /** Whether the word is long enough for search_rest's trigram index (shorter ones are not read through it). */
  trigram: boolean;
  /** The owners' first names, surnames and the SUAP names containing the word, as stored. */
  firstNames: string[];
  lastNames: string[];
  suapNames: string[];
  /** The initiatives whose texts contain the word. */
  initiativeIds: number[];
  /**
   * The typed fiscal codes the word begins (migration 0022), as a range of the fiscal code's btree: from `fiscalFrom`
   * (the word in upper case) to before `fiscalTo`; null when the word cannot begin one (it is not letters and digits).
   */
  fiscalFrom: string | null;
  fiscalTo: string | null;
  /**
   * How many requests of the listed states the word reaches through each of its parts (first names, surnames,
   * SUAP names, initiatives, fiscal codes, the rest), each counted up to the cap (a single word's three names up
   * to namesCountCap): what chooses how a search is read.
   * `reach` is their sum (a request holding the word in two parts counts twice), `widest` the largest.
   */
  reach: number;
  widest: number;
  /** The count of each part, in that order. */
  parts: number[];
}

export interface SearchTerms {
  /**
   * The filter read as a reference code, when its words are one's parts (the search bar takes no dashes: staff type
   * "SUAP 2026 000123"): that request is looked up by its code, and the words are not counted (`suap` and the year
   * are in nearly every request, and counting them read a million-row bitmap).
   */
  referenceCode?: string;
  words: SearchWord[];
  /** The words that are complete fiscal codes (upper case, as stored): also looked up exactly. */
  codes: string[];
  /** The filter read as a request number, when it is one. */
  requestNumber?: number;
}

/**
 * Up to how many requests each part of a word is counted. A word whose widest part reaches fewer has its matches
 * read and sorted (a few thousand rows at most); one reaching more through a single part is common (a first name:
 * Giuseppe is borne by one Italian in fifty), its total is "more than" BACKOFFICE_TOTAL_BOUND, and its page is found
 * walking the sort's index.
 */
export const SEARCH_COUNT_CAP = 5_000;

/**
 * Up to how many requests a single word's owners' and SUAPs' names are counted (from their indexes alone): past the
 * cap, how many bear the name decides how its pages are read (search-page.ts).
 */
export const namesCountCap = (cap: number) => cap * 2;

/** The words of the filter that are complete fiscal codes (the shared contract's pattern), as stored: upper case. */
export function fiscalCodesIn(filter: string): string[] {
  return filter
    .split(/\s+/)
    .map(normalizeFiscalCode)
    .filter((word) => patterns.fiscalCode.test(word));
}

const wordsOf = (filter: string) => filter.split(/\s+/).filter(Boolean);

/** The reference code whose three parts the filter's words are, in any order (SUAP, the year, the number). */
export function referenceCodeIn(filter: string): string | undefined {
  const words = wordsOf(filter.toUpperCase());
  if (words.length !== 3) return undefined;
  const year = words.find((word) => /^\d{4}$/.test(word));
  const number = words.find((word) => word !== year && /^\d+$/.test(word));
  const code = `SUAP-${year}-${number}`;
  return words.includes('SUAP') && REFERENCE_CODE_PATTERN.test(code) ? code : undefined;
}

/**
 * The range of fiscal codes a word begins: the word, up to the word with its last character the next one. A bound
 * in byte order ('9' is followed by ':'): the searches compare the fiscal code COLLATE "C" (migration 0024).
 */
function fiscalRange(word: string): [string, string] | [null, null] {
  if (!/^[a-z0-9]+$/i.test(word)) return [null, null];
  const from = word.toUpperCase();
  return [from, from.slice(0, -1) + String.fromCharCode(from.charCodeAt(from.length - 1) + 1)];
}

/** The listed states in which staff see the typed data, fiscal code included (search_text holds it there). */
export const typedVisible = (states: readonly RequestStateId[]) =>
  states.filter((state) => SENT_REQUEST_STATES.includes(state));

// Shorter words have no trigram: search_rest's index could not narrow them, so their rest is not counted (their
// reach is then the cap: they never lead a search).
const TRIGRAM = 3;

/**
 * Every word's names and reach, in one named statement (planned once: Database.boundedReads). $1 the patterns, $2
 * the listed states, $3 the cap, $4 which patterns are long enough for the trigram index, $5 and $6 the fiscal-code
 * ranges, $7 the listed states whose typed data staff see, $8 the cap of the names' parts. The counts read the
 * name, initiative and fiscal-code indexes alone (state and value are their columns): no request is visited but
 * through the rest.
 */
const SEARCH_TERMS = {
  name: 'backoffice_search_terms',
  text: `with t as materialized (
    select w.n, w.p, w.long, w.f, w.t,
      coalesce(array_agg(s.name) filter (where s.kind = 1), '{}') as first,
      coalesce(array_agg(s.name) filter (where s.kind = 2), '{}') as last,
      coalesce(array_agg(s.name) filter (where s.kind = 3), '{}') as suap,
      coalesce(array_agg(s.name::int) filter (where s.kind = 4), '{}') as initiatives
    from unnest($1::text[], $4::bool[], $5::text[], $6::text[]) with ordinality as w(p, long, f, t, n)
    left join search_names s on s.folded like w.p
    group by w.n, w.p, w.long, w.f, w.t)
  select t.n, t.first, t.last, t.suap, t.initiatives, array[
      (select count(*) from (select 1 from requests r where r.state_id = any($2::int2[])
        and r.owner_first_name = any(t.first) limit $8) c),
      (select count(*) from (select 1 from requests r where r.state_id = any($2::int2[])
        and r.owner_last_name = any(t.last) limit $8) c),
      (select count(*) from (select 1 from requests r where r.state_id = any($2::int2[])
        and r.suap_name = any(t.suap) limit $8) c),
      (select count(*) from (select 1 from requests r where r.state_id = any($2::int2[])
        and r.initiative_id = any(t.initiatives) limit $3) c),
      (select count(*) from (select 1 from requests r
        where r.fiscal_code collate "C" >= t.f and r.fiscal_code collate "C" < t.t
        and r.state_id = any($7::int2[]) limit $3) c),
      case when t.long then (select count(*) from (select 1 from requests r where r.state_id = any($2::int2[])
        and r.search_rest like t.p limit $3) c) else $3::int end] as reach
  from t order by t.n`,
};

/**
 * What each word of `filter` is found through and how many requests it reaches in the listed states (everyone's:
 * an operator's own list is read another way, search-page.ts), in one statement.
 */
export async function searchTermsOf(
  reads: pg.Pool,
  filter: string,
  states: readonly RequestStateId[],
  cap = SEARCH_COUNT_CAP,
): Promise<SearchTerms> {
  const referenceCode = referenceCodeIn(filter);
  if (referenceCode) return { referenceCode, words: [], codes: [] };
  const codes = fiscalCodesIn(filter);
  if (codes.length > 0) return byFiscalCode(wordsOf(filter), codes, cap);
  const words = wordsOf(filter);
  const patternsOf = words.map(toContainsPattern);
  const { rows } = await reads.query<unknown[]>({
    ...SEARCH_TERMS,
    values: [
      patternsOf,
      states,
      cap,
      words.map((word) => word.length >= TRIGRAM),
      words.map((word) => fiscalRange(word)[0]),
      words.map((word) => fiscalRange(word)[1]),
      typedVisible(states),
      words.length === 1 ? namesCountCap(cap) : cap,
    ],
    rowMode: 'array',
  });
  return {
    words: rows.map((row, i) => ({
      pattern: patternsOf[i] ?? '',
      trigram: (words[i]?.length ?? 0) >= TRIGRAM,
      firstNames: row[1] as string[],
      lastNames: row[2] as string[],
      suapNames: row[3] as string[],
      initiativeIds: (row[4] as number[]).map(Number),
      fiscalFrom: fiscalRange(words[i] ?? '')[0],
      fiscalTo: fiscalRange(words[i] ?? '')[1],
      parts: (row[5] as number[]).map(Number),
      reach: (row[5] as number[]).reduce((sum, count) => sum + Number(count), 0),
      widest: Math.max(...(row[5] as number[]).map(Number)),
    })),
    codes,
    requestNumber: /^\d{1,15}$/.test(filter) ? Number(filter) : undefined,
  };
}

/**
 * A filter holding a whole fiscal code matches only requests whose typed fiscal code is that one (the test of
 * search-statements.ts), so no word is counted: the code's requests are read through the fiscal code's index
 * alone and the other words only test them. The code leads with the cap as its bound (one person's requests,
 * far fewer); the other words never lead.
 */
function byFiscalCode(words: string[], codes: string[], cap: number): SearchTerms {
  return {
    words: words.map((word) => {
      const leads = codes.includes(normalizeFiscalCode(word));
      const [fiscalFrom, fiscalTo] = leads ? fiscalRange(word) : [null, null];
      const reach = leads ? cap - 1 : cap;
      return {
        pattern: toContainsPattern(word),
        trigram: false,
        firstNames: [],
        lastNames: [],
        suapNames: [],
        initiativeIds: [],
        fiscalFrom,
        fiscalTo,
        parts: [0, 0, 0, 0, reach, 0],
        reach,
        widest: reach,
      };
    }),
    codes,
  };
}
