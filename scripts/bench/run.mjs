// `npm run bench`: the API benchmark of issue 25. Prepares two benchmark databases (1,000,000 requests of 100,000
// citizens, and 10,000 of 1,000; an earlier load is reused), writes the benchmark's sessions into each, runs the
// built server on each and loads it with what users do: hundreds of citizen sessions listing, opening and saving
// their own drafts, a few staff sessions with varied back-office lists and searches, reference-data searches,
// ~10 % writes, with GET /api/health in the same server run for the ratio (phases.mjs, workload.mjs). Prints the
// tables and the budgets, writes docs/benchmarks.md, exits non-zero when a budget fails. Not part of `npm test`:
// it takes about 15 minutes with the defaults (8 without the comparison run) and loads the whole machine.
//
//   npm run bench -- [flags]
//     --requests N       the large dataset (default 1000000 requests, ten per citizen)
//     --small N          the small dataset the p99 growth is measured against (default 10000)
//     --seconds S        seconds per measured phase; the full mix runs twice as long (default 10)
//     --warm-up S        unmeasured seconds before each phase (default 2)
//     --max-calls N      a phase also stops after N calls (default 300000)
//     --connections N    concurrent connections, one virtual user each (default 50)
//     --citizens N       citizen sessions (default 300)   --staff N   staff sessions (default 5)
//     --compare-env K=V  the server setting of the comparison run, reported beside the budgeted run and not
//                        budgeted (default BACKOFFICE_LIST_CACHE=true: the back-office list reply cache on, which
//                        the server's default leaves off);
//                        repeat the flag to set several variables in that one run
//     --no-cache-compare skip the comparison run (half the time)
//     --no-write         print only, leave docs/benchmarks.md as it is
// "1M" and "10k" in the tables name the --requests and --small datasets.
// Short runs to try the script: `npm run bench -- --seconds 2 --warm-up 1 --no-write --no-cache-compare`.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from '../build-if-needed.mjs';
import { datasetDir, prepareDataset } from './dataset.mjs';
import { markdownReport } from './document.mjs';
import { prepareFixtures } from './fixtures.mjs';
import { benchServer } from './phases.mjs';
import { cacheLine, checkBudgets, repeatedText, textTable } from './report.mjs';

// The comparison run: the server with its back-office list reply cache switched on (apps/server config: off by
// default; the citizen list cache has no switch), so the table shows what the cache would be worth under varied
// queries.
const DEFAULT_COMPARE_ENV = ['BACKOFFICE_LIST_CACHE=true'];

const root = path.resolve(import.meta.dirname, '..', '..');
const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000000' },
    small: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    'warm-up': { type: 'string', default: '2' },
    'max-calls': { type: 'string', default: '300000' },
    connections: { type: 'string', default: '50' },
    citizens: { type: 'string', default: '300' },
    staff: { type: 'string', default: '5' },
    'compare-env': { type: 'string', multiple: true, default: DEFAULT_COMPARE_ENV },
    'no-cache-compare': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const say = (line = '') => process.stdout.write(`${line}\n`);
const positive = (name) => {
  const value = Number(args[name]);
  if (!(value > 0) || !Number.isFinite(value)) throw new Error(`--${name} must be a positive number`);
  return value;
};
const options = {
  seconds: positive('seconds'),
  warmUpSeconds: Number(args['warm-up']) || 0,
  maxCalls: positive('max-calls'),
  connections: positive('connections'),
  citizens: positive('citizens'),
  staff: positive('staff'),
};
// Each connection acts for citizens of its own (workload.mjs): it needs at least one.
if (options.citizens < options.connections) throw new Error('--citizens must be at least --connections');
// Ten requests per citizen, as in issue 11 (100,000 citizens for 1,000,000 requests).
const sizes = [positive('requests'), positive('small')].map((requests) => ({
  requests,
  citizens: Math.max(1, Math.round(requests / 10)),
}));
const compareEnv = args['no-cache-compare'] ? [] : args['compare-env'];
const settings = [
  { label: 'server defaults', env: undefined, extraEnv: {} },
  ...(compareEnv.length > 0
    ? [
        {
          label: compareEnv.join(' '),
          env: compareEnv.join(' '),
          extraEnv: Object.fromEntries(compareEnv.map((pair) => pair.split(/=(.*)/s).slice(0, 2))),
        },
      ]
    : []),
];

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
// The server's own TypeScript (embedded PostgreSQL, migrations, seeds).
register();
const server = {
  ...(await import('../../apps/server/src/db/embedded.ts')),
  ...(await import('../../apps/server/src/db/ensure-database.ts')),
  ...(await import('../../apps/server/src/db/client.ts')),
  ...(await import('../../apps/server/src/db/migrate.ts')),
  ...(await import('../../apps/server/src/db/seed/index.ts')),
  ...(await import('../../packages/shared/src/enums.ts')),
  ...(await import('../../packages/shared/src/constants.ts')),
};

