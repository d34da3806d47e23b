import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

/**
 * What every module's service factory takes (issue 26): `createXService(serviceDeps(app, config))`, called once
 * where the module's routes are registered. A service builds its own repositories from `database`.
 */
export interface ServiceDeps {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** Today's date; tests may pin it. */
  now?: () => Date;
}

export const serviceDeps = (app: FastifyInstance, config: Config): ServiceDeps => ({
  database: app.database,
  config,
  log: app.log,
});
