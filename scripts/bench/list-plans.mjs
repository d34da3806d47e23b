// The single-call figures of docs/back-office-list-plans.md: makes the back-office list's database calls as the
// server makes them (backoffice.repository.ts: the search's word lookup, then search-page.ts; without free text
// paged-list.ts's one statement), on connections set up as the server's two read pools (db/client.ts: read-only,
// generic plans, their planner settings), on a benchmark database made by `npm run bench`, one call at a time, and
// prints median / max of the database's time per kind of call; --plans adds EXPLAIN (ANALYZE, BUFFERS) of every
// statement of a few calls. Run it with nothing else using the data directory (not during `npm run bench`).
//
//   node scripts/bench/list-plans.mjs [.data-bench/requests-1000000] [--repeat 3] [--plans]
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..', '..');
process.chdir(root);
register();
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { repeat: { type: 'string', default: '3' }, plans: { type: 'boolean', default: false } },
});
const dataDir = positionals[0] ?? '.data-bench/requests-1000000';
const server = {
  ...(await import('../../apps/server/src/db/embedded.ts')),
  ...(await import('../../apps/server/src/db/client.ts')),
  ...(await import('../../apps/server/src/db/migrate.ts')),
  ...(await import('../../apps/server/src/modules/backoffice/paged-list.ts')),
  ...(await import('../../apps/server/src/modules/backoffice/search-page.ts')),
  ...(await import('../../apps/server/src/modules/backoffice/label-order.ts')),
  ...(await import('../../apps/server/src/modules/backoffice/search-terms.ts')),
  ...(await import('../../packages/shared/src/constants.ts')),
  ...(await import('../../packages/shared/src/enum-values.ts')),
};

