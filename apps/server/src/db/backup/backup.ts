import fs from 'node:fs/promises';
import path from 'node:path';
import { isAlive, startEmbeddedPostgres } from '../embedded.js';
import { dumpDatabase, type BackupSummary } from './dump.js';
import { BackupError, PORTAL_DATABASE } from './format.js';

export interface BackupResult extends BackupSummary {
  /** How the database was reached: the running server's PostgreSQL, one started for the backup, or DATABASE_URL. */
  source: 'running' | 'started' | 'url';
}

/**
 * The port of the PostgreSQL running on `<dataDir>/pg`, if one is: postmaster.pid holds its pid on the first
 * line and its port on the fourth.
 */
export async function runningPort(dataDir: string): Promise<number | undefined> {
  const text = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => undefined);
  const lines = text?.split('\n') ?? [];
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) && Number.isInteger(port) && port > 0
    ? port
    : undefined;
}

/**
 * Backs up the portal database of an embedded data directory, whether the portal is running on it (the backup
 * connects to its PostgreSQL, which keeps serving) or stopped (PostgreSQL is started on the directory for the
 * backup, holding the directory's lock so no server starts meanwhile, and stopped again).
 */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupResult> {
  const dir = path.resolve(dataDir);
  const initialised = await fs.stat(path.join(dir, 'pg', 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!initialised) {
    throw new BackupError(
      `There is no portal database in ${dir} (no ${path.join('pg', 'PG_VERSION')}): nothing to back up.`,
    );
  }
  const port = await runningPort(dir);
  if (port !== undefined) {
    const password = (await fs.readFile(path.join(dir, 'pg-password'), 'utf8')).trim();
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${PORTAL_DATABASE}`;
    return { ...(await dumpDatabase(url, file)), source: 'running' };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: dir });
  try {
    return { ...(await dumpDatabase(embedded.connectionString(PORTAL_DATABASE), file)), source: 'started' };
  } finally {
    await embedded.stop();
  }
}

/** Backs up the database of DATABASE_URL (a PostgreSQL the portal does not run itself). */
export async function backupUrl(url: string, file: string): Promise<BackupResult> {
  return { ...(await dumpDatabase(url, file)), source: 'url' };
}
