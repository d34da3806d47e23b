import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import metricsPlugin from './metrics.js';

export interface Lifecycle {
  /** Set by the graceful shutdown (lifecycle/graceful-shutdown.ts): readiness answers 503 from then on. */
  shuttingDown: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** What an operator runs the server with: the shutdown state the probes read, and the metrics. */
export default fp(
  async function operationsPlugin(app: FastifyInstance, { config }: { config: Config }) {
    app.decorate('lifecycle', { shuttingDown: false });
    // A reply finished while the server drains closes its keep-alive connection, so the client's next request
    // opens a new one, which the closed listener refuses and a load balancer sends to another instance.
    app.addHook('onSend', async (_request, reply) => {
      if (app.lifecycle.shuttingDown) reply.header('connection', 'close');
    });
    await app.register(metricsPlugin, { config });
  },
  { name: 'operations' },
);
