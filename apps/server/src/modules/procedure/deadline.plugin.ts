import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireDueTerms } from './deadline.job.js';

/** What the runs of this process did: the job has no queue to measure. */
export interface DeadlineJobStats {
  /** End of the last run that succeeded (ms since the epoch), 0 before the first. */
  lastSuccessAt: number;
  /** Terms this process marked as expired. */
  marked: number;
  failures: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deadlineJob: DeadlineJobStats;
  }
}

/**
 * Runs the deadline job once when the server is ready and then every `intervalMs` (DEADLINE_JOB_INTERVAL_SECONDS).
 * Every instance runs it; the job's advisory lock lets one at a time do the work. A failed run is logged and
 * retried at the next tick; closing the server waits for a run in progress.
 */
export default fp(
  async function deadlinePlugin(app: FastifyInstance, opts: { intervalMs: number }) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const stats: DeadlineJobStats = { lastSuccessAt: 0, marked: 0, failures: 0 };
    app.decorate('deadlineJob', stats);

    const run = () => {
      if (running) return;
      running = expireDueTerms(app.database.db)
        .then((marked) => {
          Object.assign(stats, { lastSuccessAt: Date.now(), marked: stats.marked + marked });
          if (marked > 0) app.log.info({ marked }, 'expired terms marked');
        })
        .catch((error: unknown) => {
          stats.failures += 1;
          app.log.error({ err: error }, 'deadline job failed');
        })
        .finally(() => {
          running = undefined;
        });
    };

    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, opts.intervalMs);
      // The job must never keep a process alive on its own.
      timer.unref();
    });

    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'deadline-job' },
);
