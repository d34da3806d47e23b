import { isoDateInRome, RequestState } from '@suap/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Key of the transaction-level advisory lock that lets one instance at a time run the job. */
const DRAFT_EXPIRY_LOCK = sql`hashtext('suap-draft-expiry')`;

export interface DraftExpiryOptions {
  /** The moment to judge by; its calendar day in Italy is compared with draft_expires_on. */
  now?: Date;
  /** Drafts deleted per transaction, so a large backlog never holds long locks. */
  batchSize?: number;
}

/**
 * Marks as deleted (state 2) every draft whose deletion day (draft_expires_on) has come, and writes one
 * audit entry per draft ('request.draft-expired', no actor: the system did it). Safe with several instances:
 * each batch runs under a transaction-level advisory lock (an instance that does not get it leaves the work
 * to the one that has it), and the UPDATE re-checks state and date, so a draft is never deleted twice nor
 * one the citizen has just saved with a new date. The version grows, so a form opened before the deletion
 * cannot save over it. Returns how many drafts were deleted.
 */
export async function expireDueDrafts(db: Db, options: DraftExpiryOptions = {}): Promise<number> {
  const today = isoDateInRome(options.now ?? new Date());
  const batchSize = options.batchSize ?? 500;
  let deleted = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const lock = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${DRAFT_EXPIRY_LOCK}) as locked`,
      );
      if (!lock.rows[0]?.locked) return null;
      const result = await tx.execute<{ entity_id: string }>(sql`
        with due as (
          select request_id from requests
          where state_id = ${RequestState.DRAFT} and draft_expires_on <= ${today}::date
          order by draft_expires_on, request_id
          limit ${batchSize}
          for update skip locked
        ), expired as (
          update requests r
          set state_id = ${RequestState.DELETED}, version = r.version + 1, updated_on = now()
          from due
          where r.request_id = due.request_id and r.state_id = ${RequestState.DRAFT}
          returning r.request_id, r.user_id, r.draft_expires_on
        )
        insert into audit_log (actor_user_id, action, entity, entity_id, details)
        select null, 'request.draft-expired', 'request', request_id::text,
               jsonb_build_object('draftExpiresOn', draft_expires_on, 'ownerUserId', user_id)
        from expired
        returning entity_id`);
      return result.rows.length;
    });
    if (batch === null) break;
    deleted += batch;
    if (batch < batchSize) break;
  }
  return deleted;
}
