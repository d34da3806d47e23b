import { randomBytes } from 'node:crypto';
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

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database for this test file, cloned from the migrated and seeded template (dropped after the file). */
export async function createTestDatabase(): Promise<Database & { url: string }> {
  const name = `suap_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const url = withDatabase(inject('pgAdminUrl'), name);
  const database = connectDatabase(url, 5);
  afterAll(async () => {
    // A test may have ended the pool itself (database outage cases).
    await database.close().catch(() => undefined);
    await adminQuery(`drop database if exists ${name} with (force)`);
  });
  return { ...database, url };
}

export function testConfig(overrides: Partial<Env> = {}): Config {
  return loadConfig(
    {},
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: 'http://localhost:3000', ...overrides },
  );
}

/** Builds the app on its own database; closed after the file. */
export async function buildTestApp(
  overrides: Partial<Env> = {},
): Promise<{ app: FastifyInstance; database: Database; config: Config }> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  afterAll(() => app.close());
  return { app, database, config };
}
