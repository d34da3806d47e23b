import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config, type Env } from '../src/config.js';
import { connectDatabase, type Database } from '../src/db/client.js';
import { TEMPLATE_DATABASE } from './template.js';

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** Runs one statement as the test cluster's superuser (creating and dropping test databases). */
export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for this test file, cloned from the migrated and seeded template (dropped after the file);
 * `empty`: a database with no table at all, for what a first start does to it.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<
  Database & { url: string }
> {
  const name = `suap_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}${empty ? '' : ` template ${TEMPLATE_DATABASE}`}`);
  const url = withDatabase(inject('pgAdminUrl'), name);
  const database = connectDatabase(url, 5);
  afterAll(async () => {
    // A test may have ended the pool itself (database outage cases).
    await database.close().catch(() => undefined);
    await adminQuery(`drop database if exists ${name} with (force)`);
  });
  return { ...database, url };
}

/** A production configuration that passes the start-up checks; its providers are never called by the tests using it. */
export const PRODUCTION_ENV: Partial<Env> = {
  NODE_ENV: 'production',
  BASE_URL: 'https://suap.example.it',
  FO_OIDC_ISSUER: 'https://spid-gateway.example.it',
  FO_OIDC_CLIENT_SECRET: 'front-office-client-secret',
  BO_OIDC_ISSUER: 'https://staff-login.example.it',
  BO_OIDC_CLIENT_SECRET: 'back-office-client-secret',
  LEGAL_REP_CHECK_URL: 'https://registry.example.it/legal-representatives',
  TRUST_PROXY: '1',
  ACCESSIBILITY_STATEMENT_URL: 'https://form.agid.gov.it/view/00000000-0000-0000-0000-000000000000',
  SMTP_URL: 'smtps://suap-portal:mail-password@mail.example.it:465',
  SMTP_FROM: 'SUAP <suap@example.it>',
  // The SSU's counterparts are tested in modules/ssu; these tests start production without them.
  SSU_ENABLED: false,
};

export function testConfig(overrides: Partial<Env> = {}): Config {
  return loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      BASE_URL: 'http://localhost:3000',
      // No delivery worker and no mail sink unless a test asks for them (modules/notifications).
      NOTIFICATION_POLL_SECONDS: 0,
      // Nor an SSU worker (modules/ssu).
      SSU_POLL_SECONDS: 0,
      // Each app its own document store, so no test sees (or sweeps) another's files.
      ATTACHMENTS_DIR: path.join(os.tmpdir(), `suap-test-attachments-${randomBytes(6).toString('hex')}`),
      ...overrides,
    },
  );
}

export interface TestAppOptions {
  /**
   * Why this app may answer 5xx on purpose (a database outage, a readiness check failing). Without it, any
   * reply with status >= 500 fails the test file: the suite must prove no request ends in a server error.
   */
  allowServerErrors?: string;
  /** The address the app reaches its database at, given the database's own (e.g. through a tcpProxy). */
  route?: (url: string) => string;
}

/**
 * Builds the app on its own database; closed after the file. Every reply with status >= 500 is recorded, and
 * the file fails after its tests unless `allowServerErrors` says why this app answers them on purpose.
 */
export async function buildTestApp(
  overrides: Partial<Env> = {},
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; database: Database & { url: string }; config: Config }> {
  const created = await createTestDatabase();
  const database = options.route
    ? { ...connectDatabase(options.route(created.url), 5), url: created.url }
    : created;
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, logger: false });
  const serverErrors: string[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) serverErrors.push(`${reply.statusCode} ${request.method} ${request.url}`);
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await fs.rm(config.attachmentsDir, { recursive: true, force: true });
    if (serverErrors.length > 0 && !options.allowServerErrors) {
      throw new Error(`The server answered with a 5xx: ${serverErrors.slice(0, 10).join('; ')}`);
    }
  });
  return { app, database, config };
}

/** How names and labels are ordered (the suap_it collation of migration 0009), for expected sort orders. */
export const italianOrder = new Intl.Collator('it').compare;
