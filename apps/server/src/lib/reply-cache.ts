export interface ReplyCacheOptions {
  /** Beyond this many entries, the least recently used goes. */
  maxEntries: number;
  /** How long an entry is served: a change made directly in the database shows within this time. */
  ttlMs: number;
  /**
   * With `weigh`: beyond this total weight (e.g. characters of kept replies), the least recently used entries
   * go; a value heavier than this on its own is passed on and not kept.
   */
  maxWeight?: number;
  weigh?: (value: unknown) => number;
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
  /** Total weight of the values kept (0 without `weigh`). */
  readonly weight: number;
}

interface Entry {
  storedAt: number;
  value: Promise<unknown>;
  /** Known once the value has resolved. */
  weight: number;
}

/**
 * Replies kept in this process so the same question does not cost a database round trip each time. Callers
 * make the key say everything the reply depends on: for reference data (written by the seed when the server
 * starts, only read afterwards) the question alone; for data the API writes, also the change counters the data
 * was read at (list-reply-cache.ts), so instances agree without telling each other anything.
 */
export function replyCache({
  maxEntries,
  ttlMs,
  maxWeight = Infinity,
  weigh,
  now = Date.now,
}: ReplyCacheOptions): ReplyCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let totalWeight = 0;

  const remove = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    totalWeight -= entry.weight;
  };
  const evictBeyondLimits = () => {
    while (entries.size > maxEntries || totalWeight > maxWeight) {
      const oldest = entries.entries().next().value;
      if (oldest === undefined) break;
      remove(...oldest);
    }
  };

  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      if (found && now() - found.storedAt < ttlMs) {
        entries.delete(key);
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      if (found) remove(key, found);
      const entry: Entry = { storedAt: now(), value: compute() as Promise<unknown>, weight: 0 };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          if (!weigh || entries.get(key) !== entry) return;
          entry.weight = weigh(value);
          totalWeight += entry.weight;
          if (entry.weight > maxWeight) remove(key, entry);
          evictBeyondLimits();
        },
        () => remove(key, entry),
      );
      evictBeyondLimits();
      return entry.value as Promise<T>;
    },
    get size() {
      return entries.size;
    },
    get weight() {
      return totalWeight;
    },
  };
}
