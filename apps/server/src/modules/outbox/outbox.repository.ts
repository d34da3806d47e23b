import type { Notification, NotificationEvent, NotificationStatus, NotificationTypeId } from '@suap/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { claimDue, recordAttempt, type AttemptOutcome, type LeasedQueue } from './leased-queue.js';
import type { Db, Executor } from '../../db/client.js';
import { notificationOutbox, requests } from '../../db/schema.js';

/** A message the worker has claimed: what it needs to compose and send it. */
export interface ClaimedMessage {
  notificationId: number;
  requestId: number;
  event: NotificationEvent;
  channel: NotificationTypeId;
  recipient: string;
  language: string;
  dueOn: string | null;
  /** Attempts including this one. */
  attempts: number;
}

/**
 * Writes the message an event owes the applicant, inside the event's transaction, to the request's notification
 * contact as it is now. A request without one (never the case once sent: the wizard requires it) gets none.
 * Returns whether a message was written.
 */
export async function enqueueMessage(
  tx: Executor,
  message: { requestId: number; event: NotificationEvent; dueOn?: string | null },
): Promise<boolean> {
  const dueOn = message.dueOn ?? null;
  const inserted = await tx.execute<{ notification_id: string }>(sql`
    insert into ${notificationOutbox} (request_id, event, channel, recipient, language, due_on)
    select r.request_id, ${message.event}, r.notification_type_id, r.notification_address, r.language, ${dueOn}::date
      from ${requests} as r
     where r.request_id = ${message.requestId}
       and r.notification_type_id is not null and r.notification_address is not null
    returning notification_id`);
  return inserted.rows.length > 0;
}

const QUEUE = { table: notificationOutbox, idColumn: 'notification_id' } satisfies LeasedQueue;

/** Claims the next due message for this worker, with a lease (leased-queue.ts). */
export async function claimNextMessage(db: Db, leaseMs: number): Promise<ClaimedMessage | undefined> {
  const attempt = await claimDue(db, QUEUE, leaseMs);
  if (!attempt) return undefined;
  const [row] = await db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.notificationId, attempt.id));
  if (!row) return undefined;
  return {
    notificationId: row.notificationId,
    requestId: row.requestId,
    event: row.event as NotificationEvent,
    channel: row.channel as NotificationTypeId,
    recipient: row.recipient,
    language: row.language,
    dueOn: row.dueOn,
    attempts: attempt.attempts,
  };
}

/** Records the outcome of one attempt, if the message is still this attempt's. Returns whether it was recorded. */
export function recordOutcome(
  db: Db,
  message: Pick<ClaimedMessage, 'notificationId' | 'attempts'>,
  outcome: AttemptOutcome,
): Promise<boolean> {
  return recordAttempt(db, QUEUE, { id: message.notificationId, attempts: message.attempts }, outcome);
}

/** The messages of one request, oldest first, as staff see them. */
export async function listMessages(db: Db, requestId: number): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.requestId, requestId))
    .orderBy(asc(notificationOutbox.notificationId));
  return rows.map((row) => ({
    notificationId: row.notificationId,
    event: row.event as NotificationEvent,
    channel: row.channel as NotificationTypeId,
    recipient: row.recipient,
    language: row.language === 'en' ? 'en' : 'it',
    dueOn: row.dueOn,
    status: row.status as NotificationStatus,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
  }));
}
