// `npm run bench`: the API benchmark of issue 11. Prepares two benchmark databases (1,000,000 requests of
// 100,000 citizens, and 10,000 of 1,000), reusing them when an earlier run loaded them; runs the built server on
// each; measures the routes with autocannon; prints one table and the budgets, writes docs/benchmarks.md and
// exits non-zero when a budget fails. Not part of `npm test`: it takes a few minutes and loads the machine.
//
//   npm run bench -- [--requests 1000000] [--small 10000] [--no-write]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from '../build-if-needed.mjs';
import { datasetDir, prepareDataset } from './dataset.mjs';
import { logInBackOffice, logInCitizen } from './login.mjs';
import { measure, probe, routes } from './measure.mjs';
import { checkBudgets, markdownReport, tableRows, textTable } from './report.mjs';
import { startBenchServer } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000000' },
    small: { type: 'string', default: '10000' },
    'no-write': { type: 'boolean', default: false },
  },
});
const say = (line = '') => process.stdout.write(`${line}\n`);
// Ten requests per citizen, as in the issue (100,000 citizens for 1,000,000 requests).
const sizes = [Number(args.requests), Number(args.small)].map((requests) => ({
  requests,
  citizens: Math.max(1, Math.round(requests / 10)),
}));
if (!sizes.every((size) => Number.isInteger(size.requests) && size.requests > 0)) {
  throw new Error('--requests and --small must be positive integers');
}

// Whatever is running when the user presses Ctrl+C (or the run fails) is stopped before exiting.
const running = new Set();
let stopping = false;
async function stopEverything() {
  await Promise.all([...running].map((stop) => stop().catch(() => undefined)));
  running.clear();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    say(`\n${signal}: stopping the benchmark servers...`);
    void stopEverything().finally(() => process.exit(130));
  });
}

// The benchmark runs the same bundle as `npm start`; only the server is needed (the web app is not measured).
buildIfNeeded(['@suap/server']);

// The server's own TypeScript (embedded PostgreSQL, migrations, seeds, search text, HTTP login browser).
register();
const server = {
  ...(await import('../../apps/server/src/db/embedded.ts')),
  ...(await import('../../apps/server/src/db/ensure-database.ts')),
  ...(await import('../../apps/server/src/db/client.ts')),
  ...(await import('../../apps/server/src/db/migrate.ts')),
  ...(await import('../../apps/server/src/db/seed/index.ts')),
  ...(await import('../../apps/server/src/db/search-text.ts')),
  ...(await import('../../packages/shared/src/enums.ts')),
};
const helpers = await import('../../apps/server/src/security/process/http-browser.ts');

// Taken before anything starts, so the report says how busy the machine already was.
const loadAverage = os.loadavg();

const datasets = [];
for (const size of sizes) {
  const dir = datasetDir(root, size.requests);
  say(`Dataset ${size.requests.toLocaleString('en')} requests in ${path.relative(root, dir)}`);
  // The loader's embedded PostgreSQL is stopped by its own finally; a signal in between is covered by the
  // PostgreSQL child receiving the same Ctrl+C (same process group).
  const { reused, previous } = await prepareDataset(server, dir, size);
  if (reused)
    say(`  reusing the data loaded on ${previous.loadedAt} (delete ${path.relative(root, dir)} to reload)`);
  datasets.push({ ...size, dir, postgres: previous.postgres });
}

/** Starts the server on a dataset, logs in, checks every route answers, measures them. */
async function benchDataset(dataset, withHealth) {
  say(`\nStarting the server on ${dataset.requests.toLocaleString('en')} requests...`);
  const app = await startBenchServer(dataset.dir);
  running.add(app.stop);
  try {
    say(`  ready in ${app.readySeconds.toFixed(1)} s (pid ${app.pid})`);
    const citizen = await logInCitizen(helpers, app.url, 'mario.rossi');
    const admin = await logInBackOffice(helpers, app.url, 'admin');
    const newest = await probe(app.url, {
      name: 'newest request',
      path: '/api/suap/v1/backoffice/list?size=1',
      cookie: admin.cookie,
    });
    const applicantFiscalCode = newest.requestList[0].user.fiscalCode;
    const list = routes({ citizen, admin, applicantFiscalCode }).filter((route) => withHealth || route.data);
    for (const route of list) await probe(app.url, route);
    // A started server generates the public PDFs in the background (CPU in long synchronous stretches); the
    // figures are the steady state, so the routes are measured once that is done. These calls wait for it.
    for (const lang of ['it', 'en'])
      await probe(app.url, { name: 'public documents', path: `/api/public/documents?lang=${lang}` });

    app.startSampling();
    const results = [];
    for (const route of list) {
      const result = await measure(app.url, route);
      say(
        `  ${route.name.padEnd(42)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}`,
      );
      results.push({ route, result });
    }
    return { results, maxRss: app.stopSampling(), readySeconds: app.readySeconds, routes: list };
  } finally {
    await app.stop();
    running.delete(app.stop);
  }
}

let exitCode = 1;
try {
  const large = await benchDataset(datasets[0], true);
  const small = await benchDataset(datasets[1], false);
  const health = large.results.find((entry) => !entry.route.data).result;
  const rows = tableRows(health, large.results, small.results);
  const serverFigures = {
    maxRss: Math.max(large.maxRss, small.maxRss),
    readySeconds: large.readySeconds,
    readySeconds10k: small.readySeconds,
  };
  const checks = checkBudgets(rows, serverFigures);

  say('');
  say(textTable(rows));
  say('');
  say(
    `server: max RSS ${(serverFigures.maxRss / 1024 / 1024).toFixed(0)} MB, ready in ${large.readySeconds.toFixed(1)} s on the existing 1M data directory`,
  );
  for (const check of checks)
    say(
      `${check.pass ? 'PASS' : 'FAIL'}  ${check.budget}${check.pass ? '' : `: ${check.failing.join(', ')}`}`,
    );

  if (!args['no-write']) {
    const machine = {
      date: new Date().toISOString().slice(0, 10),
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryBytes: os.totalmem(),
      node: process.version,
      loadAverage,
      postgres: datasets[0].postgres ?? 'unknown',
    };
    const file = path.join(root, 'docs', 'benchmarks.md');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(
      file,
      markdownReport({ rows, checks, machine, server: serverFigures, datasets, routes: large.routes }),
    );
    say(`\nWrote ${path.relative(root, file)}`);
  }
  exitCode = checks.every((check) => check.pass) ? 0 : 1;
} finally {
  await stopEverything();
}
process.exit(exitCode);
