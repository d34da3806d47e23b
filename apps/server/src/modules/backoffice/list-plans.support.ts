import { SENT_REQUEST_STATES, type RequestSortField, type RequestStateId } from '@suap/shared';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

// The generated table of list-plans.test.ts, and what its assertions read of plans and of a plain ORDER BY.

export const ROWS = 60_000;
/** Operators in charge of requests ("assigned to me"): a few thousand requests each. */
export const OPERATORS = 4;
/** Citizens owning the requests, ten each as in the benchmark dataset (a citizen's own list reads ten rows). */
export const OWNERS = ROWS / 10;

/**
 * Fills the (empty) requests table with ROWS generated requests, in the shares of the benchmark dataset, and what
 * the triggers would have kept.
 */
export async function generateRequests(database: Pick<Database, 'db'>) {
  const { db } = database;
  // Shares of states as in the benchmark dataset: 10 % drafts, 5 % deleted, 20 % sent, 20 % in the procedure's
  // states 6-10, 25 % accepted, 20 % rejected; the procedure's requests and the newest tenth of the decided
  // ones have one of OPERATORS operators in charge (~2,500 each). Row triggers are off for the load (replica
  // role, this transaction only): the trigger-kept copies (names, SUAP, search text) are written directly,
  // and the state counters redone below.
  await db.execute(sql`insert into users (first_name, last_name, fiscal_code, profile_id, active)
    select 'Operatore', 'N' || k, 'OPRTST70A01H50' || lpad(k::text, 2, '0'), 3, 1
    from generate_series(1, ${OPERATORS}) as k`);
  await db.execute(sql`insert into users (first_name, last_name, fiscal_code, profile_id, active)
    select 'Cittadino', 'N' || k, 'CTZTST' || lpad(k::text, 10, '0'), 1, 1 from generate_series(1, ${OWNERS}) as k`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with kinds as (select array_agg(type_of_service_id order by type_of_service_id) as ids from types_of_service),
      owners as (select array_agg(user_id order by user_id) as ids from users where fiscal_code like 'CTZTST%'),
      operators as (select array_agg(user_id order by user_id) as ids from users where fiscal_code like 'OPRTST%')
      insert into requests (type_of_service_id, state_id, user_id, reference_code, sent_request_date, created_on,
        updated_on, owner_first_name, owner_last_name, suap_name, fiscal_code, search_text, assignee_user_id)
      select kinds.ids[1 + g % cardinality(kinds.ids)], s.state_id, owners.ids[1 + g % ${OWNERS}], r.code, r.sent, r.created,
        r.created + interval '1 hour', r.first, r.last, r.suap, r.fc,
        lower(concat_ws(' ', r.code, r.first, r.last, r.suap, case when s.state_id >= 3 then r.fc end)),
        case when s.state_id >= 6 or (s.state_id in (4, 5) and g > ${ROWS * 0.9})
          then operators.ids[1 + g % ${OPERATORS}] end
      from kinds, owners, operators, generate_series(1, ${ROWS}) as g
      cross join lateral (select case when g % 40 < 4 then 1 when g % 40 < 6 then 2 when g % 40 < 14 then 3
        when g % 40 < 18 then 6 when g % 40 < 20 then 7 when g % 40 < 21 then 8 when g % 40 < 22 then 9
        when g % 40 < 23 then 10 when g % 40 < 33 then 4 else 5 end as state_id) as s
      cross join lateral (select
        case when s.state_id >= 3 then 'SUAP-2025-' || lpad(g::text, 6, '0') end as code,
        case when s.state_id >= 3 then now() - make_interval(mins => g) end as sent,
        now() - make_interval(mins => g + 30) as created,
        (array['Mario','Luca','Giulia','Anna','Marco','Sara','Paolo','Elena'])[1 + g % 8] as first,
        (array['Rossi','Bianchi','Verdi','Russo','Ferrari','Esposito','Romano','Gallo','Conti','Greco'])
          [1 + (g / 8) % 10] || (g % 37)::text as last,
        -- 40 SUAP names, 8 per town: a town's name is a word whose matches cluster in the SUAP name order.
        'SUAP ' || (array['Bari','Milano','Napoli','Roma','Torino'])[1 + g % 5] || ' ' || (g % 40)::text as suap,
        -- Fiscal codes of the real shape (a complete one is looked up exactly), one per row.
        'RSSMRA' || lpad((g % 100)::text, 2, '0') || 'A' || lpad((g / 100 % 100)::text, 2, '0') || 'H'
          || lpad((g / 10000)::text, 3, '0') || 'Z' as fc) as r`);
  });
  // What the triggers would have kept too: the rest of the search text (migration 0014), and the names the
  // search finds requests through (here the generated owners' and SUAPs', which no user or SUAP row holds).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update requests as r set search_rest = requests_search_rest(r)`);
  });
  await db.execute(sql`insert into search_names (kind, name, folded)
    select distinct kind, name, suap_fold(name) from requests,
      lateral (values (1, owner_first_name), (2, owner_last_name), (3, suap_name)) as n(kind, name)
    where name is not null on conflict do nothing`);
  await db.execute(sql`update request_state_counts c set total = (select count(*) from requests r
    where r.state_id = c.state_id)`);
  await db.execute(sql`insert into request_assignee_counts (assignee_user_id, state_id, total)
    select assignee_user_id, state_id, count(*) from requests where assignee_user_id is not null group by 1, 2
    on conflict (assignee_user_id, state_id) do update set total = excluded.total`);
  await db.execute(sql`vacuum (analyze) requests`);
}

