import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEvery, type JobTally } from '../../lib/interval-job.js';
import type { AttachmentChecks } from './attachment-checks.js';
import { sweepAttachments } from './sweep.job.js';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface AttachmentSweepStats extends JobTally {
  removed: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    attachmentSweep: AttachmentSweepStats;
  }
}

/**
 * Runs the attachments sweep at start and every ten minutes, in every instance (removals are idempotent), and
 * closes the store's connections when the server stops.
 */
export default fp(
  async function attachmentsPlugin(app: FastifyInstance, { checks }: { checks: AttachmentChecks }) {
    const stats: AttachmentSweepStats = { lastSuccessAt: 0, removed: 0, failures: 0 };
    app.addHook('onClose', async () => checks.store.close?.());
    app.decorate('attachmentSweep', stats);
    runEvery(app, {
      intervalMs: SWEEP_INTERVAL_MS,
      tally: stats,
      failureMessage: 'attachments sweep failed',
      async round() {
        const removed = await sweepAttachments(app.database.db, checks.store);
        stats.removed += removed;
        if (removed > 0) app.log.info({ removed }, 'attachment files removed');
      },
    });
  },
  { name: 'attachments-sweep' },
);
