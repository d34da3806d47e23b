import { and, inArray, sql } from 'drizzle-orm';
import { referenceCounters, requests } from '../schema.js';
import type { Executor } from './sql-helpers.js';
import { DEMO_REQUESTS, type DemoRequest } from './demo-requests-data.js';

// The reference codes SUAP-YYYY-NNNNNN of the demo requests, and the counters that keep new codes clear of them.

const DAY_MS = 86_400_000;
// Calendar year in Italy, where reference codes are issued.
const romeYear = (date: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(date));

const format = (year: number, number: number) => `SUAP-${year}-${String(number).padStart(6, '0')}`;
const parse = (code: string) => {
  const match = /^SUAP-(\d{4})-(\d{6})$/.exec(code);
  return match ? { year: Number(match[1]), number: Number(match[2]) } : undefined;
};

/** Reference codes SUAP-YYYY-NNNNNN for the sent requests, numbered per year in the order they were sent. */
export function assignReferenceCodes(list: readonly DemoRequest[], today: Date): Map<number, string> {
  const codes = new Map<number, string>();
  const perYear = new Map<number, number>();
  const sent = list
    .filter((request) => request.sentDaysAgo !== undefined)
    .sort((a, b) => (b.sentDaysAgo ?? 0) - (a.sentDaysAgo ?? 0) || a.requestId - b.requestId);
  for (const request of sent) {
    const year = romeYear(new Date(today.getTime() - (request.sentDaysAgo ?? 0) * DAY_MS));
    const next = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, next);
    codes.set(request.requestId, format(year, next));
  }
  return codes;
}

/**
 * A database seeded before some demo requests existed (requests 13-18 came with issue 27) may already give one of
 * the codes computed today to another request: reference codes are unique, so the missing demo request would be
 * skipped. Such a request takes the next number of its year instead, above the year's counter and every code
 * computed here. Requests already present keep theirs (they are not inserted again).
 */
export async function freeReferenceCodes(
  db: Executor,
  codes: Map<number, string>,
): Promise<Map<number, string>> {
  if (codes.size === 0) return codes;
  const taken = await db
    .select({ requestId: requests.requestId, referenceCode: requests.referenceCode })
    .from(requests)
    .where(inArray(requests.referenceCode, [...codes.values()]));
  const present = new Set(
    (
      await db
        .select({ requestId: requests.requestId })
        .from(requests)
        .where(inArray(requests.requestId, [...codes.keys()]))
    ).map((row) => row.requestId),
  );
  const clashing = [...codes].filter(
    ([requestId, code]) =>
      !present.has(requestId) &&
      taken.some((row) => row.referenceCode === code && row.requestId !== requestId),
  );
  if (clashing.length === 0) return codes;

  const highest = new Map<number, number>();
  const raise = (year: number, number: number) => highest.set(year, Math.max(highest.get(year) ?? 0, number));
  for (const code of codes.values()) {
    const parsed = parse(code);
    if (parsed) raise(parsed.year, parsed.number);
  }
  for (const counter of await db.select().from(referenceCounters)) raise(counter.year, counter.lastValue);
  const freed = new Map(codes);
  for (const [requestId, code] of clashing) {
    const { year } = parse(code) ?? { year: 0 };
    const next = (highest.get(year) ?? 0) + 1;
    highest.set(year, next);
    freed.set(requestId, format(year, next));
  }
  return freed;
}

/**
 * Makes each year's counter at least the highest reference number of the demo requests, so new codes never
 * collide with them. Only the demo ids are read: every other code was taken from the counters themselves, and
 * reading all codes would scan the whole table at every start (10 s at a million requests).
 */
export async function syncReferenceCounters(db: Executor): Promise<void> {
  await db
    .insert(referenceCounters)
    .select(
      db
        .select({
          year: sql<number>`substring(${requests.referenceCode} from 6 for 4)::smallint`.as('year'),
          lastValue: sql<number>`max(substring(${requests.referenceCode} from 11)::integer)`.as('last_value'),
        })
        .from(requests)
        .where(
          and(
            inArray(
              requests.requestId,
              DEMO_REQUESTS.map((request) => request.requestId),
            ),
            sql`${requests.referenceCode} ~ '^SUAP-[0-9]{4}-[0-9]{6}$'`,
          ),
        )
        .groupBy(sql`1`),
    )
    .onConflictDoUpdate({
      target: referenceCounters.year,
      set: { lastValue: sql`excluded.last_value` },
      setWhere: sql`${referenceCounters.lastValue} < excluded.last_value`,
    });
}
