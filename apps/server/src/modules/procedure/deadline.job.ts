import { isoDateInRome, type RequestStateId } from '@suap/shared';
import type { Db } from '../../db/client.js';
import { appendHistory } from './history.repository.js';
import { procedureRepository } from './procedure.repository.js';
import { decideTransition } from './transitions.js';

export interface DeadlineJobOptions {
  /** The moment to judge by; its calendar day in Italy is compared with term_due_on. */
  now?: Date;
  /** Terms marked per transaction, so a large backlog never holds long locks. */
  batchSize?: number;
}

/**
 * Marks the citizen's terms that have ended (integration requests, 10-bis notices: states 7 and 9) so staff see
 * them without anyone acting (issue 27, item 6). Each expired term gets term_expired_at, a new version and an
 * 'expireTerm' history row by the server itself (actor null), in one transaction per batch.
 *
 * Safe with several instances: a batch runs under a transaction-level advisory lock (an instance that does not
 * get it leaves the work to the one that has it), rows being changed right now are skipped (SKIP LOCKED), and a
 * marked term no longer matches, so none is marked twice. Returns how many terms were marked.
 */
export async function expireDueTerms(db: Db, options: DeadlineJobOptions = {}): Promise<number> {
  const repository = procedureRepository(db);
  const today = isoDateInRome(options.now ?? new Date());
  const batchSize = options.batchSize ?? 500;
  let marked = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      if (!(await repository.tryDeadlineJobLock(tx))) return null;
      const due = await repository.lockDueTerms(tx, today, batchSize);
      let done = 0;
      for (const row of due) {
        const stateId = row.stateId as RequestStateId;
        const decision = decideTransition('expireTerm', {
          stateId,
          ownerUserId: row.ownerUserId,
          assigneeUserId: row.assigneeUserId,
          termDueOn: row.termDueOn,
          today,
          actor: null,
        });
        // The query and the table agree today; should they ever not, the table wins and the row is left alone.
        if (!decision.allowed) continue;
        await repository.markTermExpired(tx, row.requestId);
        await appendHistory(tx, {
          requestId: row.requestId,
          action: 'expireTerm',
          fromStateId: stateId,
          toStateId: decision.to,
          actor: null,
          dueOn: row.termDueOn,
        });
        await repository.audit(tx, {
          actorUserId: null,
          action: 'request.expireTerm',
          requestId: row.requestId,
          details: { stateId, termDueOn: row.termDueOn },
        });
        done += 1;
      }
      return { done, found: due.length };
    });
    if (batch === null) break;
    marked += batch.done;
    if (batch.found < batchSize) break;
  }
  return marked;
}
