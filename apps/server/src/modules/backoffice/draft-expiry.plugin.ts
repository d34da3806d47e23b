import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireDueDrafts } from './draft-expiry.job.js';

const HOUR_MS = 60 * 60 * 1000;

/** What the runs of this process did, for the metrics (plugins/metrics.ts): the job has no queue to measure. */
export interface DraftExpiryStats {
  /** End of the last run that succeeded (ms since the epoch), 0 before the first. */
  lastSuccessAt: number;
  deleted: number;
  failures: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    draftExpiry: DraftExpiryStats;
  }
}

/**
 * Runs the draft expiry once when the server is ready and then every `intervalMs` (hourly by default).
 * Every instance runs it; the job itself makes concurrent runs harmless. A failed run is logged and retried
 * at the next tick; closing the server waits for a run in progress.
 */
export default fp(
  async function draftExpiryPlugin(app: FastifyInstance, opts: { intervalMs?: number }) {
    const intervalMs = opts.intervalMs ?? HOUR_MS;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const stats: DraftExpiryStats = { lastSuccessAt: 0, deleted: 0, failures: 0 };
    app.decorate('draftExpiry', stats);

    const run = () => {
      if (running) return;
      running = expireDueDrafts(app.database.db)
        .then((deleted) => {
          Object.assign(stats, { lastSuccessAt: Date.now(), deleted: stats.deleted + deleted });
          if (deleted > 0) app.log.info({ deleted }, 'expired drafts deleted');
        })
        .catch((error: unknown) => {
          stats.failures += 1;
          app.log.error({ err: error }, 'draft expiry failed');
        })
        .finally(() => {
          running = undefined;
        });
    };

    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, intervalMs);
      // The job must never keep a process alive on its own.
      timer.unref();
    });

    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'draft-expiry' },
);