const embedded = await server.startEmbeddedPostgres({ dataDir });
const database = server.connectDatabase(embedded.connectionString('suap'), 2);
const say = (line = '') => process.stdout.write(`${line}\n`);
try {
  await server.runMigrations(database.db);
  // Connections as the server's two read pools (db/client.ts), without their statement timeout: PREPARE / EXPLAIN
  // EXECUTE show the generic plans the server's named statements run with (plan_cache_mode=force_generic_plan).
  // Pages without free text run on the hot reads (planned by cost), searches on the bounded reads.
  const connect = async (planner) => {
    const client = new pg.Client({
      connectionString: embedded.connectionString('suap'),
      options: [
        '-c default_transaction_read_only=on',
        '-c plan_cache_mode=force_generic_plan',
        ...Object.entries(planner).map(([name, value]) => `-c ${name}=${value}`),
      ].join(' '),
    });
    await client.connect();
    return { client, prepared: new Set() };
  };
  const hot = await connect(server.HOT_READ_PLANNER);
  const bounded = await connect(server.BOUNDED_READ_PLANNER);
  const client = hot.client;
  const literal = (value) => {
    const text = pgUtils.prepareValue(value);
    return text === null ? 'null' : client.escapeLiteral(String(text));
  };
  /**
   * Stand-ins for the server's pools (search-page.ts and search-terms.ts call only query({ name, text, values })):
   * each named statement prepared once per connection, then explained with `explain` and run for its result,
   * which decides the next statement. `tally.spent` adds each statement's planning and execution time.
   */
  function explaining(explain, onPlan) {
    const tally = { spent: 0 };
    const on = (connection) => ({
      async query({ name, text, values = [], rowMode }) {
        if (!connection.prepared.has(name)) {
          await connection.client.query(`prepare ${name} as ${text}`);
          connection.prepared.add(name);
        }
        const call = `execute ${name}${values.length > 0 ? `(${values.map(literal).join(', ')})` : ''}`;
        const { rows } = await connection.client.query(`explain (${explain}) ${call}`);
        tally.spent += onPlan(rows);
        return connection.client.query({ text: call, rowMode });
      },
    });
    return { tally, hot: on(hot), bounded: on(bounded) };
  }
  const timing = () =>
    explaining('analyze, format json', (rows) => {
      const plan = rows[0]['QUERY PLAN'][0];
      return plan['Planning Time'] + plan['Execution Time'];
    });
  const printing = () =>
    explaining('analyze, buffers', (rows) => {
      say(`\n\`\`\`\n${rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``);
      return 0;
    });
  const orders = {};
  // One call as the repository makes it; the label orders are read once (the server keeps them).
  async function callWith(reads, window) {
    const { field, type } = window.sort;
    const sort = server.isLabelSort(field)
      ? { field, type, order: (orders[field] ??= await server.labelOrder(database.db, field, 'it')) }
      : { field, type };
    if (window.filter) {
      const terms = await server.searchTermsOf(reads.bounded, window.filter, window.states);
      await server.searchPage(reads.bounded, { ...window, sort, terms });
    } else {
      const full = { ...window, sort };
      await reads.hot.query({ ...server.pagedStatement(full), values: server.pagedValues(full) });
    }
    return reads.tally.spent;
  }
  async function timeOf(window) {
    // Once unmeasured: the server this stands for has its caches warm.
    await callWith(timing(), window);
    const times = [];
    for (let i = 0; i < Number(args.repeat); i += 1) times.push(await callWith(timing(), window));
    return times.sort((a, b) => a - b)[times.length >> 1];
  }
  async function row(label, windows) {
    const times = [];
    for (const window of windows) times.push(await timeOf(window));
    times.sort((a, b) => a - b);
    const median = times[times.length >> 1];
    say(`| ${label} | ${windows.length} | ${median.toFixed(2)} | ${times.at(-1).toFixed(2)} |`);
  }

  const SENT = [...server.SENT_REQUEST_STATES];
  const FIELDS = server.SORT_FIELDS.requests;
  const both = (make) => FIELDS.flatMap((field) => ['asc', 'desc'].map((type) => make({ field, type })));
  const { rows: counts } = await client.query('select state_id, total from request_state_counts order by 1');
  const { rows: operators } = await client.query(`select assignee_user_id as id from request_assignee_counts
    group by 1 order by sum(total) desc limit 3`);
  const {
    rows: [sample],
  } = await client.query(`select owner_last_name as last, owner_first_name as first,
    fiscal_code as code, reference_code as ref, request_id as id from requests where state_id = 6 limit 1`);
  say(
    `Back-office list calls on ${dataDir} (the database's part of a call: planning and execution of each statement, ms; median of ${args.repeat} runs each, after one unmeasured)`,
  );
  say(
    `Load average at the start: ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(', ')}`,
  );
  say();
  say('| call | calls | median ms | max ms |');
  say('|---|---:|---:|---:|');
  for (const field of FIELDS) {
    const windows = [SENT, [1], [4], [9]].flatMap((states) =>
      ['asc', 'desc'].flatMap((type) =>
        [0, 1_000].map((offset) => ({ states, sort: { field, type }, limit: 10, offset })),
      ),
    );
    await row(
      `sorted by ${field}, default states, drafts, accepted, notice of refusal; pages 1 and 101`,
      windows,
    );
  }
  const lastPages = counts
    .filter((count) => [3, 4].includes(count.state_id))
    .flatMap((count) =>
      both((sort) => ({
        states: [count.state_id],
        sort,
        limit: 25,
        offset: Math.max(0, Number(count.total) - 25),
      })),
    );
  await row('the last page of sent and of accepted requests, every sort both ways', lastPages);
  await row(
    '"assigned to me", 3 operators holding the most, every sort both ways, default states',
    operators.flatMap((operator) =>
      both((sort) => ({ states: SENT, sort, limit: 10, offset: 0, assignee: Number(operator.id) })),
    ),
  );
  const searches = [
    ['a common surname', sample.last.toLowerCase()],
    ['a common first name', sample.first.toLowerCase()],
    ['first name and surname', `${sample.first} ${sample.last}`.toLowerCase()],
    ['a complete fiscal code', sample.code],
    ['a fiscal-code prefix (surname and name letters)', sample.code.slice(0, 6)],
    ['a reference code typed with spaces', sample.ref.replaceAll('-', ' ')],
    ['a request number', String(sample.id)],
    ['a town (SUAP names)', 'roma'],
    ['an initiative word', 'vicinato'],
  ];
  for (const [label, filter] of searches) {
    await row(
      `search: ${label} (\`${filter}\`), every sort both ways, pages 1 and 2 of 10`,
      both((sort) => [0, 10].map((offset) => ({ states: SENT, filter, sort, limit: 10, offset }))).flat(),
    );
  }
  // First names by how many sent requests bear them: the commonest, and those closest to 1.6 % and 0.8 % of them
  // (around and under search-terms.ts's namesCountCap: a walk of the sort's index tests some 60 and 120 rows per
  // match, and the deeper pages, or every page, are read as the top of the names instead).
  const sentTotal = counts
    .filter((count) => SENT.includes(count.state_id))
    .reduce((sum, count) => sum + Number(count.total), 0);
  const firstNames = [];
  for (const share of [1, 0.016, 0.008]) {
    const { rows } = await client.query(
      `select owner_first_name as name, count(*)::int as n from requests where state_id = any($1::int2[])
        group by 1 order by abs(count(*) - $2::float8) limit 1`,
      [SENT, sentTotal * share],
    );
    firstNames.push(rows[0]);
  }
  const town = { name: 'roma', n: undefined };
  for (const { name, n } of [...firstNames, town]) {
    const filter = name.toLowerCase();
    const who =
      n === undefined ? 'a town (SUAP names)' : `a first name on ${n.toLocaleString('en')} requests`;
    for (const [pages, offsets] of [
      ['pages 1 and 2', [0, 25]],
      ['pages 20 and 40 (the last before the bound)', [475, 975]],
    ]) {
      await row(
        `search: ${who} (\`${filter}\`), every sort both ways, ${pages} of 25`,
        both((sort) => offsets.map((offset) => ({ states: SENT, filter, sort, limit: 25, offset }))).flat(),
      );
    }
  }
  await row(
    `search: a common surname (\`${sample.last.toLowerCase()}\`) in "assigned to me", every sort both ways`,
    operators.slice(0, 1).flatMap((operator) =>
      both((sort) => ({
        states: SENT,
        filter: sample.last.toLowerCase(),
        sort,
        limit: 10,
        offset: 0,
        assignee: Number(operator.id),
      })),
    ),
  );
  if (args.plans) {
    const accepted = counts.find((count) => count.state_id === 4);
    for (const window of [
      { states: SENT, sort: { field: 'updatedOn', type: 'desc' }, limit: 10, offset: 0 },
      {
        states: [4],
        sort: { field: 'user.lastName', type: 'asc' },
        limit: 25,
        offset: Number(accepted.total) - 25,
      },
      { states: SENT, sort: { field: 'typeOfService', type: 'asc' }, limit: 10, offset: 1_000 },
      {
        states: SENT,
        sort: { field: 'user.lastName', type: 'asc' },
        limit: 10,
        offset: 0,
        assignee: Number(operators[0].id),
      },
      {
        states: SENT,
        filter: sample.last.toLowerCase(),
        sort: { field: 'user.lastName', type: 'asc' },
        limit: 10,
        offset: 0,
      },
      {
        states: SENT,
        filter: sample.first.toLowerCase(),
        sort: { field: 'requestId', type: 'desc' },
        limit: 10,
        offset: 0,
      },
      {
        states: SENT,
        filter: firstNames[2].name.toLowerCase(),
        sort: { field: 'sentRequestDate', type: 'desc' },
        limit: 25,
        offset: 975,
      },
      {
        states: SENT,
        filter: `${sample.first} ${sample.last}`.toLowerCase(),
        sort: { field: 'updatedOn', type: 'desc' },
        limit: 10,
        offset: 0,
      },
      {
        states: SENT,
        filter: sample.code.slice(0, 6),
        sort: { field: 'sentRequestDate', type: 'desc' },
        limit: 10,
        offset: 0,
      },
    ]) {
      say(
        `\n### ${JSON.stringify({ ...window, states: window.states === SENT ? 'default' : window.states })}`,
      );
      await callWith(printing(), window);
    }
  }
  await Promise.all([hot.client.end(), bounded.client.end()]);
} finally {
  await database.close().catch(() => undefined);
  await embedded.stop();
}
