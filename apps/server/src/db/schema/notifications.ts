import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { notificationTypes } from './reference.js';
import { requests } from './requests.js';

// The notification outbox (issue 28): one row per message to the applicant, written in the transaction of the
// event it tells about, so a message exists exactly when its event committed. The delivery worker
// (src/modules/notifications) claims due rows with FOR UPDATE SKIP LOCKED and moves next_attempt_at forward as a
// lease: an instance that dies mid-send leaves the row to be tried again once the lease has passed.
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    notificationId: bigint('notification_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => requests.requestId),
    event: varchar('event', { length: 30 }).notNull(),
    // The request's notification contact when the event happened: later edits cannot redirect a past message.
    channel: smallint('channel')
      .notNull()
      .references(() => notificationTypes.notificationTypeId),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    // The term the message announces (integration request, 10-bis notice, reminder).
    dueOn: date('due_on', { mode: 'string' }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt('created_at'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('notification_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notification_outbox_request_idx').on(t.requestId, t.notificationId),
    // One reminder per term: the reminder job may run on every instance and again after a restart.
    uniqueIndex('notification_outbox_reminder_once')
      .on(t.requestId, t.dueOn)
      .where(sql`${t.event} = 'termReminder'`),
  ],
);
