import type { Db } from '../../db/client.js';
import type { ComposeMessage } from './compose-message.js';
import { classifyDeliveryError, type Mailer } from './mailer.js';
import { claimDueMessages, recordOutcome } from '../outbox/index.js';

export interface DeliveryOptions {
  /** Messages claimed per round. */
  batchSize?: number;
  /** How long a claimed message is this worker's: longer than one attempt can take (connect + send timeouts). */
  leaseMs?: number;
  /** Attempts after which a message that keeps failing is marked failed (NOTIFICATION_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** First retry delay; each further attempt doubles it, up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

export interface DeliveryRound {
  sent: number;
  retried: number;
  failed: number;
}

export const DEFAULT_LEASE_MS = 120_000;

/** Exponential backoff: 30 s, 1 min, 2 min, … up to an hour between attempts. */
export function retryDelay(attempts: number, first = 30_000, max = 3_600_000): number {
  return Math.min(first * 2 ** Math.max(0, attempts - 1), max);
}

/**
 * Delivers the messages that are due, a batch at a time, until none is left (issue 28). Each message is claimed
 * through the database (outbox.repository.ts), so two instances never send the same one; its outcome is then
 * recorded: sent, due again after a backoff, or failed with the mail server's reason when the refusal is
 * permanent or the attempts are spent.
 */
export async function deliverDueMessages(
  db: Db,
  mailer: Mailer,
  compose: ComposeMessage,
  options: DeliveryOptions,
): Promise<DeliveryRound> {
  const batchSize = options.batchSize ?? 20;
  const round: DeliveryRound = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueMessages(db, batchSize, options.leaseMs ?? DEFAULT_LEASE_MS);
    for (const message of claimed) {
      try {
        await mailer.send(await compose(message));
        await recordOutcome(db, message.notificationId, { status: 'sent' });
        round.sent += 1;
      } catch (error) {
        const { message: reason, permanent } = classifyDeliveryError(error);
        if (permanent || message.attempts >= options.maxAttempts) {
          const error = permanent ? reason : `${message.attempts} attempts, the last: ${reason}`;
          await recordOutcome(db, message.notificationId, { status: 'failed', error });
          round.failed += 1;
        } else {
          const retryInMs = retryDelay(message.attempts, options.retryDelayMs, options.maxRetryDelayMs);
          await recordOutcome(db, message.notificationId, { status: 'pending', error: reason, retryInMs });
          round.retried += 1;
        }
      }
    }
    if (claimed.length < batchSize) return round;
  }
}
