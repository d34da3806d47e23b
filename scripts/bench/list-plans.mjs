// The single-call figures of docs/back-office-list-plans.md: makes the back-office list's database calls (the
// server's own list-query.ts and search-terms.ts, in the order its repository makes them, on connections with the
// list's planner settings) on a benchmark database made by `npm run bench`, one at a time, and prints median / max
// wall times per kind of call; --plans adds EXPLAIN (ANALYZE, BUFFERS) of every statement of a few calls. Run it
// with nothing else using the data directory (not during `npm run bench`).
//
//   node scripts/bench/list-plans.mjs [.data-bench/requests-1000000] [--repeat 3] [--plans]
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
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
  ...(await import('../../apps/server/src/modules/backoffice/list-query.ts')),
  ...(await import('../../apps/server/src/modules/backoffice/label-order.ts')),
  ...(await import('../../apps/server/src/modules/backoffice/search-terms.ts')),
  ...(await import('../../packages/shared/src/constants.ts')),
  ...(await import('../../packages/shared/src/enum-values.ts')),
};
const { PgDialect } = await import('drizzle-orm/pg-core');
const dialect = new PgDialect();

const embedded = await server.startEmbeddedPostgres({ dataDir });
const database = server.connectDatabase(embedded.connectionString('suap'), 2);
const say = (line = '') => process.stdout.write(`${line}\n`);
try {
  await server.runMigrations(database.db);
  // The list's own connections: read-only, with BOUNDED_READ_PLANNER (db/client.ts) and no statement timeout here.
  const options = Object.entries(server.BOUNDED_READ_PLANNER).map(([name, value]) => `-c ${name}=${value}`);
  const pool = new pg.Pool({
    connectionString: embedded.connectionString('suap'),
    max: 1,
    options: options.join(' '),
  });
  const orders = {};
  async function fullWindow(window) {
    const { field, type } = window.sort;
    const sort = server.isLabelSort(field)
      ? { field, type, order: (orders[field] ??= await server.labelOrder(database.db, field, 'it')) }
      : { field, type };
    const terms = window.filter ? await server.searchTermsOf(database.db, window.filter) : undefined;
    return { ...window, sort, terms };
  }
  const run = async (statement) => {
    const { sql, params } = dialect.sqlToQuery(statement);
    return (await pool.query(sql, params)).rows;
  };
  // One call as the repository makes it (backoffice.repository.ts): the search's words looked up, the total read
  // first for a deep page, then the page's statements (readPage). What is timed is the database's part: each list
  // statement's planning and execution time (EXPLAIN ANALYZE; then it runs again for its result, which decides
  // the next), and the word lookup's round trip. The label orders are read once (the server keeps them).
  async function callOnce(window) {
    let spent = 0;
    const timed = async (statement) => {
      const { sql, params } = dialect.sqlToQuery(statement);
      const { rows } = await pool.query(`explain (analyze, format json) ${sql}`, params);
      const plan = rows[0]['QUERY PLAN'][0];
      spent += plan['Planning Time'] + plan['Execution Time'];
      return (await pool.query(sql, params)).rows;
    };
    const lookup = performance.now();
    const full = await fullWindow(window);
    if (window.filter) spent += performance.now() - lookup;
    const total =
      !window.filter && window.assignee === undefined && window.offset > 0
        ? Number((await timed(server.stateTotal(window.states)))[0].total)
        : undefined;
    await server.readPage(full, total, timed);
    return spent;
  }
  async function timeOf(window) {
    // Once unmeasured: the server this stands for has its caches warm.
    await callOnce(window);
    const times = [];
    for (let i = 0; i < Number(args.repeat); i += 1) times.push(await callOnce(window));
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
  const { rows: counts } = await pool.query('select state_id, total from request_state_counts order by 1');
  const { rows: operators } = await pool.query(`select assignee_user_id as id from requests
    where assignee_user_id is not null group by 1 order by count(*) desc limit 3`);
  const {
    rows: [sample],
  } = await pool.query(`select owner_last_name as last, owner_first_name as first,
    fiscal_code as code, reference_code as ref, request_id as id from requests where state_id = 6 limit 1`);
  say(
    `Back-office list calls on ${dataDir} (the database's part of a call: planning and execution of each statement, and the word lookup's round trip, ms; median of ${args.repeat} runs each, after one unmeasured)`,
  );
  say(
    `Load average at the start: ${(await import('node:os'))
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(', ')}`,
  );
  say();
  say('| call | statements | median ms | max ms |');
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
  if (args.plans) {
    for (const window of [
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
        filter: `${sample.first} ${sample.last}`.toLowerCase(),
        sort: { field: 'updatedOn', type: 'desc' },
        limit: 10,
        offset: 0,
      },
      {
        states: SENT,
        sort: { field: 'user.lastName', type: 'asc' },
        limit: 10,
        offset: 0,
        assignee: Number(operators[0].id),
      },
    ]) {
      // Each statement the call runs, with its plan.
      const full = await fullWindow(window);
      const explained = async (statement) => {
        const { sql, params } = dialect.sqlToQuery(statement);
        const { rows } = await pool.query(`explain (analyze, buffers) ${sql}`, params);
        say(`\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
        return run(statement);
      };
      say(`\n### ${JSON.stringify({ ...window, states: 'default' })}`);
      await server.readPage(full, undefined, explained);
    }
  }
  await pool.end();
} finally {
  await database.close().catch(() => undefined);
  await embedded.stop();
}
