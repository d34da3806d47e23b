import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batchLoader } from '../../lib/batch-loader.js';
import { StatusReplySchema } from '../../lib/reply.js';
import { checkDatabase, describeReadiness, newestMigrationMillis } from './readiness.js';

const CheckSchema = z.enum(['ok', 'failing', 'not checked']);
const ReadinessReplySchema = StatusReplySchema.extend({
  checks: z.object({ database: CheckSchema, migrations: CheckSchema, lifecycle: CheckSchema }),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checks asked in the same turn share one `select 1` started after all of them arrived, as the session reads
  // do (lib/batch-loader.ts): the route stays the ceiling of what this process can answer.
  const databaseCheck = batchLoader(async (keys: 'database'[]) => {
    await app.database.pool.query('select 1');
    return new Map(keys.map((key) => [key, true]));
  });

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: StatusReplySchema, 503: StatusReplySchema },
      },
    },
    async (_request, reply) => {
      try {
        await databaseCheck.load('database');
        return { code: 200, message: 'OK', description: 'The server and its database are up' };
      } catch {
        return reply
          .status(503)
          .send({ code: 503, message: 'Service Unavailable', description: 'The database is not reachable' });
      }
    },
  );

  // Kubernetes-style probes (README "Operations"). Liveness never touches the database: a database outage must
  // not get the process restarted, only taken out of the load balancer by readiness.
  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database check)',
        response: { 200: StatusReplySchema },
      },
    },
    async () => ({ code: 200, message: 'OK', description: 'The server process answers' }),
  );

  const newestMigration = newestMigrationMillis();
  const readinessCheck = batchLoader(async (keys: 'database'[]) => {
    const result = await checkDatabase(app.database.pool, newestMigration);
    return new Map(keys.map((key) => [key, result]));
  });

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable, migrations applied, not shutting down',
        response: { 200: ReadinessReplySchema, 503: ReadinessReplySchema },
      },
    },
    async (_request, reply) => {
      const shuttingDown = app.lifecycle.shuttingDown;
      const database = shuttingDown
        ? { database: 'not checked' as const, migrations: 'not checked' as const }
        : ((await readinessCheck.load('database')) ?? { database: 'failing', migrations: 'not checked' });
      const checks = { ...database, lifecycle: shuttingDown ? ('failing' as const) : ('ok' as const) };
      const { ready, description } = describeReadiness(checks);
      if (ready) return { code: 200, message: 'OK', description, checks };
      return reply.status(503).send({ code: 503, message: 'Service Unavailable', description, checks });
    },
  );
};

export default healthRoutes;
