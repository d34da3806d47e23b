import type { Language } from '@suap/shared';
import type { Executor } from '../../db/client.js';
import { requestStates } from '../../db/schema.js';
import { readHistory } from '../procedure/index.js';
import type { RequestHistory, StateNames } from './history-content.js';

/** The names of the request states, from the reference data the screens show too. */
async function stateNames(executor: Executor): Promise<StateNames> {
  const rows = await executor
    .select({
      stateId: requestStates.stateId,
      it: requestStates.descriptionIt,
      en: requestStates.descriptionEn,
    })
    .from(requestStates);
  return new Map(
    rows.map((row) => [row.stateId, { it: row.it, en: row.en } satisfies Record<Language, string>]),
  );
}

/** A request's whole history, oldest first, with the state names the PDFs print beside each step. */
export async function readRequestHistory(executor: Executor, requestId: number): Promise<RequestHistory> {
  const [entries, names] = await Promise.all([readHistory(executor, requestId), stateNames(executor)]);
  return { entries, stateNames: names };
}