/** The window of a plan (list-query.ts's, with a plain sort). */
export interface PlainWindow {
  states: readonly RequestStateId[];
  filter?: string;
  sort: { field: RequestSortField; type: 'asc' | 'desc' };
  assignee?: number;
}

// The entries each executed ordered walk of this index read (EXPLAIN ANALYZE: Index Scan or Index Only Scan, not
// the Bitmap Index Scans that collect a search's matches): the rows it returned and those its filter removed
// (listed under the node, before the next `->`).
export function walksOf(plan: string, index: RegExp): number[] {
  const lines = plan.split('\n');
  return lines.flatMap((line, i) => {
    const returned = /actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+)/.exec(line);
    if (!/(^|->)\s*Index (Only )?Scan/.test(line) || !index.test(line) || !returned) return [];
    const details = lines.slice(i + 1);
    const end = details.findIndex((detail) => detail.includes('->'));
    const removed = (end < 0 ? details : details.slice(0, end))
      .map((detail) => /Rows Removed by Filter: (\d+)/.exec(detail)?.[1])
      .find(Boolean);
    return [Number(returned[1]) + Number(removed ?? 0)];
  });
}

export const PLAIN_COLUMNS: Partial<Record<RequestSortField, string>> = {
  requestId: 'request_id',
  referenceCode: 'reference_code',
  createdOn: 'created_on',
  'user.lastName': 'owner_last_name',
  'user.firstName': 'owner_first_name',
  'suap.name': 'suap_name',
};

// Every match in a plain ORDER BY, independently of list-query.ts: each lower-cased word found by position(),
// a request number also as an id.
export async function plainOrder(database: Pick<Database, 'pool'>, window: PlainWindow) {
  const filter = window.filter ?? '';
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const text = words.map((_, i) => `position($${i + 1} in search_text) > 0`).join(' and ');
  const id = /^\d{1,15}$/.test(filter) ? ` or request_id = ${Number(filter)}` : '';
  const dir = window.sort.type === 'desc' ? 'desc nulls last' : 'asc nulls first';
  const column = PLAIN_COLUMNS[window.sort.field];
  const mine = window.assignee === undefined ? '' : ` and assignee_user_id = ${window.assignee}`;
  const { rows } = await database.pool.query<{ request_id: string }>(
    `select request_id from requests where state_id in (${window.states.join(',')}) and ((${text || 'true'})${id})${mine}
      order by ${column} ${dir}, request_id ${dir}`,
    words,
  );
  return rows.map((row) => Number(row.request_id));
}

/** The generic plan of a statement with these values, on a connection of `pool`. */
export async function planOf(pool: pg.Pool, text: string, values: unknown[]): Promise<string> {
  const client = await pool.connect();
  try {
    // Its own name, dropped after: the pool's client keeps the statements the list prepared under theirs.
    await client.query(`prepare planned as ${text}`);
    const literals = values.map((value) => (value === null ? 'null' : client.escapeLiteral(textOf(value))));
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off) execute planned(${literals.join(', ')})`,
    );
    await client.query('deallocate planned');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}
/** A value as PostgreSQL reads it from text: an array as its literal. */
const textOf = (value: unknown): string =>
  Array.isArray(value)
    ? `{${value.map((item) => (item === null ? 'NULL' : `"${String(item).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`
    : String(value);

export const STATE_SETS: RequestStateId[][] = [[...SENT_REQUEST_STATES], [1], [2], [3], [4], [6], [9]];
// A Sort (or Incremental Sort) node: its input is not in the page's order, so all of it is read.
export const SORT_NODE = /(^|->)\s*(Incremental )?Sort \(actual/m;
// Label sorts may sort the few rows their per-label walks return, never a scan's output.
export const SORTS_A_SCAN =
  /Sort \(actual[^\n]*\n(\s+(Sort Key|Sort Method|Presorted Key|Full-sort|Pre-sorted)[^\n]*\n)*\s+->\s+(Index|Seq|Bitmap)/;
export const INDEX_OF: Record<RequestSortField, RegExp> = {
  requestId: /requests_state_idx/,
  referenceCode: /requests_bo_reference_code_idx/,
  sentRequestDate: /requests_bo_sent_idx/,
  updatedOn: /requests_bo_updated_idx/,
  createdOn: /requests_bo_created_idx/,
  'user.firstName': /requests_bo_first_name_idx/,
  'user.lastName': /requests_bo_last_name_idx/,
  'suap.name': /requests_bo_suap_name_idx/,
  stateOfRequest: /requests_state_idx/,
  typeOfService: /requests_bo_type_idx/,
};
export const MINE_INDEX_OF: Record<RequestSortField, RegExp> = {
  requestId: /requests_assignee_idx/,
  referenceCode: /requests_mine_reference_code_idx/,
  sentRequestDate: /requests_mine_sent_idx/,
  updatedOn: /requests_mine_updated_idx/,
  createdOn: /requests_mine_created_idx/,
  'user.firstName': /requests_mine_first_name_idx/,
  'user.lastName': /requests_mine_last_name_idx/,
  'suap.name': /requests_mine_suap_name_idx/,
  stateOfRequest: /requests_assignee_idx/,
  typeOfService: /requests_assignee_idx/,
};
