export interface ReplyCacheOptions {
  /** Beyond this many entries, the least recently used goes. */
  maxEntries: number;
  /** How long an entry is served: a change made directly in the database shows within this time. */
  ttlMs: number;
  now?: () => number;
}

export interface ReplyCache {
  /**
   * The value kept under `key`, or what `compute` resolves to (then kept). Callers asking for the same key
   * while it is being computed share that one computation; a failure is passed on and not kept.
   * The value is shared between callers: nobody may change it.
   */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
}

/**
 * Replies computed from data no API call changes (reference data: written by the seed when the server
 * starts, only read afterwards), kept in this process so the same question does not cost a database round trip
 * each time. Each instance has its own; they agree because the data does not change under them.
 */
export function replyCache({ maxEntries, ttlMs, now = Date.now }: ReplyCacheOptions): ReplyCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { storedAt: number; value: Promise<unknown> }>();

  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      entries.delete(key);
      if (found && now() - found.storedAt < ttlMs) {
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      const entry = { storedAt: now(), value: compute() as Promise<unknown> };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return entry.value as Promise<T>;
    },
    get size() {
      return entries.size;
    },
  };
}
