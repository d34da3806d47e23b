import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEvery, type JobTally } from '../../lib/interval-job.js';
import { expireDueTerms } from './deadline.job.js';

/** What the runs of this process did: the job has no queue to measure. */
export interface DeadlineJobStats extends JobTally {
  /** Terms this process marked as expired. */
  marked: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deadlineJob: DeadlineJobStats;
  }
}

/**
 * Runs the deadline job once when the server is ready and then every `intervalMs` (DEADLINE_JOB_INTERVAL_SECONDS).
 * Every instance runs it; the job's advisory lock lets one at a time do the work.
 */
export default fp(
  async function deadlinePlugin(app: FastifyInstance, opts: { intervalMs: number }) {
    const stats: DeadlineJobStats = { lastSuccessAt: 0, marked: 0, failures: 0 };
    app.decorate('deadlineJob', stats);
    runEvery(app, {
      intervalMs: opts.intervalMs,
      tally: stats,
      failureMessage: 'deadline job failed',
      async round() {
        const marked = await expireDueTerms(app.database.db);
        stats.marked += marked;
        if (marked > 0) app.log.info({ marked }, 'expired terms marked');
      },
    });
  },
  { name: 'deadline-job' },
);
