import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export default fp(async function databasePlugin(app: FastifyInstance, opts: { database: Database }) {
  app.decorate('database', opts.database);
});
