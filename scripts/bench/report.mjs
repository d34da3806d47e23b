// The tables and the budgets of issue 25 (item 3), for the terminal and for docs/benchmarks.md. Budgets are
// checked on the configuration the server ships with (its defaults); the comparison run in the other cache
// setting is printed beside it and checked too, for information only.
import { CALL_TYPES } from './workload.mjs';

export const BUDGETS = {
  minShareOfHealth: 0.25,
  maxP99Ms: 100,
  maxP99Growth: 1.5,
  maxRssBytes: 300 * 1024 * 1024,
  maxReadySeconds: 15,
};

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** One row per call type: alone (req/s, share of health, p99), full mix (req/s, p50/p95/p99), errors. */
export function tableRows(large, small) {
  return CALL_TYPES.map((type) => {
    const alone = type.id === 'health' ? large.health : large.alone[type.id];
    const mix = large.mix.byType[type.id];
    const mix10k = small?.mix.byType[type.id];
    const aloneErrors = type.id === 'health' ? 0 : (alone?.errors ?? 0);
    const healthErrors = type.id === 'health' ? large.health.before.errors + large.health.after.errors : 0;
    return {
      id: type.id,
      name: type.name,
      aloneRps: alone?.rps,
      share: type.id === 'health' ? undefined : alone && alone.rps / large.health.rps,
      aloneP99: type.id === 'health' ? Math.max(large.health.before.p99, large.health.after.p99) : alone?.p99,
      // CPU per call alone (writes mixed in): the server process, its PostgreSQL, the load generator.
      aloneCpu: type.id === 'health' ? large.health.before.cpu : alone?.cpu,
      mixRps: mix?.rps,
      p50: mix?.p50,
      p95: mix?.p95,
      p99: mix?.p99,
      errors: aloneErrors + healthErrors + (mix?.errors ?? 0),
      p99At10k: mix10k?.p99,
      growth: mix && mix10k ? mix.p99 / Math.max(mix10k.p99, 1) : undefined,
    };
  });
}

/** Every error a phase met, wherever it was counted (writes mixed into another type's phase included). */
function allErrors(run) {
  const entries = [
    run.health.before,
    run.health.after,
    ...Object.values(run.alone).flatMap((entry) => Object.values(entry.others)),
    ...Object.values(run.mix.byType),
  ];
  return {
    count: entries.reduce((sum, entry) => sum + entry.errors, 0),
    samples: [...new Set(entries.flatMap((entry) => entry.errorSamples ?? []))].slice(0, 6),
  };
}

export function checkBudgets(large, small) {
  const rows = tableRows(large, small);
  const data = rows.filter((row) => row.id !== 'health');
  const errorsLarge = allErrors(large);
  const errorsSmall = small ? allErrors(small) : { count: 0, samples: [] };
  const checks = [
    {
      budget: `every call type alone (writes mixed in) >= ${BUDGETS.minShareOfHealth * 100} % of health req/s, same run, 1M`,
      failing: data.filter((row) => !(row.share >= BUDGETS.minShareOfHealth)).map((row) => row.name),
    },
    {
      budget: `every call type p99 <= ${BUDGETS.maxP99Ms} ms in the full mix at 1M (and alone)`,
      failing: data
        .filter((row) => !(row.p99 <= BUDGETS.maxP99Ms && row.aloneP99 <= BUDGETS.maxP99Ms))
        .map((row) => `${row.name} (${fixed(Math.max(row.p99, row.aloneP99))} ms)`),
    },
    {
      // A p99 of 1 ms or less at 10k counts as 1 ms, so sub-millisecond jitter is not read as a 2x growth.
      budget: `p99 at 1M <= ${BUDGETS.maxP99Growth} x p99 at 10k (full mix)`,
      failing: small
        ? data.filter((row) => !(row.growth <= BUDGETS.maxP99Growth)).map((row) => row.name)
        : ['not measured (no 10k run)'],
    },
    {
      budget: '0 errors (every phase, 1M and 10k)',
      failing: [
        ...(errorsLarge.count ? [`${errorsLarge.count} at 1M`] : []),
        ...(errorsSmall.count ? [`${errorsSmall.count} at 10k`] : []),
      ],
      // A few of the failed calls (method, URL, status, start of the reply), to see what failed and why.
      details: [...errorsLarge.samples, ...errorsSmall.samples],
    },
    {
      budget: `server RSS <= ${BUDGETS.maxRssBytes / 1024 / 1024} MB`,
      failing: large.maxRss > BUDGETS.maxRssBytes ? [`${fixed(large.maxRss / 1024 / 1024)} MB`] : [],
    },
    {
      budget: `ready <= ${BUDGETS.maxReadySeconds} s on an existing data directory`,
      failing: large.readySeconds > BUDGETS.maxReadySeconds ? [`${fixed(large.readySeconds, 1)} s`] : [],
    },
  ];
  return checks.map((check) => ({ ...check, pass: check.failing.length === 0 }));
}

