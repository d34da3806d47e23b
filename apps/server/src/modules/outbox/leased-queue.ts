import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/**
 * What the notification outbox and the SSU calls share: rows with `status` ('pending', 'sent', 'failed'),
 * `attempts`, `next_attempt_at`, `last_error` and `sent_at`, taken one at a time by the workers of every instance.
 */
export interface LeasedQueue {
  table: PgTable;
  /** The name of the table's id column. */
  idColumn: string;
}

/** One attempt at one row: its id and the attempts counted so far, this one included. */
export interface Attempt {
  id: number;
  attempts: number;
}

export type AttemptOutcome =
  | { status: 'sent' }
  | { status: 'pending'; error: string; retryInMs: number }
  | { status: 'failed'; error: string };

/**
 * Claims the next due row for this worker: the row is locked while it is picked (SKIP LOCKED lets another
 * instance take the next one), counted as an attempt and given a lease (next_attempt_at moves `leaseMs` ahead),
 * in one statement. One at a time, so the lease starts when this row's attempt starts: a batch's later rows would
 * otherwise wait out their lease behind a slow counterpart and be claimed again elsewhere. Should this process
 * die before it records the outcome, the row is due again when the lease ends.
 */
export async function claimDue(db: Db, queue: LeasedQueue, leaseMs: number): Promise<Attempt | undefined> {
  const id = sql.identifier(queue.idColumn);
  const claimed = await db.execute<{ id: string; attempts: number }>(sql`
    update ${queue.table} as q
       set attempts = q.attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
     where q.${id} in (
       select ${id} from ${queue.table}
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit 1
        for update skip locked)
    returning q.${id} as id, q.attempts`);
  const row = claimed.rows[0];
  return row ? { id: Number(row.id), attempts: row.attempts } : undefined;
}

/**
 * Records the outcome of one attempt, if the row is still this attempt's: a worker whose lease ran out (and whose
 * row another instance claimed meanwhile) writes nothing over the newer attempt. Returns whether it was recorded.
 */
export async function recordAttempt(
  db: Pick<Db, 'execute'>,
  queue: LeasedQueue,
  attempt: Attempt,
  outcome: AttemptOutcome,
): Promise<boolean> {
  const set =
    outcome.status === 'sent'
      ? sql`status = 'sent', sent_at = now(), last_error = null`
      : outcome.status === 'pending'
        ? sql`last_error = ${outcome.error},
              next_attempt_at = now() + make_interval(secs => ${outcome.retryInMs / 1000})`
        : sql`status = 'failed', last_error = ${outcome.error}`;
  const updated = await db.execute(sql`
    update ${queue.table} set ${set}
     where ${sql.identifier(queue.idColumn)} = ${attempt.id} and status = 'pending' and attempts = ${attempt.attempts}`);
  return (updated.rowCount ?? 0) > 0;
}

/** Exponential backoff: `first` (30 s), then doubling with each failed attempt, up to `max` (an hour). */
export function retryDelay(attempts: number, first = 30_000, max = 3_600_000): number {
  return Math.min(first * 2 ** Math.max(0, attempts - 1), max);
}
