import type { Database } from '../../db/client.js';
import type { ListWindow } from './list-query.js';
import { planOf } from './list-plans.support.js';
import { partValues } from './search-page.js';
import {
  collectStatement,
  referenceStatement,
  runStatement,
  topStatement,
  walkStatement,
} from './search-statements.js';
import { searchTermsOf } from './search-terms.js';

// The plans of a search's statements for list-plans.test.ts: every path a search's page may take
// (search-page.ts), planned with the parameters it would be given.

const RUN_PARTS = { 'user.lastName': 'last', 'user.firstName': 'first', 'suap.name': 'suap' } as const;

/** The plan of each statement a search's page may take, and the filter's terms. */
export async function searchPlans(
  database: Pick<Database, 'boundedReads'>,
  window: ListWindow & { filter: string },
  cap: number,
) {
  const reads = database.boundedReads;
  const terms = await searchTermsOf(reads, window.filter, window.states, cap);
  const [word] = terms.words;
  const patterns = terms.words.map((each) => each.pattern);
  const parts = (bound: number | null) => partValues({ ...window, terms }, word, bound);
  const plans: Record<string, string> = {};
  const single = terms.words.length === 1 && terms.codes.length === 0;
  plans.collect = await planOf(reads, collectStatement(window, single).text, parts(cap));
  plans.walk = await planOf(reads, walkStatement(window).text, [
    patterns,
    terms.codes,
    terms.requestNumber ?? null,
    window.assignee ?? null,
    window.limit,
    window.offset,
  ]);
  if (single) plans.top = await planOf(reads, topStatement(window).text, parts(null));
  const runPart = RUN_PARTS[window.sort.field as keyof typeof RUN_PARTS];
  if (runPart) plans.run = await planOf(reads, runStatement(window, runPart).text, parts(cap));
  if (terms.referenceCode)
    plans.reference = await planOf(reads, referenceStatement().text, [
      terms.referenceCode,
      window.states,
      window.assignee ?? null,
    ]);
  return { plans, terms };
}