const HEADER = [
  'call type',
  'alone req/s',
  'x health',
  'alone p99',
  'alone CPU ms/call (server + PG + load)',
  'mix req/s',
  'mix p50',
  'mix p95',
  'mix p99',
  'errors',
  'p99 10k',
  'p99 1M/10k',
];

const cells = (row) => [
  row.name,
  fixed(row.aloneRps),
  // Rounded down, so a share just under the 25 % budget never reads as 25 %.
  row.share === undefined ? '-' : `${Math.floor(row.share * 100)} %`,
  fixed(row.aloneP99, 1),
  row.aloneCpu
    ? [row.aloneCpu.server, row.aloneCpu.postgres, row.aloneCpu.load].map((ms) => fixed(ms, 2)).join(' + ')
    : '-',
  fixed(row.mixRps),
  fixed(row.p50, 1),
  fixed(row.p95, 1),
  fixed(row.p99, 1),
  String(row.errors),
  fixed(row.p99At10k, 1),
  fixed(row.growth, 2),
];

const REPEATED_HEADER = ['repeated identical call (autocannon)', 'req/s', 'p50', 'p97.5', 'p99', 'errors'];
const repeatedCells = (row) => [
  row.name,
  fixed(row.rps),
  fixed(row.p50),
  fixed(row.p97_5),
  fixed(row.p99),
  String(row.errors),
];

function text(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((line) => line[i].length)));
  return all
    .map((line) =>
      line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    )
    .join('\n');
}

function markdown(header, rows) {
  const line = (values) => `| ${values.join(' | ')} |`;
  return [line(header), line(header.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

// The 10k table has the same columns but the last two (the comparison with itself).
const SMALL_COLUMNS = HEADER.length - 2;
const smallRows = (run) => tableRows(run.small).map((row) => cells(row).slice(0, SMALL_COLUMNS));

/** `run` = { large, small } of one cache setting: the 1M table, then the 10k one. */
export const textTable = (run) =>
  [
    text(HEADER, tableRows(run.large, run.small).map(cells)),
    ...(run.small ? ['', text(HEADER.slice(0, SMALL_COLUMNS), smallRows(run))] : []),
  ].join('\n');
export const markdownTable = (run, labels = ['1M', '10k']) =>
  [
    `${labels[0]}:\n`,
    markdown(HEADER, tableRows(run.large, run.small).map(cells)),
    ...(run.small ? ['', `${labels[1]}:\n`, markdown(HEADER.slice(0, SMALL_COLUMNS), smallRows(run))] : []),
  ].join('\n');
export const repeatedText = (run) =>
  text(
    REPEATED_HEADER,
    [
      ...run.large.repeated.map((row) => ({ ...row, name: `1M ${row.name}` })),
      ...(run.small?.repeated ?? []).map((row) => ({ ...row, name: `10k ${row.name}` })),
    ].map(repeatedCells),
  );
export const repeatedMarkdown = (runs) =>
  markdown(
    [...REPEATED_HEADER.slice(0, 1), 'dataset', ...REPEATED_HEADER.slice(1)],
    runs.flatMap(({ label, run }) =>
      run.repeated.map((row) => {
        const [name, ...rest] = repeatedCells(row);
        return [name, label, ...rest];
      }),
    ),
  );

export const cacheLine = (run) =>
  run.cache
    ? `list reply caches' hit rate in the full mix (the citizen list, and the back-office list when switched on): ${fixed((run.cache.hitRate ?? NaN) * 100)} %`
    : 'reply cache hit rate not measured: /metrics did not answer, or no cached list was called';
