// One server run on one dataset, in one cache setting: the phases whose figures share a server, a warm state and
// the machine's load at that moment, so their ratios mean something.
//   1. GET /api/health alone (50 connections)
//   2. each call type alone, with its varied inputs and the ~10 % writes mixed in
//   3. the full mix of every call type (writes included), twice as long
//   4. GET /api/health alone again: the ratio uses the mean of 1 and 4, so a drift of the machine shows
//   5. the "repeated identical call" rows (autocannon on one fixed URL), labelled as such
import { CALL_TYPES, chooser, virtualUser } from './workload.mjs';
import { runPhase } from './load-loop.mjs';
import { measureRepeated, probe, repeatedRoutes } from './measure.mjs';
import { startBenchServer } from './server.mjs';
import { cacheCounters } from './cache-counters.mjs';

const hitRate = (before, after) => {
  if (!before || !after) return undefined;
  const hits = after.hits - before.hits;
  const total = hits + after.misses - before.misses;
  return total > 0 ? hits / total : undefined;
};

/**
 * Runs the phases on a started server. `options`: seconds (per phase; the mix gets twice), warmUpSeconds,
 * maxCalls (per phase), connections, repeated (also measure the fixed-URL rows), say (progress lines).
 */
async function runPhases(app, fixtures, options) {
  const { connections, seconds, warmUpSeconds, maxCalls, say } = options;
  const users = Array.from({ length: connections }, (_, i) => virtualUser(i, connections, fixtures));
  // Each phase also reports the CPU the server, its PostgreSQL and this process (the load generator) spent per
  // measured call (warm-up excluded): the three share the machine's cores.
  const phase = async (only, factor = 1) => {
    let before;
    let loadBefore;
    const result = await runPhase({
      url: app.url,
      users,
      choose: chooser(only),
      seconds: seconds * factor,
      maxCalls,
      warmUpSeconds,
      onMeasureStart: () => {
        before = app.cpu();
        loadBefore = process.cpuUsage();
      },
    });
    const load = process.cpuUsage(loadBefore);
    const after = app.cpu();
    const calls = Math.max(1, result.calls);
    const perCall = (key) => (after[key] - before[key]) / calls;
    const cpu = {
      server: perCall('server'),
      postgres: perCall('postgres'),
      load: (load.user + load.system) / 1000 / calls,
    };
    return { ...result, cpu };
  };
  const line = (label, entry) =>
    say(
      `  ${label.padEnd(48)} ${entry.rps.toFixed(0).padStart(6)} req/s  p50 ${entry.p50.toFixed(1)}  p99 ${entry.p99.toFixed(1)} ms  errors ${entry.errors}` +
        (entry.cpu
          ? `  CPU/call ${entry.cpu.server.toFixed(2)} + PG ${entry.cpu.postgres.toFixed(2)} + load ${entry.cpu.load.toFixed(2)} ms`
          : ''),
    );
  const withCpu = (result, id) => ({ ...result.byType[id], cpu: result.cpu });

  const healthBefore = withCpu(await phase('health'), 'health');
  line('health alone', healthBefore);
  const alone = {};
  for (const type of CALL_TYPES.filter((entry) => entry.id !== 'health')) {
    const result = await phase(type.id);
    alone[type.id] = { ...withCpu(result, type.id), others: result.byType };
    line(`alone: ${type.name}`, alone[type.id]);
  }
  const before = await cacheCounters(app.url);
  const mix = await phase(undefined, 2);
  const after = await cacheCounters(app.url);
  say(
    `  full mix: ${mix.rps.toFixed(0)} req/s over ${mix.calls} calls, CPU/call ${mix.cpu.server.toFixed(2)} + PG ${mix.cpu.postgres.toFixed(2)} + load ${mix.cpu.load.toFixed(2)} ms`,
  );
  for (const type of CALL_TYPES) if (mix.byType[type.id]) line(`mix: ${type.name}`, mix.byType[type.id]);
  const healthAfter = withCpu(await phase('health'), 'health');
  line('health alone (again)', healthAfter);

  const repeated = [];
  if (options.repeated) {
    for (const route of repeatedRoutes({ citizen: fixtures.citizens[0], staff: fixtures.staff[0] })) {
      const result = await measureRepeated(app.url, route, seconds);
      repeated.push({ name: route.name, ...result });
      line(route.name, result);
    }
  }
  return {
    health: { before: healthBefore, after: healthAfter, rps: (healthBefore.rps + healthAfter.rps) / 2 },
    alone,
    mix,
    cache: before || after ? { hitRate: hitRate(before, after) } : undefined,
    repeated,
  };
}

/** Starts the server on the dataset with `env`, waits for its background start-up work, runs the phases. */
export async function benchServer(dataset, fixtures, { env, running, ...options }) {
  const { say } = options;
  const app = await startBenchServer(dataset.dir, env);
  running.add(app.stop);
  try {
    say(`  ready in ${app.readySeconds.toFixed(1)} s (pid ${app.pid})`);
    // A started server renders the public PDFs in the background (long synchronous CPU stretches); the figures
    // are the steady state, so the phases start once that is done. These calls wait for it.
    for (const lang of ['it', 'en'])
      await probe(app.url, { name: 'public documents', path: `/api/public/documents?lang=${lang}` });
    // The sessions the bench wrote are the server's own: a citizen and a staff call answer 200.
    const citizen = fixtures.citizens[0];
    await probe(app.url, {
      name: 'a citizen session',
      path: `/api/suap/v1/request/list?userId=${citizen.userId}`,
      cookie: citizen.cookie,
    });
    await probe(app.url, {
      name: 'a staff session',
      path: '/api/suap/v1/backoffice/list?size=1',
      cookie: fixtures.staff[0].cookie,
    });
    app.startSampling();
    const results = await runPhases(app, fixtures, options);
    return { ...results, maxRss: app.stopSampling(), readySeconds: app.readySeconds };
  } finally {
    await app.stop();
    running.delete(app.stop);
  }
}
