import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { toContainsPattern } from '../db/search-text.js';

/**
 * Every word of the filter must occur somewhere in the search_text column, in any order: "rossi mario" finds
 * Mario Rossi, and "SUAP 2025 000007" finds SUAP-2025-000007 (the search bar accepts no hyphens). Each word
 * is a LIKE the column's trigram index answers.
 */
export function allWordsIn(column: AnyPgColumn, filter: string): SQL {
  const words = filter.split(/\s+/).filter(Boolean);
  return and(...words.map((word) => sql`${column} like ${toContainsPattern(word)}`)) as SQL;
}
