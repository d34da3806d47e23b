export interface BatchLoader<K, V> {
  /** What `loadMany` found for `key`, or undefined; the key is looked up together with the others asked meanwhile. */
  load(key: K): Promise<V | undefined>;
}

interface Waiting<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Lookups asked during one turn of the event loop go to the database as one query. Under load many requests
 * arrive in the same turn, and each round trip to PostgreSQL costs both processes far more CPU than one more
 * row in a query does. Every key is read after it was asked for (the query starts in the `setImmediate` after
 * the turn), so no caller gets a value read before its request arrived. Callers asking for the same key in
 * one turn share the value: nobody may change it.
 */
export function batchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 200,
): BatchLoader<K, V> {
  let pending: Map<K, Waiting<V>[]> | undefined;

  const flush = (batch: Map<K, Waiting<V>[]>) => {
    if (pending === batch) pending = undefined;
    let loading: Promise<Map<K, V>>;
    try {
      loading = loadMany([...batch.keys()]);
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (found) => {
        for (const [key, waiting] of batch) for (const one of waiting) one.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiting of batch.values()) for (const one of waiting) one.reject(error);
      },
    );
  };

  return {
    load(key) {
      let batch = pending;
      if (!batch || (batch.size >= maxBatch && !batch.has(key))) {
        const started = new Map<K, Waiting<V>[]>();
        batch = pending = started;
        setImmediate(() => flush(started));
      }
      const waiting = batch.get(key) ?? [];
      batch.set(key, waiting);
      return new Promise<V | undefined>((resolve, reject) => waiting.push({ resolve, reject }));
    },
  };
}
