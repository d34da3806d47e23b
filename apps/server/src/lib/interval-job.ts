import type { FastifyInstance } from 'fastify';

/** What every background job of the server counts about its own runs (read by /metrics). */
export interface JobTally {
  /** End of the last run that succeeded (ms since the epoch), 0 before the first. */
  lastSuccessAt: number;
  /** Runs that stopped on an error. */
  failures: number;
}

/**
 * Runs `round` once when the server is ready and then every `intervalMs`, never two at once in this process; a
 * failed round is logged and counted, and the next tick tries again. The timer never keeps the process alive on
 * its own, and closing the server waits for a round in progress. The jobs that must not run on two instances at
 * once guard themselves in the database (advisory lock, SKIP LOCKED).
 */
export function runEvery(
  app: FastifyInstance,
  options: { intervalMs: number; tally: JobTally; failureMessage: string; round: () => Promise<void> },
): void {
  const { intervalMs, tally, failureMessage, round } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = () => {
    if (running) return;
    running = round()
      .then(() => {
        tally.lastSuccessAt = Date.now();
      })
      .catch((error: unknown) => {
        tally.failures += 1;
        app.log.error({ err: error }, failureMessage);
      })
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
