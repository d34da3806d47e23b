/**
 * Writes asked during one turn of the event loop, run as one statement (issue 25): under load many calls arrive in
 * the same turn, and a round trip to PostgreSQL per call cost both processes more CPU than the rows themselves
 * (the reads have lib/batch-loader.ts). `runMany` answers each input's result in the order given (undefined: the
 * write did not apply, the caller finds out why). Inputs with the same key as an earlier one in the turn (two saves
 * of one draft) run after the batch, one by one, so each sees the other's outcome. When the batch statement fails
 * as a whole (a deadlock, a constraint one input broke), each input runs again on its own, so one bad input cannot
 * fail the others, and nothing of the failed statement was committed.
 */
export function turnBatch<I, O>(
  runMany: (inputs: I[]) => Promise<(O | undefined)[]>,
  keyOf: (input: I) => unknown,
  maxBatch = 100,
): (input: I) => Promise<O | undefined> {
  interface Waiting {
    input: I;
    resolve(value: O | undefined): void;
    reject(error: unknown): void;
  }
  let pending: Waiting[] | undefined;

  const one = async (waiting: Waiting) => {
    try {
      waiting.resolve((await runMany([waiting.input]))[0]);
    } catch (error) {
      waiting.reject(error);
    }
  };

  const flush = async (batch: Waiting[]) => {
    if (pending === batch) pending = undefined;
    const seen = new Set<unknown>();
    const first: Waiting[] = [];
    const later: Waiting[] = [];
    for (const waiting of batch) {
      const key = keyOf(waiting.input);
      (seen.has(key) ? later : first).push(waiting);
      seen.add(key);
    }
    if (first.length === 1) await one(first[0]!);
    else {
      try {
        const results = await runMany(first.map((waiting) => waiting.input));
        first.forEach((waiting, i) => waiting.resolve(results[i]));
      } catch {
        await Promise.all(first.map(one));
      }
    }
    for (const waiting of later) await one(waiting);
  };

  return (input) =>
    new Promise<O | undefined>((resolve, reject) => {
      let batch = pending;
      if (!batch || batch.length >= maxBatch) {
        const started: Waiting[] = [];
        batch = pending = started;
        setImmediate(() => void flush(started));
      }
      batch.push({ input, resolve, reject });
    });
}
