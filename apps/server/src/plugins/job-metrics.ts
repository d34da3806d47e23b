import type { FastifyInstance } from 'fastify';
import client from 'prom-client';

type Tally = Record<string, number>;

/**
 * Gauges read from a background job's own tally (the draft expiry, the deadline job, the notification worker):
 * counters in meaning, gauges because prom-client counters cannot be set. A job that is not decorated on this
 * app (switched off) reports nothing.
 */
function tallyGauges(
  registry: client.Registry,
  app: FastifyInstance,
  decorator: 'draftExpiry' | 'deadlineJob' | 'notificationWorker',
  metrics: { name: string; help: string; read: (tally: Tally) => number }[],
) {
  for (const { name, help, read } of metrics)
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (app.hasDecorator(decorator)) this.set(read(app[decorator] as unknown as Tally));
      },
    });
}

const lastSuccess = (job: string) => ({
  name: `suap_${job}_last_success_timestamp_seconds`,
  help: `End of the last successful run of the ${job.replaceAll('_', ' ')} (0: none yet)`,
  read: (tally: Tally) => (tally.lastSuccessAt ?? 0) / 1000,
});
const failedRuns = (job: string) => ({
  name: `suap_${job}_failed_runs`,
  help: `Failed runs of the ${job.replaceAll('_', ' ')} since the start`,
  read: (tally: Tally) => tally.failures ?? 0,
});

export function jobGauges(registry: client.Registry, app: FastifyInstance) {
  tallyGauges(registry, app, 'draftExpiry', [
    lastSuccess('draft_expiry'),
    {
      name: 'suap_draft_expiry_deleted_drafts',
      help: 'Drafts deleted by the job since the start',
      read: (tally) => tally.deleted ?? 0,
    },
    failedRuns('draft_expiry'),
  ]);
  tallyGauges(registry, app, 'deadlineJob', [
    lastSuccess('deadline_job'),
    {
      name: 'suap_deadline_job_marked_terms',
      help: 'Ended terms this instance marked since the start',
      read: (tally) => tally.marked ?? 0,
    },
    failedRuns('deadline_job'),
  ]);
  tallyGauges(registry, app, 'notificationWorker', [
    lastSuccess('notification_worker'),
    ...(['sent', 'retried', 'failed'] as const).map((outcome) => ({
      name: `suap_notifications_${outcome}`,
      help: `Messages to applicants this instance ${outcome === 'retried' ? 'put back for a retry' : `marked ${outcome}`} since the start`,
      read: (tally: Tally) => tally[outcome] ?? 0,
    })),
    failedRuns('notification_worker'),
  ]);
}

/**
 * The outbox's backlog, read from the database at each scrape through its partial index of pending rows: a mail
 * server down shows as pending messages growing older while the worker itself keeps succeeding.
 */
export function outboxGauges(registry: client.Registry, app: FastifyInstance) {
  const backlog = async () => {
    const { rows } = await app.database.pool.query<{ pending: string; oldest: number | null }>(
      `select count(*) as pending, extract(epoch from now() - min(created_at))::float8 as oldest
         from notification_outbox where status = 'pending'`,
    );
    return { pending: Number(rows[0]?.pending ?? 0), oldest: rows[0]?.oldest ?? 0 };
  };
  new client.Gauge({
    name: 'suap_notifications_pending',
    help: 'Messages to applicants waiting to be sent (retries included)',
    registers: [registry],
    async collect() {
      this.set((await backlog()).pending);
    },
  });
  new client.Gauge({
    name: 'suap_notifications_oldest_pending_seconds',
    help: 'Age of the oldest message waiting to be sent (0: none)',
    registers: [registry],
    async collect() {
      this.set((await backlog()).oldest);
    },
  });
}
