import type { Db } from '../../db/client.js';
import type { ComposeMessage } from './compose-message.js';
import { classifyDeliveryError, type Mailer } from './mailer.js';
import { claimNextMessage, recordOutcome, retryDelay, type ClaimedMessage } from '../outbox/index.js';

export interface DeliveryOptions {
  /** Most messages one round sends, so a round ends and the next tick starts afresh. */
  roundLimit?: number;
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
  /** Outcomes not recorded: the lease had ended and another attempt owned the message. */
  overtaken: number;
}

/** Above the worst attempt: connection 10 s + greeting 10 s + socket 30 s, and composing the message. */
export const DEFAULT_LEASE_MS = 120_000;

/**
 * Delivers the messages that are due, one claim at a time, until none is left (issue 28). Each message is claimed
 * through the database (modules/outbox), so two instances never send the same one; its outcome is then recorded:
 * sent, due again after a backoff, or failed with the mail server's reason when the refusal is permanent or the
 * attempts are spent.
 */
export async function deliverDueMessages(
  db: Db,
  mailer: Mailer,
  compose: ComposeMessage,
  options: DeliveryOptions,
): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, retried: 0, failed: 0, overtaken: 0 };
  const record = async (message: ClaimedMessage, outcome: Parameters<typeof recordOutcome>[2]) => {
    if (!(await recordOutcome(db, message, outcome))) round.overtaken += 1;
    else if (outcome.status === 'sent') round.sent += 1;
    else if (outcome.status === 'failed') round.failed += 1;
    else round.retried += 1;
  };
  for (let count = 0; count < (options.roundLimit ?? 500); count += 1) {
    const message = await claimNextMessage(db, options.leaseMs ?? DEFAULT_LEASE_MS);
    if (!message) break;
    try {
      await mailer.send(await compose(message));
      await record(message, { status: 'sent' });
    } catch (error) {
      const { message: reason, permanent } = classifyDeliveryError(error);
      if (permanent || message.attempts >= options.maxAttempts) {
        const why = permanent ? reason : `${message.attempts} attempts, the last: ${reason}`;
        await record(message, { status: 'failed', error: why });
      } else {
        const retryInMs = retryDelay(message.attempts, options.retryDelayMs, options.maxRetryDelayMs);
        await record(message, { status: 'pending', error: reason, retryInMs });
      }
    }
  }
  return round;
}
