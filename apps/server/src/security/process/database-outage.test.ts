import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded.js';
import { ensureDatabase } from '../../db/ensure-database.js';
import { logIn } from './http-browser.js';
import { REQUESTS, requestOf } from './journey.js';
import { startServer, stopAllServers } from './server-process.js';
import { startTraffic, type Outcome, type Route, type WriterState } from './traffic.js';
import { makeTempDir, removeTempDirs } from './temp-dirs.js';

const OUTAGE_MS = 10_000;
const CLIENT_TIMEOUT_MS = 8_000;
// Far above the ~15 s the service needs on an idle machine: this only stops a broken recovery from hanging.
const RECOVERY_DEADLINE_MS = 90_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(
  check: () => boolean,
  deadlineMs: number,
  what: string,
  explain: () => string = () => '',
) {
  const deadline = Date.now() + deadlineMs;
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${deadlineMs / 1000} s\n${explain()}`);
    await pause(200);
  }
}

// For a failure message: what each route answered since `since`, and the last reply or error.
function summarise(outcomes: Outcome[], since: number): string {
  return (['health', 'list', 'save', 'read'] as const)
    .map((route) => {
      const seen = outcomes.filter((o) => o.route === route && o.startedAt > since);
      const counts = new Map<string, number>();
      for (const o of seen) {
        const key = String(o.status ?? o.error);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const last = seen.at(-1);
      return `${route}: ${JSON.stringify(Object.fromEntries(counts))}; last: ${JSON.stringify(last?.body ?? last?.error)}`;
    })
    .join('\n');
}

const hasStatusFields = (body: unknown) => {
  const reply = body as { code?: unknown; message?: unknown; description?: unknown } | undefined;
  return (
    typeof reply?.code === 'number' &&
    typeof reply.message === 'string' &&
    typeof reply.description === 'string'
  );
};

describe('PostgreSQL stopped for 10 seconds under traffic', () => {
  let postgres: EmbeddedDatabase | undefined;
  afterAll(async () => {
    await stopAllServers();
    await postgres?.stop().catch(() => undefined);
    await removeTempDirs();
  }, 120_000);

  it('answers clear 503s without hanging or crashing, then resumes by itself with no acknowledged write lost', async () => {
    const pgDir = await makeTempDir('outage-pg');
    // A fixed port: the server's DATABASE_URL must point at the PostgreSQL that comes back.
    const port = await freePort();
    postgres = await startEmbeddedPostgres({ dataDir: pgDir, port });
    await ensureDatabase(postgres.connectionString(), 'suap');
    const server = await startServer({
      databaseUrl: postgres.connectionString('suap'),
      dataDir: await makeTempDir('outage'),
    });
    const citizen = await logIn(server.url, 'mario.rossi');
    const newDraft = async (address: string) =>
      requestOf(
        await citizen.browser.write('POST', REQUESTS, { procedureNotification: { typeId: 1, address } }),
      );
    const before = await newDraft('before-outage@example.com');
    const writers: WriterState[] = [];
    for (const index of [1, 2]) {
      const draft = await newDraft(`writer-${index}@example.com`);
      writers.push({
        requestId: draft.requestId,
        version: draft.version,
        ackedVersion: draft.version,
        ackedAddress: `writer-${index}@example.com`,
      });
    }

    const traffic = startTraffic(citizen, { loops: 20, writers, timeoutMs: CLIENT_TIMEOUT_MS });
    const outcomes = traffic.outcomes;
    const after = (time: number, route: Route) => (outcome: Outcome) =>
      outcome.route === route && outcome.startedAt > time;
    try {
      await waitUntil(
        () => outcomes.filter((o) => o.status === 200).length > 40,
        60_000,
        'traffic warming up',
      );

      await postgres.stop();
      const downAt = Date.now();
      await pause(OUTAGE_MS);
      const restartAt = Date.now();
      postgres = await startEmbeddedPostgres({ dataDir: pgDir, port });
      const upAt = Date.now();

      // Service resumes by itself: health and the logged-in list answer 200 again, and a save is acknowledged.
      await waitUntil(
        () =>
          !server.alive() ||
          (['health', 'list', 'save'] as const).every((route) =>
            outcomes.some((o) => after(upAt, route)(o) && o.status === 200),
          ),
        RECOVERY_DEADLINE_MS,
        'recovery',
        () => `${summarise(outcomes, upAt)}\nserver output:\n${server.output().slice(-3_000)}`,
      );
      expect(server.alive(), `the server process survived:\n${server.output().slice(-3_000)}`).toBe(true);
      const recoveredAt = Date.now();
      await pause(1_000);
      await traffic.stop();

      // Nothing hung and every reply is a well-formed 200 or 503 (or 409 for a save naming a version that a
      // save with an unknown outcome, cut by the outage, did commit).
      expect(outcomes.filter((o) => o.error !== undefined).map((o) => `${o.route}: ${o.error}`)).toEqual([]);
      const allowed = (o: Outcome) =>
        [200, 503].includes(o.status ?? 0) || (o.route === 'save' && o.status === 409);
      const unexpected = outcomes.filter((o) => !allowed(o) || !hasStatusFields(o.body));
      expect(unexpected.map((o) => `${o.route} ${o.status} ${JSON.stringify(o.body)}`)).toEqual([]);

      // While PostgreSQL was certainly down, every call was refused with 503 and the retry hint.
      const duringOutage = outcomes.filter((o) => o.startedAt > downAt && o.endedAt < restartAt);
      expect(duringOutage.length).toBeGreaterThan(20);
      expect(new Set(duringOutage.map((o) => o.route))).toEqual(new Set(['health', 'list', 'save', 'read']));
      expect(duringOutage.filter((o) => o.status !== 503)).toEqual([]);
      expect(duringOutage.every((o) => (o.body as { code: number }).code === 503)).toBe(true);

      expect(server.alive(), 'the server process survived').toBe(true);
      console.info(
        `database outage: ${outcomes.length} calls, ${duringOutage.length} during the outage, ` +
          `service back ${((recoveredAt - upAt) / 1000).toFixed(1)} s after PostgreSQL restarted`,
      );
    } finally {
      await traffic.stop();
    }

    // No acknowledged write was lost: the draft saved before, and the last acknowledged save of each writer.
    expect(requestOf(await citizen.browser.call(`${REQUESTS}/${before.requestId}`))).toMatchObject({
      version: before.version,
      procedureNotification: { address: 'before-outage@example.com' },
    });
    for (const writer of writers) {
      const stored = requestOf(await citizen.browser.call(`${REQUESTS}/${writer.requestId}`));
      expect(stored.version).toBeGreaterThanOrEqual(writer.ackedVersion);
      if (stored.version === writer.ackedVersion) {
        expect(stored.procedureNotification?.address).toBe(writer.ackedAddress);
      }
      expect(writer.ackedVersion, 'the writer saved before and after the outage').toBeGreaterThan(1);
    }
    await server.stop();
  }, 300_000);
});
