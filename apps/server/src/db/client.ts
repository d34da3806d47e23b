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
   * first use (only back-office lists use them). The planner settings are BOUNDED_READ_PLANNER's.
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

/**
 * How the bounded reads are planned. The back-office list's statements are written to be index walks and
 * index lookups (modules/backoffice/list-query.ts); a sequential scan of requests only ever came from the planner
 * misjudging how many rows a searched word matches (a fiscal-code prefix estimated at 84 rows matched 4,300, and
 * each state's slice was then read whole and sorted: 4 to 6 s), so it is ruled out; it still runs where nothing
 * else can. Parallel workers are off: on a busy server they take cores from the other calls for a statement meant
 * to take milliseconds. list-plans.test.ts plans with the same settings.
 */
export const BOUNDED_READ_PLANNER = { enable_seqscan: 'off', max_parallel_workers_per_gather: '0' } as const;

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
      options: [
        '-c default_transaction_read_only=on',
        ...Object.entries(BOUNDED_READ_PLANNER).map(([name, value]) => `-c ${name}=${value}`),
      ].join(' '),
    }),
  );
  return {
    pool,
    db,
    boundedReads,
    close: async () => void (await Promise.all([pool.end(), boundedReads.end()])),
  };
}
