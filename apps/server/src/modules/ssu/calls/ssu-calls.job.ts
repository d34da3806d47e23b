import type { Db } from '../../../db/client.js';
import { claimNextSsuCall, recordSsuCall, retryDelay, type AttemptOutcome } from '../../outbox/index.js';
import { classifySsuFailure } from '../security/ssu-client.js';
import { PermanentCallError } from './call-errors.js';
import type { callPerformer } from './perform-call.js';

export interface SsuCallsOptions {
  /** Attempts after which a call that keeps failing is marked failed (SSU_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** First retry delay (SSU_RETRY_SECONDS), doubling with each attempt, up to an hour. */
  retryDelayMs: number;
  /** How long a claimed call is this worker's: above the longest attempt (two 10 s calls and a receipt). */
  leaseMs?: number;
  roundLimit?: number;
}

export interface SsuCallsRound {
  sent: number;
  retried: number;
  failed: number;
}

const DEFAULT_LEASE_MS = 120_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Makes the SSU calls that are due, one claim at a time, until none is left (issue 30). A call the counterpart
 * refused for good is marked failed with its answer; anything else (down, slow, failing while processing, a
 * reply whose signature does not hold) is tried again later, until the attempts are spent. Nothing is lost: the
 * call stays in the outbox, and what follows it is written only with its success.
 */
export async function makeDueSsuCalls(
  db: Db,
  perform: ReturnType<typeof callPerformer>,
  options: SsuCallsOptions,
): Promise<SsuCallsRound> {
  const round: SsuCallsRound = { sent: 0, retried: 0, failed: 0 };
  for (let count = 0; count < (options.roundLimit ?? 200); count += 1) {
    const call = await claimNextSsuCall(db, options.leaseMs ?? DEFAULT_LEASE_MS);
    if (!call) break;
    try {
      round[(await perform(call)) === 'failed' ? 'failed' : 'sent'] += 1;
    } catch (error) {
      const reason = reasonOf(error);
      const permanent = error instanceof PermanentCallError || classifySsuFailure(error) === 'permanent';
      const outcome: AttemptOutcome =
        permanent || call.attempts >= options.maxAttempts
          ? { status: 'failed', error: permanent ? reason : `${call.attempts} attempts, the last: ${reason}` }
          : { status: 'pending', error: reason, retryInMs: retryDelay(call.attempts, options.retryDelayMs) };
      if (await recordSsuCall(db, call, outcome))
        round[outcome.status === 'failed' ? 'failed' : 'retried'] += 1;
    }
  }
  return round;
}
