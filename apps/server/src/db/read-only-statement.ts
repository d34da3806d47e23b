import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

const dialect = new PgDialect();

/**
 * Runs one statement built with drizzle on the bounded read-only connections (Database.boundedReads): it
 * cannot write and stops after the connection's statement timeout. A single statement sees a single
 * snapshot, so whatever it computes together (e.g. a page and its total) agrees.
 */
export async function boundedRead<Row>(
  database: Pick<Database, 'boundedReads'>,
  statement: SQL,
): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const result = await database.boundedReads.query(text, params);
  return result.rows as Row[];
}
