import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import type pg from 'pg';
import client from 'prom-client';
import { jobGauges, outboxGauges } from './job-metrics.js';
import type { Config } from '../config.js';
import { addressInList, parseAddressList } from '../lib/address-list.js';
import { notFound } from '../lib/reply.js';

export const METRICS_PATH = '/metrics';
/** The route label of every request that matched no route: raw URLs would put ids and personal data in labels. */
export const UNKNOWN_ROUTE = '__unknown__';

// Latencies of this API are mostly a few milliseconds; the library's default buckets start at 50 ms.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Node.js and process metrics (memory, CPU, event loop, handles) describe the process, not one app: registered
 * once per process, so tests that build several apps do not register them twice (prom-client refuses that).
 */
let processRegistry: client.Registry | undefined;
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

// Hashing both sides gives equal lengths, so the comparison takes the same time whatever the guess.
const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

function poolGauges(registry: client.Registry, pools: Record<string, pg.Pool>) {
  const each = (read: (pool: pg.Pool) => number) =>
    function collect(this: client.Gauge<'pool'>) {
      for (const [name, pool] of Object.entries(pools)) this.set({ pool: name }, read(pool));
    };
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new client.Gauge({ name, help, labelNames: ['pool'], registers: [registry], collect: each(read) });
  gauge('suap_db_pool_connections', 'Open connections of the pool', (pool) => pool.totalCount);
  gauge('suap_db_pool_idle_connections', 'Open connections not lent out', (pool) => pool.idleCount);
  gauge('suap_db_pool_waiting_clients', 'Queries waiting for a connection', (pool) => pool.waitingCount);
  gauge('suap_db_pool_max_connections', 'Most connections the pool opens', (pool) => pool.options.max ?? 10);
}

function listReplyGauges(registry: client.Registry, app: FastifyInstance) {
  const gauge = (name: string, help: string, read: (stats: { hits: number; misses: number }) => number) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['list'],
      registers: [registry],
      collect() {
        if (!app.hasDecorator('listReplies')) return;
        for (const [list, stats] of Object.entries(app.listReplies.stats())) this.set({ list }, read(stats));
      },
    });
  // Counters in meaning, read from the caches' own tally (plugins/list-replies.ts).
  gauge(
    'suap_list_reply_cache_hits',
    'List calls answered from the reply cache since the start',
    (s) => s.hits,
  );
  gauge('suap_list_reply_cache_misses', 'List calls that built their reply since the start', (s) => s.misses);
}

/**
 * Prometheus metrics at GET /metrics: request count and latency per route pattern (fastify-metrics), the
 * database pools, the background jobs and the notification outbox's backlog, the list reply caches and the
 * process. Readable only from METRICS_ALLOW_CIDRS (the socket's own address: a forwarded header could be forged)
 * or with `Authorization: Bearer METRICS_TOKEN`; anyone else gets the 404 of a route that does not exist.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance, { config }: { config: Config }) {
    const operators = parseAddressList(config.METRICS_ALLOW_CIDRS);
    if (typeof operators === 'string') throw new Error(`METRICS_ALLOW_CIDRS: ${operators}`);
    const registry = new client.Registry();

    await app.register(fastifyMetrics, {
      promClient: client,
      endpoint: null,
      defaultMetrics: { enabled: false },
      routeMetrics: {
        enabled: { histogram: true, summary: false },
        // Requests that match no route are counted too, all under one label.
        registeredRoutesOnly: false,
        routeBlacklist: [METRICS_PATH],
        overrides: {
          // The route's pattern (`/api/suap/v1/request/:id`), never the URL with its ids and query.
          labels: { getRouteLabel: (request: FastifyRequest) => request.routeOptions.url ?? UNKNOWN_ROUTE },
          histogram: {
            name: 'http_request_duration_seconds',
            help: 'Duration of HTTP requests by method, route pattern and status',
            buckets: LATENCY_BUCKETS,
            registers: [registry],
          },
          // The summary is switched off; its unused instance must not land in prom-client's global registry.
          summary: { registers: [] },
        },
      },
    });
    poolGauges(registry, {
      main: app.database.pool,
      hot_reads: app.database.hotReads,
      bounded_reads: app.database.boundedReads,
      batch_writes: app.database.batchWrites,
    });
    jobGauges(registry, app);
    outboxGauges(registry, app);
    listReplyGauges(registry, app);

    app.get(
      METRICS_PATH,
      {
        logLevel: 'warn',
        schema: { hide: true },
        onRequest: async (request) => {
          const allowed =
            addressInList(operators, request.socket.remoteAddress) ||
            bearerMatches(request.headers.authorization, config.METRICS_TOKEN);
          if (!allowed) throw notFound();
        },
      },
      async (_request, reply) => {
        const merged = client.Registry.merge([processMetrics(), registry]);
        reply.header('cache-control', 'no-store').type(merged.contentType);
        return merged.metrics();
      },
    );
  },
  { name: 'metrics' },
);
