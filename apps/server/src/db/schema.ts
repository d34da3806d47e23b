// Every table of SPEC §3 that persists. Column names are snake_case in SQL and camelCase in TypeScript.
// `search_text` columns hold toSearchText(...) of the searchable fields (src/db/search-text.ts) and carry a
// pg_trgm GIN index, so `search_text LIKE '%term%'` stays fast and is case- and accent-insensitive. The requests'
// one is computed by triggers in the database (migration 0010), whatever the application writes.
// Collation: drizzle cannot declare one, so migration 0009 sets the ICU collation suap_it (Italian order, case and
// accents only breaking ties) on the columns marked "suap_it" in schema/*.ts; ORDER BY them needs no COLLATE.
// The pg_trgm extension is created by the first migration (drizzle/0000_extensions.sql).
//
// One file per concern under schema/; this index is what the code and drizzle-kit (drizzle.config.ts) read.
export * from './schema/reference.js';
export * from './schema/users.js';
export * from './schema/requests.js';
export * from './schema/sessions.js';
export * from './schema/search.js';
export * from './schema/notifications.js';
export * from './schema/attachments.js';
export * from './schema/ssu.js';
