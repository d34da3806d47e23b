import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { runEvery, type JobTally } from '../../lib/interval-job.js';
import { writeTermReminders } from '../outbox/index.js';
import { messageComposer } from './compose-message.js';
import { deliverDueMessages } from './delivery.job.js';
import { startMailSink, type MailSink } from './dev-mail-sink.js';
import { devMailboxRoutes } from './dev-mailbox.routes.js';
import { createSmtpMailer } from './mailer.js';

/** What this process's worker did, for /metrics. */
export interface NotificationWorkerStats extends JobTally {
  sent: number;
  retried: number;
  failed: number;
  /** Attempts whose lease ended before their outcome: another attempt owned the message. */
  overtaken: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationWorker: NotificationWorkerStats;
  }
}

/** Reminders are looked for at most this often; the deliveries at every tick. */
const REMINDER_INTERVAL_MS = 60_000;

/**
 * The delivery worker of the notification outbox (issue 28), every NOTIFICATION_POLL_SECONDS in every instance
 * (0: none in this one). It sends through SMTP_URL; without one, outside production, through the embedded mail
 * sink, whose mailbox pages it mounts under /dev/mailbox. Production never reaches that branch: its start-up
 * checks require SMTP_URL (config-production.ts).
 */
export default fp(
  async function notificationsPlugin(app: FastifyInstance, { config }: { config: Config }) {
    if (config.NOTIFICATION_POLL_SECONDS === 0) return;
    // Decorated only where a worker runs: /metrics reports no worker rather than one that never succeeds.
    const stats: NotificationWorkerStats = {
      lastSuccessAt: 0,
      sent: 0,
      retried: 0,
      failed: 0,
      overtaken: 0,
      failures: 0,
    };
    app.decorate('notificationWorker', stats);

    let sink: MailSink | undefined;
    if (!config.SMTP_URL && !config.isProduction) {
      sink = await startMailSink({ port: config.SMTP_SINK_PORT });
      await app.register(devMailboxRoutes, { sink });
      app.log.info({ port: sink.port }, 'development mail sink listening on loopback');
    }
    const smtpUrl = config.SMTP_URL ?? sink?.url;
    if (!smtpUrl) return;
    const from = config.SMTP_FROM ?? 'Portale SUAP <noreply@localhost>';
    const mailer = createSmtpMailer(smtpUrl, from);
    const compose = messageComposer(app.database.db, {
      baseUrl: config.baseUrl,
      messageIdDomain: new URL(config.baseUrl).hostname,
    });

    // Fastify runs onClose hooks last-registered first: this one, registered before runEvery's, closes the
    // transport and the sink only after the round in progress has ended.
    app.addHook('onClose', async () => {
      mailer.close();
      await sink?.close();
    });
    let lastReminders = 0;
    runEvery(app, {
      intervalMs: config.NOTIFICATION_POLL_SECONDS * 1000,
      tally: stats,
      failureMessage: 'notification delivery failed',
      async round() {
        if (Date.now() - lastReminders >= REMINDER_INTERVAL_MS) {
          lastReminders = Date.now();
          const written = await writeTermReminders(app.database.db, {
            daysBefore: config.NOTIFICATION_REMINDER_DAYS,
          });
          if (written > 0) app.log.info({ written }, 'term reminders written');
        }
        const outcome = await deliverDueMessages(app.database.db, mailer, compose, {
          maxAttempts: config.NOTIFICATION_MAX_ATTEMPTS,
          retryDelayMs: config.NOTIFICATION_RETRY_SECONDS * 1000,
        });
        stats.sent += outcome.sent;
        stats.retried += outcome.retried;
        stats.failed += outcome.failed;
        if (outcome.retried > 0 || outcome.failed > 0)
          app.log.warn(outcome, 'some messages were not delivered');
      },
    });
  },
  { name: 'notifications', dependencies: [] },
);
