import { sql, type SQL } from 'drizzle-orm';
import { requests } from '../../db/schema.js';
import { literal } from './label-order.js';
import { slices, type SearchWindow } from './list-columns.js';
import { rowCondition, termsCondition } from './search-terms.js';

/**
 * How many entries of one slice the walk reads at most before reading that slice's matches through the indexes:
 * a hundred per row the page needs (a word in 1 % of the slice completes it in the walk; a rarer one has so few
 * matches there that reading them all costs less), between 1,000 and 4,000.
 */
export const PROBE_ENTRIES = 1_000;
export const probeEntries = (enough: number) =>
  Math.min(4 * PROBE_ENTRIES, Math.max(PROBE_ENTRIES, enough * 100));

/**
 * The page of a search matching more than the bound (list-query.ts), when no index gives its matches in the page's
 * order: each slice of the sort's index (list-columns.ts) is walked in order, testing each row, and stops at
 * offset + limit matches. A word matching more than a thousand requests is common, so most slices complete within
 * a few hundred entries. The walk is capped (probeEntries) per slice; a slice that reaches the cap first is
 * short of matches, so its own matches (few, by then) are read through the parts' indexes and sorted instead.
 *
 * The walk is written so that the planner cannot do otherwise: the row test stands outside the ordered, limited
 * walk (it cannot be pushed into it), so the plan is that index's walk whatever it believes the word's frequency to
 * be. (Its estimates of LIKE are poor: a fiscal-code prefix estimated at 84 rows matched 4,300, and with the test
 * inside, it read each state's whole slice and sorted it: 4 to 6 s.)
 */
export function probedWalk(window: SearchWindow, dir: SQL): SQL {
  const { limit, offset } = window;
  const enough = offset + limit;
  const parts = slices(window, dir);
  if (parts.length === 0) return sql`array[]::int8[]`;
  const cap = probeEntries(enough);
  // row_number() over the index's own order is computed as the walk goes (no sort); `n = cap` marks a
  // slice whose walk stopped at the cap (its last entry is kept whatever it matched, to say so).
  const probes = parts.map(
    (slice, i) => sql`(select ${literal(i)} as slice, * from (select ${slice.key} as sort_key,
        ${requests.requestId} as request_id, ${rowCondition(window.terms)} as hit,
        row_number() over (order by ${slice.order}) as n
      from ${requests} where ${slice.where} order by ${slice.order} limit ${cap}) as walked
      where hit or n = ${cap} limit ${enough})`,
  );
  // A short slice's matches, read only when the probe says so (the condition is evaluated once, before the scan),
  // through the parts' indexes and then sorted: with its ORDER BY inside, the planner would walk the sort's index
  // again, believing the matches dense, and read the whole slice (OFFSET 0 keeps the read apart from the sort).
  const reads = parts.map(
    (slice, i) => sql`(select * from (select ${slice.key} as sort_key, ${requests.requestId} as request_id
        from ${requests} where ${termsCondition(window.terms, slice.rows)}
          and ${literal(i)} in (select slice from short) offset 0) as matches
      order by sort_key ${dir}, request_id ${dir} limit ${enough})`,
  );
  return sql`(with probe as materialized (${sql.join(probes, sql` union all `)}),
    short as materialized (select slice from probe group by slice
      having bool_or(n = ${cap}) and count(*) filter (where hit) < ${enough})
    select array(select request_id from (
        select sort_key, request_id from probe where hit and slice not in (select slice from short)
        union all ${sql.join(reads, sql` union all `)}) as listed
      order by sort_key ${dir}, request_id ${dir} limit ${limit} offset ${offset}))`;
}
