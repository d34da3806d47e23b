import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEvery, type JobTally } from '../../lib/interval-job.js';
import { expireDueDrafts } from './draft-expiry.job.js';

const HOUR_MS = 60 * 60 * 1000;

/** What the runs of this process did, for the metrics (plugins/metrics.ts): the job has no queue to measure. */
export interface DraftExpiryStats extends JobTally {
  deleted: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    draftExpiry: DraftExpiryStats;
  }
}

/**
 * Runs the draft expiry once when the server is ready and then every `intervalMs` (hourly by default).
 * Every instance runs it; the job itself makes concurrent runs harmless.
 */
export default fp(
  async function draftExpiryPlugin(app: FastifyInstance, opts: { intervalMs?: number }) {
    const stats: DraftExpiryStats = { lastSuccessAt: 0, deleted: 0, failures: 0 };
    app.decorate('draftExpiry', stats);
    runEvery(app, {
      intervalMs: opts.intervalMs ?? HOUR_MS,
      tally: stats,
      failureMessage: 'draft expiry failed',
      async round() {
        const deleted = await expireDueDrafts(app.database.db);
        stats.deleted += deleted;
        if (deleted > 0) app.log.info({ deleted }, 'expired drafts deleted');
      },
    });
  },
  { name: 'draft-expiry' },
);
