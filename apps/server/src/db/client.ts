import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { LIST_QUERY_TIMEOUT_DEFAULT_MS } from '../config.js';
import * as schema from './schema.js';

/**
 * The drizzle handle on the main pool ($client), which also carries the hot-path read connections ($reads, see
 * Database.hotReads) and the batch-write connections ($writes, Database.batchWrites), so that every repository
 * built from it reaches them.
 */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool; $reads: pg.Pool; $writes: pg.Pool };

/** A database handle or an open transaction: repository and seed functions work in both. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  pool: pg.Pool;
  db: Db;
  /**
   * Read-only connections for the reads of the hot paths (issue 25: sessions, request views and the back-office
   * list's lines and pages without free text), each a named statement written so that one plan serves every value:
   * PostgreSQL plans each once per connection (plan_cache_mode force_generic_plan) and then only runs it. Left to
   * choose, it kept planning the session lookup anew for every batch (its estimate for an array of unknown length
   * looked worse than a custom plan: 0.6 ms of planning for 0.1 ms of work). Only named statements written for it
   * may run here: an unnamed one would get a generic plan too. Their statements are short by design; the
   * bounded-read timeout still stops one that is not. Planned by cost (HOT_READ_PLANNER).
   */
  hotReads: pg.Pool;
  /**
   * Read-only connections for the reads whose cost depends on what a user typed (the back-office searches), with
   * generic plans as hotReads'. Every statement stops after the bounded-read timeout (LIST_QUERY_TIMEOUT_MS, 2.5 s by default:
   * an interactive list, not a report), a setting of the connection, so a read is one round trip instead of BEGIN,
   * SET LOCAL, the query and COMMIT. Waiting for a free connection is bounded the same, so under a burst a search
   * answers 503 quickly instead of queueing everyone behind it, and it never takes the connections the sessions
   * and the other calls read through. The planner settings are BOUNDED_READ_PLANNER's.
   */
  boundedReads: pg.Pool;
  /**
   * Connections for the named statements that write a batch of requests in one statement (the draft saves and the
   * draft-expiry moves of one event-loop turn), planned once per connection like the hot reads. On the main pool
   * PostgreSQL planned each batch anew (about 1 ms of planning per batch under the benchmark's mix: an array of
   * unknown length looked dearer in the generic plan than in a custom one). Only named statements written for it
   * may run here: an unnamed one would get a generic plan too.
   */
  batchWrites: pg.Pool;
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
export const BOUNDED_READ_PLANNER = {
  enable_seqscan: 'off',
  enable_sort: 'off',
  max_parallel_workers_per_gather: '0',
} as const;

/**
 * How the hot reads are planned: by cost, with no parallel workers (as above). Their statements look rows up by key
 * or by owner, and some sort the owner's few rows (a citizen's drafts by last change): with sorting ruled out as for
 * the bounded reads, PostgreSQL walked a whole index in order instead (issue 25: 0.5 s for a citizen's list at a
 * million requests).
 */
export const HOT_READ_PLANNER = { max_parallel_workers_per_gather: '0' } as const;

const BATCH_WRITE_CONNECTIONS = 4;

export function connectDatabase(
  connectionString: string,
  max = 10,
  { boundedReadTimeoutMs = LIST_QUERY_TIMEOUT_DEFAULT_MS }: { boundedReadTimeoutMs?: number } = {},
): Database {
  const pool = survivesServerLoss(new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 }));
  const reads = (connectionTimeoutMillis: number, planner: Record<string, string>) =>
    survivesServerLoss(
      new pg.Pool({
        connectionString,
        max,
        connectionTimeoutMillis,
        statement_timeout: boundedReadTimeoutMs,
        options: [
          '-c default_transaction_read_only=on',
          '-c plan_cache_mode=force_generic_plan',
          ...Object.entries(planner).map(([name, value]) => `-c ${name}=${value}`),
        ].join(' '),
      }),
    );
  const hotReads = reads(5_000, HOT_READ_PLANNER);
  const boundedReads = reads(boundedReadTimeoutMs, BOUNDED_READ_PLANNER);
  // A few connections: a batch carries every save of a turn, so few are ever in flight at once.
  const batchWrites = survivesServerLoss(
    new pg.Pool({
      connectionString,
      max: Math.min(max, BATCH_WRITE_CONNECTIONS),
      connectionTimeoutMillis: 5_000,
      options: ['-c plan_cache_mode=force_generic_plan', '-c max_parallel_workers_per_gather=0'].join(' '),
    }),
  );
  const db: Db = Object.assign(drizzle(pool, { schema }), { $reads: hotReads, $writes: batchWrites });
  return {
    pool,
    db,
    hotReads,
    boundedReads,
    batchWrites,
    close: async () =>
      void (await Promise.all([pool.end(), hotReads.end(), boundedReads.end(), batchWrites.end()])),
  };
}
