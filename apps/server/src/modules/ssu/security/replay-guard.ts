/**
 * Remembers the ids of accepted tokens until they expire, so that the same signed call cannot be played twice.
 * `remember` answers false when the id was already there (the call is a replay); it must be atomic, since two
 * instances may receive the same replayed call at once (replay.repository.ts does it in PostgreSQL).
 */
export interface ReplayGuard {
  remember(jti: string, expiresAt: Date): Promise<boolean>;
}

/**
 * A guard in this process's memory: for tests, and for the tokens of the replies to our own calls, which only we
 * receive. Expired ids are dropped as new ones arrive, and at most `maxEntries` are kept (the oldest go first).
 */
export function createMemoryReplayGuard({ maxEntries = 10_000 }: { maxEntries?: number } = {}): ReplayGuard {
  const seen = new Map<string, number>();
  return {
    async remember(jti, expiresAt) {
      const now = Date.now();
      for (const [id, expiry] of seen) {
        if (expiry > now && seen.size < maxEntries) break;
        seen.delete(id);
      }
      const known = seen.get(jti);
      if (known !== undefined && known > now) return false;
      seen.delete(jti);
      seen.set(jti, expiresAt.getTime());
      return true;
    },
  };
}
