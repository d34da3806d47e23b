import type { Language } from '@suap/shared';
import { pgError } from '../../db/pg-errors.js';
import { ApiError } from '../../lib/reply.js';

/** PostgreSQL's query_canceled: here, the bounded reads' statement_timeout (LIST_QUERY_TIMEOUT_MS) ran out. */
const QUERY_CANCELED = '57014';

/**
 * A list read the database cancelled after the list's statement timeout answers 503 in the reply language,
 * saying what to do: the connection goes back to the pool at once, so one slow search never holds the others.
 * Any other error goes on to the error handler unchanged (a pool connect timeout is a 503 there as well).
 */
export function rethrowListTimeout(lang: Language) {
  return (error: unknown): never => {
    if (pgError(error)?.code !== QUERY_CANCELED) throw error;
    throw new ApiError(
      503,
      lang === 'en' ? 'Search too slow' : 'Ricerca troppo lenta',
      lang === 'en'
        ? 'The list took too long to compute and was stopped: narrow the search (more words, a state) or try again in a few seconds.'
        : "L'elenco ha richiesto troppo tempo ed è stato interrotto: restringi la ricerca (più parole, uno stato) o riprova tra qualche secondo.",
    );
  };
}
