import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DataDirectoryInUseError,
  isAlive,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../embedded.js';
import { ensureDatabase } from '../ensure-database.js';
import { BackupError, PORTAL_DATABASE, readHeader, type BackupHeader } from './format.js';
import { loadBackup } from './load.js';

export interface RestoreResult {
  dataDir: string;
  header: BackupHeader;
  tables: number;
  rows: number;
}

/** The directory must not exist or be empty: a restore never overwrites data. Says whether it exists. */
async function checkTarget(dir: string): Promise<boolean> {
  const stat = await fs.stat(dir).catch(() => undefined);
  if (!stat) return false;
  if (!stat.isDirectory()) throw new BackupError(`${dir} exists and is not a directory.`);
  const entries = await fs.readdir(dir);
  if (entries.length === 0) return true;
  const lockOwner = Number.parseInt(
    (await fs.readFile(path.join(dir, 'server.lock'), 'utf8').catch(() => '')).trim(),
    10,
  );
  if (Number.isInteger(lockOwner) && lockOwner > 0 && isAlive(lockOwner)) {
    throw new BackupError(
      `${dir} is in use by a running SUAP server (pid ${lockOwner}). A restore never overwrites data: ` +
        'restore into a new directory, then start the portal on it with DATA_DIR.',
    );
  }
  throw new BackupError(
    `${dir} is not empty. A restore never overwrites data: restore into a new or empty directory ` +
      '(--data-dir), then start the portal on it with DATA_DIR.',
  );
}

/**
 * Run as root, the embedded PostgreSQL runs as the user postgres (embedded.ts), which must be able to pass
 * through every directory above its own.
 */
async function checkReachable(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  for (let parent = path.dirname(dir); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    const stat = await fs.stat(parent).catch(() => undefined);
    if (stat && (stat.mode & 0o001) === 0) {
      throw new BackupError(
        `PostgreSQL runs as the user postgres, which cannot reach ${dir}: ${parent} is closed to other users. ` +
          `Restore under another directory, or open it (chmod o+x ${parent}).`,
      );
    }
  }
}

/**
 * Restores a backup into a new data directory: a fresh embedded PostgreSQL cluster with the portal database,
 * its migrations and rows, ready for `DATA_DIR=<dir> npm start`. On failure the directory is left as it was
 * found (removed, or emptied when it existed empty).
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreResult> {
  const source = path.resolve(file);
  const stat = await fs.stat(source).catch(() => undefined);
  if (!stat?.isFile()) throw new BackupError(`The backup file ${source} does not exist.`);
  const header = await readHeader(source);
  const dir = path.resolve(dataDir);
  const existed = await checkTarget(dir);
  await checkReachable(dir);

  let embedded: EmbeddedDatabase | undefined;
  try {
    embedded = await startEmbeddedPostgres({ dataDir: dir });
    await ensureDatabase(embedded.connectionString(), PORTAL_DATABASE);
    const loaded = await loadBackup(embedded.connectionString(PORTAL_DATABASE), source);
    await embedded.stop();
    return { dataDir: dir, header, ...loaded };
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    // Another server took the directory between the check and the start: it is its data now.
    if (error instanceof DataDirectoryInUseError) throw error;
    if (existed) {
      for (const entry of await fs.readdir(dir))
        await fs.rm(path.join(dir, entry), { recursive: true, force: true });
    } else {
      await fs.rm(dir, { recursive: true, force: true });
    }
    throw error;
  }
}
