import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { usesSsuStandIns } from '../../config-ssu.js';
import type { Config } from '../../config.js';
import { runEvery, type JobTally } from '../../lib/interval-job.js';
import type { UploadChecks } from '../attachments/index.js';
import { createProcedureService } from '../procedure/index.js';
import { serviceDeps } from '../../lib/service-deps.js';
import { callPerformer } from './calls/perform-call.js';
import { makeDueSsuCalls, type SsuCallsRound } from './calls/ssu-calls.job.js';
import foEservices from './eservices/fo-eservices.plugin.js';
import { procedureEvents } from './eservices/procedure-events.js';
import { createReplayRepository, purgeExpiredTokens } from './security/replay.repository.js';
import { createSsuClient, type SsuClient } from './security/ssu-client.js';
import { createVoucherSource } from './security/voucher.js';
import { injectFetch } from './simulator/inject-fetch.js';
import { registerStandIns } from './simulator/stand-ins.js';
import type { SimulatorState } from './simulator/simulator-state.js';
import { ssuSetup, type SsuSetup } from './ssu-security.js';

export interface SsuStats extends JobTally {
  sent: number;
  retried: number;
  failed: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ssu?: {
      stats: SsuStats;
      /** One round of the SSU worker, now (tests run it instead of waiting for the timer). */
      runCalls(): Promise<SsuCallsRound>;
      /** The development stand-ins' memory, when they run. */
      simulator?: SimulatorState;
      /** Where the counterparts are and the keys in use (with the stand-ins, theirs too: tests sign as them). */
      setup: SsuSetup;
    };
  }
}

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The national SUAP system (issue 30): this front office's e-services under /ssu/fo, its worker making the calls
 * the outbox holds, and, in development with nothing configured, the catalogue, back office and PDND stand-ins
 * under /dev/ssu. SSU_ENABLED=false: none of it.
 */
export default fp(
  async function ssuPlugin(
    app: FastifyInstance,
    { config, checks }: { config: Config; checks: UploadChecks },
  ) {
    if (!config.SSU_ENABLED) return;
    const standIns = usesSsuStandIns(config);
    const setup = await ssuSetup(config, standIns);
    const fetch = standIns ? injectFetch(app) : globalThis.fetch;
    const db = app.database.db;

    const clientFor = (url: string, purposeId: string, maxReplyBytes?: number): SsuClient =>
      createSsuClient({
        ...(maxReplyBytes ? { maxReplyBytes } : {}),
        voucherSource: createVoucherSource({
          tokenUrl: setup.tokenUrl,
          tokenAudience: setup.tokenAudience,
          purposeId,
          signingKey: setup.key,
          fetch,
        }),
        signingKey: setup.key,
        audience: url,
        peers: setup.peers,
        fetch,
      });
    const catalogue = clientFor(setup.catalogueUrl, setup.cataloguePurpose);
    // The back office's replies carry its documents in base64: up to the portal's file limit, encoded.
    const documentReplyBytes = Math.ceil(checks.maxFileBytes / 3) * 4 + 64 * 1024;
    const backOffice = clientFor(setup.backOfficeUrl, setup.backOfficePurpose, documentReplyBytes);
    const perform = callPerformer({
      db,
      counterparts: {
        catalogue: {
          post: (path, body) => catalogue.post(`${setup.catalogueUrl}${path}`, body),
          get: (path, headers) => catalogue.get(`${setup.catalogueUrl}${path}`, headers),
        },
        backOffice: {
          post: (path, body) => backOffice.post(`${setup.backOfficeUrl}${path}`, body),
          get: (path, headers) => backOffice.get(`${setup.backOfficeUrl}${path}`, headers),
        },
        backOfficeCode: config.SSU_BACKOFFICE_CODE,
      },
      office: {
        ipaCode: config.IPA_CODE,
        officeCode: config.SSU_OFFICE_CODE,
        officeVersion: config.SSU_OFFICE_VERSION,
      },
      checks,
      maxAttempts: config.SSU_MAX_ATTEMPTS,
    });

    await app.register(foEservices, {
      prefix: '/ssu/fo',
      auth: {
        pdnd: setup.pdnd,
        audience: setup.frontOfficeAudience,
        peers: setup.peers,
        replay: createReplayRepository(db),
      },
      signing: { audience: setup.frontOfficeAudience, key: setup.key },
      events: procedureEvents(db, createProcedureService(serviceDeps(app, config))),
      store: checks.store,
    });
    const simulator = setup.dev
      ? await registerStandIns(app, { ...setup, dev: setup.dev }, fetch)
      : undefined;

    const stats: SsuStats = { lastSuccessAt: 0, failures: 0, sent: 0, retried: 0, failed: 0 };
    const options = { maxAttempts: config.SSU_MAX_ATTEMPTS, retryDelayMs: config.SSU_RETRY_SECONDS * 1000 };
    const runCalls = async () => {
      const round = await makeDueSsuCalls(db, perform, options);
      stats.sent += round.sent;
      stats.retried += round.retried;
      stats.failed += round.failed;
      if (round.retried > 0 || round.failed > 0) app.log.warn(round, 'some SSU calls did not go through');
      return round;
    };
    app.decorate('ssu', { stats, runCalls, setup, ...(simulator ? { simulator } : {}) });
    if (config.SSU_POLL_SECONDS === 0) return;
    let lastPurge = 0;
    runEvery(app, {
      intervalMs: config.SSU_POLL_SECONDS * 1000,
      tally: stats,
      failureMessage: 'SSU calls failed',
      async round() {
        if (Date.now() - lastPurge >= PURGE_INTERVAL_MS) {
          lastPurge = Date.now();
          await purgeExpiredTokens(db);
        }
        await runCalls();
      },
    });
  },
  { name: 'ssu' },
);
