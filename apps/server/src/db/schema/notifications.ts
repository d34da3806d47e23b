import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { outboxColumns, outboxIndexes } from './columns.js';
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
    ...outboxColumns(),
  },
  (t) => [
    ...outboxIndexes('notification_outbox', t),
    index('notification_outbox_request_idx').on(t.requestId, t.notificationId),
    // One reminder per term: the reminder job may run on every instance and again after a restart.
    uniqueIndex('notification_outbox_reminder_once')
      .on(t.requestId, t.dueOn)
      .where(sql`${t.event} = 'termReminder'`),
  ],
);
