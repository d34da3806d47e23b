import { sql } from 'drizzle-orm';
import { check, index, integer, text, timestamp, varchar, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

// Column helpers every table file of the schema uses.

export const createdAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
export const trigram = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false });

/**
 * The columns of an outbox the workers take rows from one at a time (src/modules/outbox/leased-queue.ts): its
 * status, the attempts made, when the next may start (also the lease of the attempt in progress), the last
 * failure, when it was written and when it went.
 */
export const outboxColumns = () => ({
  status: varchar('status', { length: 10 }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: createdAt('created_at'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** The status check and the partial index of due rows every outbox has. */
export const outboxIndexes = (
  table: string,
  t: { status: ExtraConfigColumn; nextAttemptAt: ExtraConfigColumn },
) => [
  check(`${table}_status_check`, sql`${t.status} in ('pending', 'sent', 'failed')`),
  index(`${table}_due_idx`)
    .on(t.nextAttemptAt)
    .where(sql`${t.status} = 'pending'`),
];
