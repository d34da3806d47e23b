import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { runSaves, SaveLedger, verifyAcknowledged, verifyNoHalfWrites } from './draft-saves.js';
import { logInCitizens } from './http-browser.js';
import { startServer, stopAllServers, type ServerProcess } from './server-process.js';
import { isAlive, makeTempDir, removeTempDirs } from './temp-dirs.js';

const TOTAL_SAVES = 1_000;
const KILL_AFTER_ACKS = 300;

const pidIn = async (file: string) => Number.parseInt(await fs.readFile(file, 'utf8').catch(() => ''), 10);

/** Pulls the plug once `count` saves are acknowledged: the other workers' saves are still in flight. */
const killAfter = (count: number, server: () => ServerProcess) => (ledger: SaveLedger) => {
  if (ledger.acks.length === count) void server().kill();
};

describe('crash durability: SIGKILL of the server in the middle of concurrent draft saves', async () => {
  const database = await createTestDatabase();
  afterAll(async () => {
    await stopAllServers();
    await removeTempDirs();
  }, 120_000);

  it('keeps every acknowledged save, intact, when the app process dies (PostgreSQL via DATABASE_URL)', async () => {
    const dataDir = await makeTempDir('crash');
    let server = await startServer({ databaseUrl: database.url, dataDir });
    const sessions = await logInCitizens(server.url, 2);
    const ledger = new SaveLedger();

    const next = await runSaves(sessions, ledger, {
      firstMarker: 1,
      lastMarker: TOTAL_SAVES,
      concurrency: 50,
      onAck: killAfter(KILL_AFTER_ACKS, () => server),
    });
    expect(server.alive(), 'the server was killed').toBe(false);
    expect(ledger.acks.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(ledger.failures.length, 'saves were in flight when it died').toBeGreaterThan(0);
    expect(next).toBeLessThan(TOTAL_SAVES);
    const ackedBeforeCrash = ledger.acks.length;

    // Same port: the clients come back to the same address, with the same session cookies.
    server = await startServer({
      databaseUrl: database.url,
      dataDir,
      port: Number(new URL(server.url).port),
    });
    const afterCrash = await verifyAcknowledged(ledger);
    expect(afterCrash.problems).toEqual([]);
    expect(afterCrash.checked).toBeGreaterThan(0);
    expect((await verifyNoHalfWrites(sessions)).problems).toEqual([]);

    // The rest of the 1,000 saves, on the restarted server.
    ledger.failures.length = 0;
    await runSaves(sessions, ledger, { firstMarker: next, lastMarker: TOTAL_SAVES, concurrency: 50 });
    expect(ledger.failures).toEqual([]);
    expect(ledger.fired).toBe(TOTAL_SAVES);
    expect(ledger.acks.length).toBeGreaterThan(ackedBeforeCrash);
    expect((await verifyAcknowledged(ledger)).problems).toEqual([]);
    const rows = await verifyNoHalfWrites(sessions);
    expect(rows.problems).toEqual([]);
    expect(rows.checked).toBeGreaterThan(0);
    await server.stop();
  }, 300_000);

  it('restarts on the DATA_DIR of its own embedded PostgreSQL after a SIGKILL, with acknowledged saves kept', async () => {
    const dataDir = await makeTempDir('crash-embedded');
    let server = await startServer({ dataDir });
    const sessions = await logInCitizens(server.url, 1);
    const ledger = new SaveLedger();

    const next = await runSaves(sessions, ledger, {
      firstMarker: 1,
      lastMarker: 300,
      concurrency: 30,
      onAck: killAfter(100, () => server),
    });
    expect(server.alive()).toBe(false);
    expect(ledger.failures.length).toBeGreaterThan(0);
    // What the restart has to deal with: the dead server's lock and its PostgreSQL, still running.
    const orphan = await pidIn(path.join(dataDir, 'pg', 'postmaster.pid'));
    expect(isAlive(orphan), 'PostgreSQL outlived the killed server').toBe(true);
    expect(await pidIn(path.join(dataDir, 'server.lock'))).toBe(server.pid);

    server = await startServer({ dataDir, port: Number(new URL(server.url).port) });
    expect(isAlive(orphan), 'the orphaned PostgreSQL was stopped').toBe(false);
    const afterCrash = await verifyAcknowledged(ledger);
    expect(afterCrash.problems).toEqual([]);
    expect(afterCrash.checked).toBeGreaterThan(0);
    expect((await verifyNoHalfWrites(sessions)).problems).toEqual([]);

    ledger.failures.length = 0;
    await runSaves(sessions, ledger, { firstMarker: next, lastMarker: 300, concurrency: 30 });
    expect(ledger.failures).toEqual([]);
    expect((await verifyAcknowledged(ledger)).problems).toEqual([]);

    // A graceful stop leaves nothing behind: PostgreSQL stopped, lock released.
    const postgres = await pidIn(path.join(dataDir, 'pg', 'postmaster.pid'));
    await server.stop();
    expect(isAlive(postgres)).toBe(false);
    await expect(fs.stat(path.join(dataDir, 'server.lock'))).rejects.toThrow();
  }, 300_000);
});
