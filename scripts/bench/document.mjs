// docs/benchmarks.md: the tables, the budgets, the machine and how the load and the sessions are made.
import { BUDGETS, cacheLine, markdownTable, repeatedMarkdown } from './report.mjs';
import { CALL_TYPES } from './workload.mjs';

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const mb = (bytes) => `${fixed(bytes / 1024 / 1024)} MB`;

function runSection(title, run) {
  return `### ${title}

${markdownTable(run)}

- Health alone: ${fixed(run.large.health.before.rps)} req/s before the call types, ${fixed(run.large.health.after.rps)} after
  (1M; the ratio uses their mean); full mix ${fixed(run.large.mix.rps)} req/s at 1M, ${run.small ? fixed(run.small.mix.rps) : '-'} at 10k.
- 1M: ${cacheLine(run.large)}.${run.small ? ` 10k: ${cacheLine(run.small)}.` : ''}
- Server: max RSS ${mb(run.large.maxRss)} during the 1M run; spawn to ready on the existing 1M data directory
  ${fixed(run.large.readySeconds, 1)} s.`;
}

/**
 * What the CPU column says of the ratio budget. The server, its PostgreSQL and the load generator share the
 * machine's cores: a call type can run at a quarter of health's rate only if a call, the three together, costs no
 * more than the cores give each call at that rate.
 */
function cpuNote(run, cores) {
  const total = (entry) => (entry?.cpu ? entry.cpu.server + entry.cpu.postgres + entry.cpu.load : NaN);
  const health = total(run.health.before);
  const quarter = BUDGETS.minShareOfHealth * run.health.rps;
  const allowed = (cores * 1000) / quarter;
  const types = CALL_TYPES.filter((type) => type.id !== 'health')
    .map((type) => ({ name: type.name, ms: total(run.alone[type.id]) }))
    .filter((entry) => Number.isFinite(entry.ms));
  if (types.length === 0 || !Number.isFinite(health)) return '';
  const list = (entries) =>
    entries.length ? entries.map((entry) => `${entry.name} ${fixed(entry.ms, 2)} ms`).join(', ') : 'none';
  return `
CPU per call at 1M, server + PostgreSQL + load generator: health ${fixed(health, 2)} ms. At
${BUDGETS.minShareOfHealth * 100} % of health's rate (${fixed(quarter)} req/s) the machine's ${cores} cores give a call
at most ${fixed(allowed, 2)} ms, with every core busy. Within that: ${list(types.filter((entry) => entry.ms <= allowed))}.
Over it: ${list(types.filter((entry) => entry.ms > allowed))}.
`;
}

function errorSection(checks) {
  const details = checks.flatMap((check) => check.details ?? []);
  if (details.length === 0) return '';
  const lines = details.map((detail) => `- \`${detail.replaceAll('`', "'")}\``);
  return `\nSome of the failed calls:\n\n${lines.join('\n')}\n`;
}

export function markdownReport({ runs, checks, machine, datasets, options, command }) {
  const [main, other] = runs;
  return `# Benchmarks

Written by \`npm run bench\` (scripts/bench/). Do not edit by hand: run it again.

- Date: ${machine.date}, \`${command}\`
- Machine: ${machine.cores} cores (${machine.cpu}), ${fixed(machine.memoryBytes / 1024 ** 3, 1)} GB memory
- Load average when the run started: ${machine.loadAverage.map((value) => value.toFixed(1)).join(', ')} (1, 5, 15 min; anything else running on the
  machine shows here and weighs on every figure)
- Node ${machine.node}, PostgreSQL ${machine.postgres} (embedded, default settings)
- Datasets: ${datasets.map((d) => `${d.requests.toLocaleString('en')} requests of ${d.citizens.toLocaleString('en')} citizens`).join('; ')}
- Server: the built bundle \`npm start\` runs, its default settings${main.env ? ` plus ${main.env}` : ''}.${
    other
      ? ` The
  comparison run differs only by ${other.env}.`
      : ''
  }

## How the load is made

- ${options.connections} connections against 127.0.0.1, one virtual user per keep-alive connection sending its next
  call as soon as the previous one answered (node:http in the benchmark's own process). **The load generator shares
  the machine's ${machine.cores} cores with the server and its PostgreSQL**: every figure includes that contention.
- Sessions: ${options.citizens} citizens of the loaded dataset (never the demo account) and ${options.staff} staff sessions,
  each of an operator (collaborator) in charge of a few thousand requests of the dataset (which holds requests in
  every state, the procedure's steps included). The development identity provider knows only its demo accounts, so the benchmark
  writes the session rows the server writes at login (sha256 of a random cookie value as the key, the person's
  claims, a CSRF token, idle and absolute deadlines) into its own benchmark database before the server starts;
  the server reads them as its own. Each connection acts for its own citizens, so no two save the same draft.
- Phases, each on one server run: health alone; each call type alone for ${options.seconds} s with its varied inputs
  and the ~10 % writes mixed in; the full mix for ${options.seconds * 2} s; health alone again. Each phase starts
  with ${options.warmUpSeconds} s unmeasured and stops early at ${options.maxCalls.toLocaleString('en')} calls.
  Percentiles are exact (every latency kept and sorted), per call type.
- Inputs: citizens list their own requests (pages 1-4, or the latest draft), open their own requests and save
  their draft (the wizard's PUT with the version last read); staff list requests with every state (and none),
  every sortable column both ways, page sizes 5/10/25, a quarter of the plain lists their own ("assigned to me"),
  on the pages the paginator reaches (first, previous, next, last: pages 1-20 and the last ten; a page in the
  middle of tens of thousands is reached by no click), search by surname, full name, first name, full fiscal code
  and fiscal-code prefix (terms from the dataset), open requests and move drafts' deletion day; SUAP by
  municipality, SUAP and initiatives (it and en) text searches with words of their names. Full-mix shares: ${CALL_TYPES.filter(
    (type) => type.weight > 0,
  )
    .map((type) => `${type.name} ${type.weight} %`)
    .join(', ')}.
- "x health" is the call type's req/s alone divided by health's alone in the same server run; "p99 1M/10k"
  compares the full-mix p99 of the two datasets. "CPU ms/call" is the CPU time the server process, its
  PostgreSQL (every process under it) and the load generator (the benchmark's own process) spent in that phase
  divided by the calls answered (writes mixed in): unlike req/s and latencies, it moves little with the other work
  on the machine, and it says what a call costs.

## Results

${runSection(main.label, main)}
${other ? `\n${runSection(`${other.label} (comparison, not budgeted)`, other)}\n` : ''}
### Repeated identical call (not what users do)

The same URL again and again (autocannon, ${options.connections} connections, ${options.seconds} s): a reply cache
answers these from memory, so they show a cache's best case, not the data routes. No budget reads them.

${repeatedMarkdown(runs.flatMap((run) => [{ label: `1M, ${run.label}`, run: run.large }, ...(run.small ? [{ label: `10k, ${run.label}`, run: run.small }] : [])]))}

## Budgets (issue 25), on ${main.label}

| budget | result |
|---|---|
${checks.map((check) => `| ${check.budget} | ${check.pass ? 'PASS' : `FAIL: ${check.failing.join('; ').replaceAll('|', '/')}`} |`).join('\n')}
${cpuNote(main.large, machine.cores)}${errorSection(checks)}`;
}
