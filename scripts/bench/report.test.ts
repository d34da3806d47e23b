// The budgets of issue 25 as the benchmark checks them: a run that meets them passes, and each kind of miss
// (a call type below a quarter of health, a p99 over 100 ms, p99 growing with the data, any error) fails.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the benchmark, without type declarations
import { checkBudgets, markdownTable, tableRows, textTable } from './report.mjs';
// @ts-expect-error -- idem
import { CALL_TYPES } from './workload.mjs';

type Entry = { rps: number; p50: number; p95: number; p99: number; errors: number; errorSamples: string[] };
const entry = (rps: number, p99: number, errors = 0): Entry => ({
  rps,
  p50: p99 / 4,
  p95: p99 / 2,
  p99,
  errors,
  errorSamples: errors ? ['GET /x -> 500'] : [],
});
const ids: string[] = CALL_TYPES.map((type: { id: string }) => type.id).filter(
  (id: string) => id !== 'health',
);

function run({ rps = 2000, p99 = 40, tweak = (_: Record<string, Entry>) => {} } = {}) {
  const alone: Record<string, Entry & { others: Record<string, Entry> }> = {};
  const mix: Record<string, Entry> = {};
  for (const id of ids) {
    mix[id] = entry(rps / 10, p99);
    alone[id] = { ...entry(rps, p99), others: {} };
  }
  tweak(mix);
  for (const id of ids) alone[id].others = { [id]: alone[id] };
  const health = entry(5000, 20);
  return {
    health: { before: health, after: health, rps: 5000 },
    alone,
    mix: { rps, byType: mix },
    repeated: [],
    maxRss: 200 * 1024 * 1024,
    readySeconds: 5,
  };
}
const failing = (checks: { budget: string; pass: boolean }[]) =>
  checks.filter((check) => !check.pass).map((check) => check.budget);

describe('benchmark budgets', () => {
  it('pass when every call type meets them', () => {
    expect(failing(checkBudgets(run(), run()))).toEqual([]);
    expect(textTable({ large: run(), small: run() })).toContain('back office: name search');
    // Both datasets get their own table: req/s, p50/p95/p99 and errors at 1M and at 10k.
    const tables = markdownTable({ large: run(), small: run() }).split('\n\n10k:\n\n');
    expect(tables).toHaveLength(2);
    for (const table of tables) expect(table).toContain('| mix p50 | mix p95 | mix p99 | errors |');
  });

  it('fail a call type under a quarter of health throughput in the same run', () => {
    const large = run();
    large.alone.staffName.rps = 1000; // 20 % of 5000
    expect(failing(checkBudgets(large, run()))).toEqual([expect.stringContaining('25 % of health')]);
  });

  it('fail a p99 over 100 ms, and a p99 at 1M more than 1.5 x the one at 10k', () => {
    const slow = run({ tweak: (mix) => void (mix.staffList.p99 = 150) });
    expect(failing(checkBudgets(slow, run()))).toEqual([
      expect.stringContaining('p99 <= 100 ms'),
      expect.stringContaining('1.5 x p99 at 10k'),
    ]);
    const grown = run({ tweak: (mix) => void (mix.suapText.p99 = 80) });
    expect(failing(checkBudgets(grown, run({ p99: 40 })))).toEqual([expect.stringContaining('1.5 x')]);
  });

  it('fail on any error, also one of the writes mixed into another phase or one at 10k', () => {
    const small = run();
    small.alone.citizenList.others.citizenSave = entry(100, 30, 2);
    const checks = checkBudgets(run(), small);
    expect(failing(checks)).toEqual(['0 errors (every phase, 1M and 10k)']);
    const errors = checks.find((check: { pass: boolean }) => !check.pass);
    expect(errors.failing).toEqual(['2 at 10k']);
    expect(errors.details).toEqual(['GET /x -> 500']); // what failed, for the reader of the report
  });

  it('report the share of health and the growth per call type', () => {
    const rows = tableRows(run(), run({ p99: 20 }));
    const name = rows.find((row: { id: string }) => row.id === 'staffName');
    expect(name.share).toBeCloseTo(0.4);
    expect(name.growth).toBeCloseTo(2);
  });
});
