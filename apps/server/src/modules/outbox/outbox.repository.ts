import type { Notification, NotificationEvent, NotificationStatus, NotificationTypeId } from '@suap/shared';
import { asc, eq, sql } from 'drizzle-orm';
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

/**
 * Claims the next due message for this worker: the row is locked while it is picked (SKIP LOCKED lets another
 * instance take the next one), counted as an attempt and given a lease (next_attempt_at moves `leaseMs` ahead),
 * in one statement. One at a time, so the lease starts when this message's attempt starts: a batch's later
 * messages would otherwise wait out their lease behind a slow mail server and be claimed again elsewhere. Should
 * this process die before it records the outcome, the message is due again when the lease ends.
 */
export async function claimNextMessage(db: Db, leaseMs: number): Promise<ClaimedMessage | undefined> {
  const claimed = await db.execute<{
    notification_id: string;
    request_id: string;
    event: NotificationEvent;
    channel: number;
    recipient: string;
    language: string;
    due_on: string | null;
    attempts: number;
  }>(sql`
    update ${notificationOutbox} as o
       set attempts = o.attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
     where o.notification_id in (
       select notification_id from ${notificationOutbox}
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit 1
        for update skip locked)
    returning o.notification_id, o.request_id, o.event, o.channel, o.recipient, o.language,
              to_char(o.due_on, 'YYYY-MM-DD') as due_on, o.attempts`);
  return claimed.rows.map((row) => ({
    notificationId: Number(row.notification_id),
    requestId: Number(row.request_id),
    event: row.event,
    channel: row.channel as NotificationTypeId,
    recipient: row.recipient,
    language: row.language,
    dueOn: row.due_on,
    attempts: row.attempts,
  }))[0];
}

/**
 * Records the outcome of one attempt, if the message is still this attempt's: a worker whose lease ran out (and
 * whose message another instance claimed meanwhile) writes nothing over the newer attempt. Returns whether it
 * was recorded.
 */
export async function recordOutcome(
  db: Db,
  message: Pick<ClaimedMessage, 'notificationId' | 'attempts'>,
  outcome:
    | { status: 'sent' }
    | { status: 'pending'; error: string; retryInMs: number }
    | { status: 'failed'; error: string },
): Promise<boolean> {
  const set =
    outcome.status === 'sent'
      ? sql`status = 'sent', sent_at = now(), last_error = null`
      : outcome.status === 'pending'
        ? sql`last_error = ${outcome.error},
              next_attempt_at = now() + make_interval(secs => ${outcome.retryInMs / 1000})`
        : sql`status = 'failed', last_error = ${outcome.error}`;
  const updated = await db.execute(sql`
    update ${notificationOutbox} set ${set}
     where notification_id = ${message.notificationId} and status = 'pending' and attempts = ${message.attempts}`);
  return (updated.rowCount ?? 0) > 0;
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
