import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded.js';
import { ensureDatabase } from '../../db/ensure-database.js';
import { logIn, type HttpReply, type LoggedIn } from './http-browser.js';
import { REQUESTS, requestOf } from './journey.js';
import { exited, startServer, stopAllServers, type ServerProcess } from './server-process.js';
import { makeTempDir, removeTempDirs } from './temp-dirs.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${ms / 1000} s: ${String(value)}`);
    await pause(250);
  }
}

const probe = async (url: string) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Whether a new TCP connection to the port is refused (the listener is closed). */
const connectionRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

describe('the real server: probes and graceful shutdown', () => {
  let postgres: EmbeddedDatabase;
  let pgDir: string;
  let pgPort: number;
  let databaseUrl: string;

  beforeAll(async () => {
    pgDir = await makeTempDir('operations-pg');
    // A fixed port: the server's DATABASE_URL must point at the PostgreSQL that comes back.
    pgPort = await freePort();
    postgres = await startEmbeddedPostgres({ dataDir: pgDir, port: pgPort });
    await ensureDatabase(postgres.connectionString(), 'suap');
    databaseUrl = postgres.connectionString('suap');
  }, 120_000);

  const lockers: pg.Client[] = [];

  afterAll(async () => {
    await Promise.all(lockers.map((locker) => locker.end().catch(() => undefined)));
    await stopAllServers();
    await postgres.stop().catch(() => undefined);
    await removeTempDirs();
  }, 120_000);

  const start = async (env: Record<string, string> = {}) =>
    startServer({ databaseUrl, dataDir: await makeTempDir('operations'), env });

  it('is not ready while PostgreSQL is down, stays live, and is ready again after', async () => {
    const server = await start();
    expect(await probe(`${server.url}/api/health/ready`)).toMatchObject({ status: 200 });

    await postgres.stop();
    const down = await waitFor(
      () => probe(`${server.url}/api/health/ready`),
      (reply) => reply.status === 503,
      20_000,
      'readiness failing',
    );
    expect(down.body).toMatchObject({
      code: 503,
      message: 'Service Unavailable',
      description: 'Not ready (database): the database is not reachable',
      checks: { database: 'failing' },
    });
    expect((await probe(`${server.url}/api/health/live`)).status).toBe(200);

    postgres = await startEmbeddedPostgres({ dataDir: pgDir, port: pgPort });
    const up = await waitFor(
      () => probe(`${server.url}/api/health/ready`),
      (reply) => reply.status === 200,
      60_000,
      'readiness recovering',
    );
    expect(up.body).toMatchObject({ checks: { database: 'ok', migrations: 'ok', lifecycle: 'ok' } });
    await server.stop();
  }, 240_000);

  /**
   * A save held back by a row lock the test takes on the draft: the request is in the server when SIGTERM
   * arrives. Returns the pending save and the locking connection (commit to let the save through).
   */
  async function saveHeldByLock(server: ServerProcess, citizen: LoggedIn) {
    const draft = requestOf(
      await citizen.browser.write('POST', REQUESTS, {
        procedureNotification: { typeId: 1, address: 'before-shutdown@example.com' },
      }),
    );
    const locker = new pg.Client({ connectionString: databaseUrl });
    // Should a test fail with the lock held, PostgreSQL stopping in afterAll must not crash the run.
    locker.on('error', () => undefined);
    lockers.push(locker);
    await locker.connect();
    await locker.query('begin');
    await locker.query('select 1 from requests where request_id = $1 for update', [draft.requestId]);
    const saving: Promise<HttpReply | Error> = citizen.browser
      .write(
        'PUT',
        `${REQUESTS}/${draft.requestId}`,
        {
          version: draft.version,
          action: 'save',
          procedureNotification: { typeId: 1, address: 'after-shutdown@example.com' },
        },
        { timeoutMs: 60_000 },
      )
      .catch((error: unknown) => error as Error);
    // The locker is inside its transaction, where pg_stat_activity is read once and kept (a snapshot per
    // transaction): each probe clears it, or a save whose connection opened after the first probe is never seen.
    await waitFor(
      async () => {
        await locker.query('select pg_stat_clear_snapshot()');
        const { rows } = await locker.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
        );
        return rows[0]?.n ?? 0;
      },
      (waiting) => waiting > 0,
      20_000,
      `the save waiting for the lock on ${server.url}`,
    );
    return { saving, locker };
  }

  it('on SIGTERM refuses new connections, finishes the request in flight, then exits 0', async () => {
    const server = await start({ SHUTDOWN_GRACE_SECONDS: '30' });
    const port = Number(new URL(server.url).port);
    const citizen = await logIn(server.url, 'mario.rossi');
    const { saving, locker } = await saveHeldByLock(server, citizen);

    const exit = exited(server.child);
    server.child.kill('SIGTERM');
    await waitFor(() => connectionRefused(port), Boolean, 5_000, 'new connections refused');
    expect(server.alive(), 'still running while the save waits').toBe(true);

    await locker.query('commit');
    await locker.end();
    const saved = await saving;
    expect(saved instanceof Error ? saved.message : saved.status).toBe(200);
    expect(requestOf(saved as HttpReply).procedureNotification?.address).toBe('after-shutdown@example.com');

    await exit;
    expect(server.child.exitCode, server.output()).toBe(0);
  }, 240_000);

  it('exits anyway once the grace period is over, cutting the request still running', async () => {
    const server = await start({ SHUTDOWN_GRACE_SECONDS: '1' });
    const citizen = await logIn(server.url, 'mario.rossi');
    const { saving, locker } = await saveHeldByLock(server, citizen);
    const signalledAt = Date.now();
    const exit = exited(server.child);
    server.child.kill('SIGTERM');
    await exit;
    const tookMs = Date.now() - signalledAt;
    await locker.query('rollback');
    await locker.end();
    expect(server.child.exitCode, server.output()).toBe(1);
    // One second of grace, and at most five more for the database to stop.
    expect(tookMs).toBeLessThan(8_000);
    expect(await saving).toBeInstanceOf(Error);
  }, 240_000);
});
