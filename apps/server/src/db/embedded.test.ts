import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirectoryInUseError, sharedBuffersMb, startEmbeddedPostgres } from './embedded.js';

const fixture = path.resolve(import.meta.dirname, '../../test/fixtures/hold-data-dir.ts');
const children: ChildProcess[] = [];

function holdDataDir(
  dataDir: string,
  env?: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    ...(env ? { env } : {}),
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /ready (\S+)/.exec(out);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
}

const canQuery = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select 1 as one');
  await client.end();
  return rows[0].one === 1;
};

describe('embedded PostgreSQL data directory ownership', () => {
  afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

  it('refuses a second server on a directory in use, and recovers after the owner is killed with SIGKILL', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suap-embedded-'));
    const { child, url } = await holdDataDir(dataDir);
    expect(await canQuery(url)).toBe(true);

    await expect(startEmbeddedPostgres({ dataDir })).rejects.toBeInstanceOf(DataDirectoryInUseError);
    expect(await canQuery(url)).toBe(true); // the running one is untouched

    child.kill('SIGKILL'); // its PostgreSQL is now an orphan still holding the directory
    await new Promise((resolve) => child.once('exit', resolve));

    const restarted = await startEmbeddedPostgres({ dataDir });
    expect(await canQuery(restarted.connectionString())).toBe(true);
    await restarted.stop();
    await expect(fs.stat(path.join(dataDir, 'server.lock'))).rejects.toThrow();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});

describe('a new embedded cluster', () => {
  afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

  it('is UTF-8 and takes the ICU collation even where the environment names no locale', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suap-embedded-locale-'));
    // What a service manager or `env -i` gives: no LANG, LC_ALL or LC_CTYPE (initdb then chose SQL_ASCII).
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.homedir(), TMPDIR: os.tmpdir() };
    const { child, url } = await holdDataDir(dataDir, env);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query('show server_encoding');
      expect(rows[0].server_encoding).toBe('UTF8');
      // pg_settings counts shared_buffers in 8 kB blocks (SHOW would print 2048MB as 2GB).
      const buffers = await client.query(
        "select setting::int * 8 / 1024 as mb from pg_settings where name = 'shared_buffers'",
      );
      expect(buffers.rows[0].mb).toBe(sharedBuffersMb(os.totalmem()));
      await client.query(`create collation probe_it (provider = icu, locale = 'it-IT')`);
    } finally {
      await client.end();
      // SIGTERM: the fixture stops its PostgreSQL before exiting.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the embedded cluster’s buffer cache', () => {
  const GB = 1024 ** 3;
  it.each([
    [0.25 * GB, 128],
    [2 * GB, 512],
    [4 * GB, 1024],
    [24 * GB, 2048],
  ])('with %d bytes of memory is %d MB', (memory, expected) => {
    expect(sharedBuffersMb(memory)).toBe(expected);
  });
});
