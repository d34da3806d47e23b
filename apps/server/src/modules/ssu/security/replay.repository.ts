import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { ssuSeenTokens } from '../../../db/schema.js';
import type { ReplayGuard } from './replay-guard.js';

/**
 * The replay guard of our e-services, shared by every instance through PostgreSQL: one statement inserts the
 * id, and the primary key decides which of two concurrent identical calls wins. A row whose token has expired
 * but was not purged yet is taken over, since only a token still valid reaches the guard: that id may be reused.
 */
export function createReplayRepository(db: Executor): ReplayGuard {
  return {
    async remember(jti, expiresAt) {
      const inserted = await db
        .insert(ssuSeenTokens)
        .values({ jti, expiresAt })
        .onConflictDoUpdate({
          target: ssuSeenTokens.jti,
          set: { expiresAt },
          setWhere: sql`${ssuSeenTokens.expiresAt} < now()`,
        })
        .returning({ jti: ssuSeenTokens.jti });
      return inserted.length > 0;
    },
  };
}

/** Deletes the ids of expired tokens (a replay of them fails on exp anyway); returns how many went. */
export async function purgeExpiredTokens(db: Executor, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(ssuSeenTokens).where(lt(ssuSeenTokens.expiresAt, now));
  return deleted.rowCount ?? 0;
}
