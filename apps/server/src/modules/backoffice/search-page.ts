import { BACKOFFICE_TOTAL_BOUND } from '@suap/shared';
import type pg from 'pg';
import type { ListWindow } from './list-columns.js';
import type { PageRead } from './list-query.js';
import { isLabelSort } from './label-order.js';
import {
  BY_NAME,
  collectStatement,
  labelSlices,
  referenceStatement,
  runPart,
  runStatement,
  sliceWalkStatement,
  topStatement,
  walkStatement,
  type SearchStatement,
} from './search-statements.js';
import {
  namesCountCap,
  SEARCH_COUNT_CAP,
  typedVisible,
  type SearchTerms,
  type SearchWord,
} from './search-terms.js';

// How many candidates a collect reads when even the rarest of several words is common: all of them (a search of
// two common words, rare), bounded by the statement timeout. Otherwise the leading word's parts, each counted
// exactly (fewer than the cap), bound them, and the request number adds one.
const EVERY_CANDIDATE = 1_000_000;

/**
 * Up to how many rows of its page a word whose names most requests bear (namesCountCap or more) is walked: its
 * matches come every few dozen rows of any order, where the top would read all their names (36,000 index entries
 * for the commonest first name at a million requests). Deeper, and on every page of a word fewer bear, a walk's
 * rows grow with the depth over the word's share (a first name on 0.8 % of the requests: 120,000 rows for page 40,
 * 0.3 s at a million requests), and the page is read as the top of the word's names (search-statements.ts).
 */
export const WALKED_ROWS = 50;

/** The parameters of collect, run and top: `bound` is $11, `rest` the pattern searched in search_rest ($6). */
export function partValues(
  window: ListWindow & { terms: SearchTerms },
  word: SearchWord | undefined,
  bound: number | null,
  rest = word?.trigram ? word.pattern : null,
) {
  const { terms } = window;
  return [
    window.states,
    word?.firstNames ?? [],
    word?.lastNames ?? [],
    word?.suapNames ?? [],
    word?.initiativeIds ?? [],
    rest,
    terms.requestNumber ?? null,
    terms.codes,
    terms.words.map((each) => each.pattern),
    window.assignee ?? null,
    bound,
    window.limit,
    window.offset,
    word?.fiscalFrom ?? null,
    word?.fiscalTo ?? null,
    typedVisible(window.states),
  ];
}

// A word's counts start with the parts the top reads from their names' indexes, in the same order (search-terms.ts).
const NAMED_PARTS = BY_NAME.length;

/** Whether a common word's matches are owners' or SUAPs' names but for a few: past the cap only through names. */
const foundByNames = (word: SearchWord, cap: number) =>
  word.firstNames.length + word.lastNames.length + word.suapNames.length > 0 &&
  word.parts.slice(NAMED_PARTS).every((count) => count < cap);

/** How many requests bear the word's names (each part counted up to namesCountCap). */
const namesReach = (word: SearchWord) =>
  word.parts.slice(0, NAMED_PARTS).reduce((sum, count) => sum + count, 0);

/**
 * The total and the page of a search (issue 25). The word reaching the fewest requests leads: when it reaches a
 * few thousand at most (or the list is an operator's own), its requests are read through its parts' indexes,
 * tested for every word, counted and sorted (collect). A single word reaching more is common: its total is "more
 * than" the bound, and its page is the run of its names when the sort is that name (run); else, when it is common
 * only through owners' and SUAPs' names, the top of those names' index entries (top: every page of a name fewer
 * than namesCountCap bear, past WALKED_ROWS for the others); else the sort's index walked (walk). Pages stop at the
 * bound, as large registries do: past it no page is offered. A filter that is a reference code is that request
 * alone, looked up by its code.
 */
export async function searchPage(
  reads: pg.Pool,
  window: ListWindow & { terms: SearchTerms },
  cap = SEARCH_COUNT_CAP,
): Promise<PageRead> {
  const { terms } = window;
  const leader = terms.words.reduce<SearchWord | undefined>(
    (best, word) => (best === undefined || word.reach < best.reach ? word : best),
    undefined,
  );
  const patterns = terms.words.map((word) => word.pattern);
  const number = terms.requestNumber ?? null;
  const operator = window.assignee ?? null;
  const query = async (statement: SearchStatement, values: unknown[]) =>
    (await reads.query<{ total?: number; ids: string[] | null }>({ ...statement, values })).rows[0];
  const offered = window.offset < BACKOFFICE_TOTAL_BOUND;
  if (terms.referenceCode !== undefined) {
    const ids =
      (await query(referenceStatement(), [terms.referenceCode, window.states, operator]))?.ids ?? [];
    return read(ids.length, false, ids.slice(window.offset, window.offset + window.limit));
  }

  // Common: one part alone reaches the cap, so more than the bound match (search-terms.ts).
  const common = leader !== undefined && leader.widest >= cap;
  // An operator's own list is a few thousand requests: its matches are read whole, whatever the word.
  if (!common || terms.words.length > 1 || operator !== null) {
    const word = leader;
    const candidates = common ? EVERY_CANDIDATE : (word?.reach ?? 0) + 1;
    const single = terms.words.length === 1 && terms.codes.length === 0;
    const row = await query(collectStatement(window, single), partValues(window, word, candidates));
    const total = Number(row?.total ?? 0);
    const bounded = total > BACKOFFICE_TOTAL_BOUND;
    return read(bounded ? BACKOFFICE_TOTAL_BOUND : total, bounded, offered ? (row?.ids ?? null) : null);
  }
  if (!offered) return read(BACKOFFICE_TOTAL_BOUND, true, null);
  const part = runPart(window.sort.field);
  const names = part === 'first' ? leader.firstNames : part === 'last' ? leader.lastNames : leader.suapNames;
  // The run, when the word's other parts are few: they are read whole and merged in.
  const inRun = part === 'first' ? leader.parts[0] : part === 'last' ? leader.parts[1] : leader.parts[2];
  if (part && names.length > 0 && leader.reach - (inRun ?? 0) < cap) {
    const row = await query(runStatement(window, part), partValues(window, leader, cap, leader.pattern));
    if (row?.ids) return read(BACKOFFICE_TOTAL_BOUND, true, row.ids);
  }
  const borneByMost = namesReach(leader) >= namesCountCap(cap);
  if (foundByNames(leader, cap) && !(borneByMost && window.offset + window.limit <= WALKED_ROWS)) {
    const row = await query(topStatement(window), partValues(window, leader, null));
    return read(BACKOFFICE_TOTAL_BOUND, true, row?.ids ?? null);
  }
  if (isLabelSort(window.sort.field)) {
    // The labels' slices one after the other, until the page is full.
    const need = window.offset + window.limit;
    const ids: string[] = [];
    const count = labelSlices(window).length;
    for (let index = 0; index < count && ids.length < need; index += 1) {
      const row = await query(sliceWalkStatement(window, index), [
        patterns,
        terms.codes,
        number,
        operator,
        need - ids.length,
      ]);
      ids.push(...(row?.ids ?? []));
    }
    return read(BACKOFFICE_TOTAL_BOUND, true, ids.slice(window.offset, need));
  }
  const row = await query(walkStatement(window), [
    patterns,
    terms.codes,
    number,
    operator,
    window.limit,
    window.offset,
  ]);
  return read(BACKOFFICE_TOTAL_BOUND, true, row?.ids ?? null);
}

const read = (total: number, bounded: boolean, ids: string[] | null): PageRead => ({
  total,
  bounded,
  reversed: false,
  ids,
});
