import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchLoader } from '../../lib/batch-loader.js';
import { StatusReplySchema } from '../../lib/reply.js';

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
};

export default healthRoutes;
