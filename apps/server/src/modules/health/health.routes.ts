import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StatusReplySchema } from '../../lib/reply.js';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
        await app.database.pool.query('select 1');
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
