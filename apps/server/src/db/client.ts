import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { LIST_QUERY_TIMEOUT_DEFAULT_MS } from '../config.js';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;

/** A database handle or an open transaction: repository and seed functions work in both. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  pool: pg.Pool;
  db: Db;
  /**
   * Read-only connections on which every statement stops after the bounded-read timeout (LIST_QUERY_TIMEOUT_MS,
   * 2.5 s by default: an interactive list, not a report): for reads whose cost depends on what a user typed (the
   * back-office list). The bound is a setting of the connection, so such a read is one round trip instead of
   * BEGIN, SET LOCAL statement_timeout, the query and COMMIT. Waiting for a free connection is bounded the same,
   * so under a burst the list answers 503 quickly instead of queueing everyone behind it. Connections open on
   * first use (only back-office lists use them).
   */
  boundedReads: pg.Pool;
  close(): Promise<void>;
}

// Dates stay as the strings PostgreSQL sends (no timezone shifts); bigint counts become numbers.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * A connection losing its server (database restart) must not crash the process. The pool only listens on
 * idle clients; a client lent out (e.g. inside a transaction, between two statements) would emit 'error'
 * with nobody listening, which ends the process. Its next query fails instead, the request answers 503,
 * and the pool drops the client when it is released.
 */
function survivesServerLoss(pool: pg.Pool): pg.Pool {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function connectDatabase(
  connectionString: string,
  max = 10,
  { boundedReadTimeoutMs = LIST_QUERY_TIMEOUT_DEFAULT_MS }: { boundedReadTimeoutMs?: number } = {},
): Database {
  const pool = survivesServerLoss(new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 }));
  const db = drizzle(pool, { schema });
  const boundedReads = survivesServerLoss(
    new pg.Pool({
      connectionString,
      max,
      connectionTimeoutMillis: boundedReadTimeoutMs,
      statement_timeout: boundedReadTimeoutMs,
      options: '-c default_transaction_read_only=on',
    }),
  );
  return {
    pool,
    db,
    boundedReads,
    close: async () => void (await Promise.all([pool.end(), boundedReads.end()])),
  };
}
