// Profiles benchmark routes: runs the built server with --cpu-prof on an existing benchmark data directory
// (made by `npm run bench`), loads the route with autocannon (2 s warm-up, then 8 s measured), stops the server;
// the .cpuprofile lands in .data-bench/profiles (open it in Chrome DevTools). For finding causes, not for figures.
// BENCH_ENTRY=<bundle> runs another build of the server instead (to compare two builds, run them in turns).
// It also prints the server's CPU time per measured request (user + system, from /proc): on a machine shared
// with other work, req/s and latencies move with the load, CPU ms per request much less.
//
//   node scripts/bench/profile-route.mjs .data-bench/requests-1000000 health|citizen|bo|bo-text|suap|suap-text|init[,...]
//        ['{"ENV":"value"}'] [--no-prof]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';

process.chdir(path.resolve(import.meta.dirname, '..', '..'));
register();
const helpers = await import('../../apps/server/src/security/process/http-browser.ts');
const { logInCitizen, logInBackOffice } = await import('./login.mjs');
const { rssOf } = await import('./server.mjs');
const { SERVER_NODE_OPTIONS } = await import('../../apps/server/src/security/process/server-process.ts');
const noProf = process.argv.includes('--no-prof');
const [dataDir, which, extraEnv] = process.argv.slice(2).filter((arg) => arg !== '--no-prof');
const ROUTES = ['health', 'citizen', 'bo', 'bo-text', 'suap', 'suap-text', 'init'];
const names = (which ?? '').split(',');
// Checked before the server starts, so a typo leaves no server behind.
const unknown = names.filter((name) => !ROUTES.includes(name));
if (unknown.length > 0) throw new Error(`unknown route "${unknown.join(', ')}": use ${ROUTES.join('|')}`);
const port = 4000 + Math.floor(Math.random() * 1000);
const url = `http://127.0.0.1:${port}`;
const child = spawn(
  process.execPath,
  [
    ...SERVER_NODE_OPTIONS,
    ...(noProf ? [] : ['--cpu-prof', '--cpu-prof-dir=.data-bench/profiles']),
    process.env.BENCH_ENTRY ?? 'apps/server/dist/server.js',
  ],
  {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: url,
      DATA_DIR: dataDir,
      ...(extraEnv ? JSON.parse(extraEnv) : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let out = '';
await new Promise((r) =>
  child.stdout.on('data', (c) => {
    out = (out + c).slice(-2000);
    if (out.includes('ready at')) r();
  }),
);
/** utime + stime of a process, in ms (clock ticks of 10 ms), and its parent's pid. */
function stat(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { parent: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * 10 };
  } catch {
    return undefined;
  }
}
const cpuMs = () => stat(child.pid)?.ms ?? 0;
/** CPU of the server's embedded PostgreSQL: every process descending from the server's. */
function postgresMs() {
  const all = new Map();
  for (const name of fs.readdirSync('/proc')) {
    const found = /^\d+$/.test(name) ? stat(Number(name)) : undefined;
    if (found) all.set(Number(name), found);
  }
  const descends = (pid) => {
    for (let at = all.get(pid)?.parent; at; at = all.get(at)?.parent) if (at === child.pid) return true;
    return false;
  };
  return [...all].filter(([pid]) => descends(pid)).reduce((sum, [, found]) => sum + found.ms, 0);
}
const citizen = await logInCitizen(helpers, url, 'mario.rossi');
const admin = await logInBackOffice(helpers, url, 'admin');
const newest = await (
  await fetch(`${url}/api/suap/v1/backoffice/list?size=1`, { headers: { cookie: admin.cookie } })
).json();
const fiscalCode = newest.requestList[0].user.fiscalCode;
const paths = {
  health: ['/api/health'],
  citizen: [`/api/suap/v1/request/list?userId=${citizen.userId}`, citizen.cookie],
  bo: ['/api/suap/v1/backoffice/list?stateOfRequestId=3&sort=user.lastName%3Basc', admin.cookie],
  'bo-text': [`/api/suap/v1/backoffice/list?filter=${fiscalCode}&sort=suap.name%3Bdesc`, admin.cookie],
  suap: ['/api/suap/v1/anagrafica/suap/list?municipalityId=58091'],
  'suap-text': ['/api/suap/v1/anagrafica/suap/list?filter=bologna'],
  init: ['/api/suap/v1/anagrafica/iniziative/list?filter=bar&lang=it'],
};
let maxRss = 0;
const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssOf(child.pid) ?? 0)), 100);
// Several routes (comma-separated) run in turn on the same server, as in `npm run bench`.
for (const name of names) {
  const [p, cookie] = paths[name];
  const load = (duration) =>
    autocannon({ url: url + p, connections: 50, duration, headers: cookie ? { cookie } : {} });
  await load(2);
  const before = cpuMs();
  const postgresBefore = postgresMs();
  const r = await load(8);
  const used = cpuMs() - before;
  const postgresUsed = postgresMs() - postgresBefore;
  console.log(
    `${name}: ${r.requests.average} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, ` +
      `CPU ${(used / r.requests.total).toFixed(3)} ms/request + PostgreSQL ${(postgresUsed / r.requests.total).toFixed(3)} ms ` +
      `(${r.requests.total} requests), max RSS so far ${(maxRss / 1024 / 1024).toFixed(0)} MB`,
  );
}
clearInterval(sampler);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
