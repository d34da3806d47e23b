import type { FastifyInstance } from 'fastify';
import client from 'prom-client';

type Tally = Record<string, number>;

/**
 * Gauges read from a background job's own tally (the draft expiry, the deadline job, the notification and SSU
 * workers): counters in meaning, gauges because prom-client counters cannot be set. A job that is not decorated
 * on this app (switched off) reports nothing.
 */
function tallyGauges(
  registry: client.Registry,
  tallyOf: () => object | undefined,
  metrics: { name: string; help: string; read: (tally: Tally) => number }[],
) {
  for (const { name, help, read } of metrics)
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const tally = tallyOf();
        if (tally) this.set(read(tally as Tally));
      },
    });
}

const decorated =
  (app: FastifyInstance, decorator: 'draftExpiry' | 'deadlineJob' | 'notificationWorker') => () =>
    app.hasDecorator(decorator) ? app[decorator] : undefined;

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
  tallyGauges(registry, decorated(app, 'draftExpiry'), [
    lastSuccess('draft_expiry'),
    {
      name: 'suap_draft_expiry_deleted_drafts',
      help: 'Drafts deleted by the job since the start',
      read: (tally) => tally.deleted ?? 0,
    },
    failedRuns('draft_expiry'),
  ]);
  tallyGauges(registry, decorated(app, 'deadlineJob'), [
    lastSuccess('deadline_job'),
    {
      name: 'suap_deadline_job_marked_terms',
      help: 'Ended terms this instance marked since the start',
      read: (tally) => tally.marked ?? 0,
    },
    failedRuns('deadline_job'),
  ]);
  tallyGauges(registry, decorated(app, 'notificationWorker'), [
    lastSuccess('notification_worker'),
    ...(['sent', 'retried', 'failed'] as const).map((outcome) => ({
      name: `suap_notifications_${outcome}`,
      help: `Messages to applicants this instance ${outcome === 'retried' ? 'put back for a retry' : `marked ${outcome}`} since the start`,
      read: (tally: Tally) => tally[outcome] ?? 0,
    })),
    failedRuns('notification_worker'),
  ]);
  tallyGauges(registry, () => (app.hasDecorator('ssu') ? app.ssu?.stats : undefined), [
    lastSuccess('ssu_worker'),
    ...(['sent', 'retried', 'failed'] as const).map((outcome) => ({
      name: `suap_ssu_calls_${outcome}`,
      help: `Calls to the SSU's catalogue and back office this instance ${outcome === 'retried' ? 'put back for a retry' : `marked ${outcome}`} since the start`,
      read: (tally: Tally) => tally[outcome] ?? 0,
    })),
    failedRuns('ssu_worker'),
  ]);
}

/**
 * The outboxes' backlogs, read from the database at each scrape through their partial indexes of pending rows: a
 * counterpart down (the mail server, the SSU's back office) shows as pending rows growing older while the worker
 * itself keeps succeeding.
 */
export function outboxGauges(registry: client.Registry, app: FastifyInstance) {
  const outboxes = [
    {
      table: 'notification_outbox',
      prefix: 'suap_notifications',
      what: 'Messages to applicants',
      verb: 'sent',
    },
    { table: 'ssu_outbox', prefix: 'suap_ssu_calls', what: 'Calls to the SSU', verb: 'made' },
  ] as const;
  for (const { table, prefix, what, verb } of outboxes) {
    const backlog = async () => {
      const { rows } = await app.database.pool.query<{ pending: string; oldest: number | null }>(
        `select count(*) as pending, extract(epoch from now() - min(created_at))::float8 as oldest
           from ${table} where status = 'pending'`,
      );
      return { pending: Number(rows[0]?.pending ?? 0), oldest: rows[0]?.oldest ?? 0 };
    };
    new client.Gauge({
      name: `${prefix}_pending`,
      help: `${what} waiting to be ${verb} (retries included)`,
      registers: [registry],
      async collect() {
        this.set((await backlog()).pending);
      },
    });
    new client.Gauge({
      name: `${prefix}_oldest_pending_seconds`,
      help: `Age of the oldest of the ${what.toLowerCase()} waiting to be ${verb} (0: none)`,
      registers: [registry],
      async collect() {
        this.set((await backlog()).oldest);
      },
    });
  }
}
