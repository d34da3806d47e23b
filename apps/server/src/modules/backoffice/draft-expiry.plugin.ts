import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireDueDrafts } from './draft-expiry.job.js';

const HOUR_MS = 60 * 60 * 1000;

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

    const run = () => {
      if (running) return;
      running = expireDueDrafts(app.database.db)
        .then((deleted) => {
          if (deleted > 0) app.log.info({ deleted }, 'expired drafts deleted');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'draft expiry failed'))
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
