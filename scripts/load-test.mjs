// `npm run load`: N simulated citizens (default 200) run the enrolment journey's API calls against 127.0.0.1
// for a fixed time (default 60 s), then the script prints requests, errors and latency percentiles and
// exits non-zero if any call failed. It starts its own server (embedded PostgreSQL in a temporary directory)
// unless --url names a running one. Only three citizen accounts exist, so the citizens share them (several
// sessions each). Not part of `npm test`: it takes over a minute and loads the whole machine. With --url the
// server's login rate limit (RATE_LIMIT_LOGIN_PER_MINUTE) must allow that many logins.
//
//   npm run load -- [--citizens 200] [--seconds 60] [--url http://127.0.0.1:3000] [--pdf]
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

const { values: args } = parseArgs({
  options: {
    citizens: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    url: { type: 'string' },
    pdf: { type: 'boolean', default: false },
  },
});
const CITIZENS = Number(args.citizens);
const DURATION_MS = Number(args.seconds) * 1000;
const CALL_TIMEOUT_MS = 30_000;
if (!(CITIZENS > 0 && DURATION_MS > 0)) throw new Error('--citizens and --seconds must be positive numbers');
if (args.url && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(args.url)) {
  throw new Error('--url must point at 127.0.0.1: this script is not for servers you do not own');
}

// The test helpers are TypeScript: the same HTTP browser and server launcher the process tests use.
register();
const helpers = '../apps/server/src/security/process/';
const { CITIZENS: ACCOUNTS, logIn } = await import(`${helpers}http-browser.ts`);
const { startServer } = await import(`${helpers}server-process.ts`);
const { makeTempDir, removeTempDirs } = await import(`${helpers}temp-dirs.ts`);
const { pickSuapAndInitiative, REQUESTS } = await import(`${helpers}journey.ts`);

const say = (line) => process.stdout.write(`${line}\n`);
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

const calls = []; // { step, ms, ok }
const errors = new Map(); // "step status" -> { count, sample }
function noteError(step, what, sample) {
  const key = `${step} ${what}`;
  const seen = errors.get(key) ?? { count: 0, sample };
  seen.count += 1;
  errors.set(key, seen);
}

/** One API call of the journey, timed; anything but a 2xx is an error. */
// No call starts after the deadline: a journey in progress is cut there, so the run ends on time.
let deadline = Infinity;
const CUT = Symbol('deadline');

async function timed(step, call) {
  if (performance.now() >= deadline) throw CUT;
  const started = performance.now();
  try {
    const reply = await call();
    const ok = reply.status >= 200 && reply.status < 300;
    calls.push({ step, ms: performance.now() - started, ok });
    if (!ok) noteError(step, reply.status, reply.text.slice(0, 200));
    return ok ? reply : undefined;
  } catch (error) {
    calls.push({ step, ms: performance.now() - started, ok: false });
    noteError(step, error?.name ?? 'error', String(error).slice(0, 200));
    return undefined;
  }
}

/** The calls the web app makes from the private area to the thank page; false when one failed. */
async function journey(citizen, choice) {
  const { browser, userId, fiscalCode } = citizen;
  const options = { timeoutMs: CALL_TIMEOUT_MS };
  const get = (step, url) => timed(step, () => browser.call(url, options));
  const write = (step, method, url, body) => timed(step, () => browser.write(method, url, body, options));

  if (!(await get('session', '/api/session'))) return false;
  if (!(await get('master data', '/api/suap/v1/anagrafica/list'))) return false;
  if (!(await get('own list', `${REQUESTS}/list?userId=${userId}`))) return false;
  const created = await write('create draft', 'POST', REQUESTS, {
    procedureNotification: { typeId: 1, address: `load-${userId}@example.com` },
  });
  const id = created?.json?.request?.requestId;
  if (!id) return false;
  if (!(await get('suap list', '/api/suap/v1/anagrafica/suap/list?type=INT'))) return false;
  if (!(await get('initiative list', '/api/suap/v1/anagrafica/iniziative/list'))) return false;
  const steps = [
    { suap: { suapId: choice.suapId }, iniziative: { iniziativeId: choice.iniziativeId } },
    { personalData: { firstName: 'Carico', lastName: 'Prova', fiscalCode } },
  ];
  let version = created.json.request.version;
  for (const fields of steps) {
    const saved = await write('save draft', 'PUT', `${REQUESTS}/${id}`, {
      version,
      action: 'save',
      ...fields,
    });
    if (!saved) return false;
    version = saved.json.request.version;
  }
  if (!(await get('read request', `${REQUESTS}/${id}`))) return false;
  if (!(await write('send', 'PUT', `${REQUESTS}/${id}`, { version, action: 'send' }))) return false;
  if (args.pdf && !(await get('pdf recap', `${REQUESTS}/getPdfRecap/${id}`))) return false;
  return Boolean(await get('own list', `${REQUESTS}/list?userId=${userId}`));
}

