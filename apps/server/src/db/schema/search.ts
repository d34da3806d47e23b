import { pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { trigram } from './columns.js';

/**
 * The parts of a request's search text that have a column of their own, kept by triggers (migration 0014): every
 * first name (kind 1) and surname (kind 2) of a user and every SUAP's name (kind 3), of which the requests'
 * owner_* and suap_name columns are copies, and each initiative's texts (kind 4, `name` its id). The back-office
 * search finds here what contains a word (trigram index on the folded text), then the requests through those
 * columns' indexes (the list's name indexes give them in the names' order) instead of testing every request's text
 * (modules/backoffice/search-terms.ts). Names are never removed: one no longer in use matches no request.
 */
export const searchNames = pgTable(
  'search_names',
  {
    kind: smallint('kind').notNull(),
    name: text('name').notNull(),
    // suap_fold(name), written by the triggers: an index on the expression could not be built, since PostgreSQL
    // evaluates index expressions with a search_path that does not reach the suap_it collation suap_fold uses.
    folded: text('folded').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] }), trigram('search_names_folded_trgm', t.folded)],
);