/** The fixtures and sessions, written with the bench's own short-lived PostgreSQL on the dataset directory. */
async function fixturesOf(dir) {
  const embedded = await server.startEmbeddedPostgres({ dataDir: dir });
  const database = server.connectDatabase(embedded.connectionString('suap'), 2);
  try {
    // The server's migrations first: sessions and fixtures are read in the schema the server will run with.
    await server.runMigrations(database.db);
    const fixtures = await prepareFixtures(database.pool, {
      citizens: options.citizens,
      staff: options.staff,
    });
    return {
      ...fixtures,
      sortFields: server.SORT_FIELDS.requests,
      startupServiceTypeId: server.STARTUP_SERVICE_TYPE_ID,
    };
  } finally {
    await database.close().catch(() => undefined);
    await embedded.stop();
  }
}

// Taken before anything starts, so the report says how busy the machine already was.
const loadAverage = os.loadavg();
let exitCode = 1;
try {
  const datasets = [];
  for (const size of sizes) {
    const dir = datasetDir(root, size.requests);
    say(`Dataset ${size.requests.toLocaleString('en')} requests in ${path.relative(root, dir)}`);
    const { reused, previous } = await prepareDataset(server, dir, size);
    if (reused)
      say(`  reusing the data loaded on ${previous.loadedAt} (delete ${path.relative(root, dir)} to reload)`);
    // The same size twice (a quick try on the small data only) shares one set of sessions.
    const fixtures = datasets.find((dataset) => dataset.dir === dir)?.fixtures ?? (await fixturesOf(dir));
    say(`  ${fixtures.citizens.length} citizen and ${fixtures.staff.length} staff sessions written`);
    datasets.push({ ...size, dir, postgres: previous.postgres, fixtures });
  }

  const runs = [];
  for (const setting of settings) {
    const run = { label: setting.label, env: setting.env };
    for (const [key, dataset] of [
      ['large', datasets[0]],
      ['small', datasets[1]],
    ]) {
      say(`\n${dataset.requests.toLocaleString('en')} requests, ${setting.label}:`);
      run[key] = await benchServer(dataset, dataset.fixtures, {
        ...options,
        env: setting.extraEnv,
        running,
        say,
        repeated: true,
      });
    }
    runs.push(run);
  }

  const checks = checkBudgets(runs[0].large, runs[0].small);
  for (const run of runs) {
    say(
      `\n${run.label} (${sizes[0].requests.toLocaleString('en')} requests; mix p99 also at ${sizes[1].requests.toLocaleString('en')}):`,
    );
    say(textTable(run));
    say(repeatedText(run));
    say(`1M ${cacheLine(run.large)}; 10k ${cacheLine(run.small)}`);
  }
  say('');
  for (const check of checks) {
    say(
      `${check.pass ? 'PASS' : 'FAIL'}  ${check.budget}${check.pass ? '' : `: ${check.failing.join('; ')}`}`,
    );
    for (const detail of check.details ?? []) say(`        ${detail}`);
  }
  for (const run of runs.slice(1)) {
    const other = checkBudgets(run.large, run.small);
    say(
      `(${run.label}, for comparison: ${other.filter((check) => check.pass).length}/${other.length} budgets pass)`,
    );
  }

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
    // How the run was started, so the figures can be reproduced (a short trial run says so here too).
    const command = ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])];
    await fs.writeFile(
      file,
      markdownReport({ runs, checks, machine, datasets, options, command: command.join(' ') }),
    );
    say(`\nWrote ${path.relative(root, file)}`);
  }
  exitCode = checks.every((check) => check.pass) ? 0 : 1;
} finally {
  await stopEverything();
}
process.exit(exitCode);
