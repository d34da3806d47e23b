import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const created = new Set<string>();

/** A fresh directory under the system temp dir, removed by removeTempDirs. */
export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `suap-${prefix}-`));
  created.add(dir);
  return dir;
}

/** Whether a process with this id still runs (signal 0 only checks). */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A server killed with SIGKILL leaves its embedded PostgreSQL running; a failed test may never restart it.
 * Stops the PostgreSQL of `<dataDir>/pg`, if any is still alive, with a fast shutdown (SIGINT).
 */
export async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  const text = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** For afterAll: stops any PostgreSQL left in the directories, then deletes them. */
export async function removeTempDirs(): Promise<void> {
  for (const dir of created) {
    await stopLeftoverPostgres(dir);
    await fs.rm(dir, { recursive: true, force: true });
    created.delete(dir);
  }
}