let server;
try {
  if (!args.url) {
    say('Starting a server with its own embedded PostgreSQL...');
    server = await startServer({ dataDir: await makeTempDir('load'), env: { LOG_LEVEL: 'error' } });
  }
  const base = args.url?.replace(/\/$/, '') ?? server.url;

  say(`Logging in ${CITIZENS} citizens (${ACCOUNTS.join(', ')}, several sessions each)...`);
  const loginStarted = performance.now();
  const citizens = [];
  for (let start = 0; start < CITIZENS; start += 10) {
    const batch = Array.from(
      { length: Math.min(10, CITIZENS - start) },
      (_, i) => ACCOUNTS[(start + i) % ACCOUNTS.length],
    );
    citizens.push(...(await Promise.all(batch.map((name) => logIn(base, name)))));
  }
  say(`  ${citizens.length} sessions in ${((performance.now() - loginStarted) / 1000).toFixed(1)} s`);
  const choice = await pickSuapAndInitiative(citizens[0].browser);

  say(`Running the journey with ${CITIZENS} concurrent citizens for ${DURATION_MS / 1000} s...`);
  const started = performance.now();
  deadline = started + DURATION_MS;
  let journeys = 0;
  let failedJourneys = 0;
  let cutJourneys = 0;
  await Promise.all(
    citizens.map(async (citizen) => {
      while (performance.now() < deadline) {
        const outcome = await journey(citizen, choice).catch((error) => {
          if (error === CUT) return CUT;
          throw error;
        });
        if (outcome === CUT) cutJourneys += 1;
        else if (outcome) journeys += 1;
        else failedJourneys += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const latencies = calls.map((call) => call.ms).sort((a, b) => a - b);
  const failed = calls.filter((call) => !call.ok).length;
  say('');
  say(`citizens        ${CITIZENS} concurrent, ${seconds.toFixed(1)} s (no think time)`);
  say(
    `journeys        ${journeys} completed, ${failedJourneys} stopped by an error, ${cutJourneys} cut at the deadline`,
  );
  say(`requests        ${calls.length} (${(calls.length / seconds).toFixed(0)} req/s)`);
  say(`errors          ${failed}`);
  say(
    `latency (ms)    p50 ${percentile(latencies, 50).toFixed(0)}, p90 ${percentile(latencies, 90).toFixed(0)}, ` +
      `p99 ${percentile(latencies, 99).toFixed(0)}, max ${(latencies.at(-1) ?? 0).toFixed(0)}`,
  );
  const byStep = new Map();
  for (const call of calls) {
    if (!byStep.has(call.step)) byStep.set(call.step, []);
    byStep.get(call.step).push(call);
  }
  for (const [step, list] of byStep) {
    const sorted = list.map((call) => call.ms).sort((a, b) => a - b);
    say(
      `  ${step.padEnd(16)}${String(list.length).padStart(7)} calls, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
    );
  }
  for (const [key, { count, sample }] of errors) say(`  error ${key} x${count}: ${sample}`);
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  await server?.stop();
  await removeTempDirs();
}
