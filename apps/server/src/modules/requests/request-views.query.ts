import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { referenceCatalogs } from '../../db/reference-catalog.js';
import { batchLoader } from '../../lib/batch-loader.js';
import { VIEW_COLUMNS, VIEW_WIDTH, viewJoins, viewRows, type RequestViewRow } from './request-view-rows.js';

export type { RequestViewRow };

export interface OwnViewsFilter {
  userId: number;
  typeOfServiceId?: number;
  stateId?: number;
  includeDeleted: boolean;
  limit: number;
  offset: number;
}

/** A named statement: PostgreSQL parses and plans it once per connection, then reuses the plan. */
export interface Named {
  name: string;
  text: string;
}

// One array parameter, whatever the page size, so a single statement serves every page.
const BY_IDS: Named = {
  name: 'request_views_by_ids',
  text: `select ${VIEW_COLUMNS} from ${viewJoins('requests')} where r.request_id = any($1::int8[])`,
};

/** The conditions of a citizen's own list; the parameters are the filter's values in the order of `ownValues`. */
function ownShape(filter: OwnViewsFilter) {
  const conditions = ['r.user_id = $1'];
  let next = 2;
  if (filter.typeOfServiceId !== undefined) conditions.push(`r.type_of_service_id = $${next++}`);
  if (filter.stateId !== undefined) conditions.push(`r.state_id = $${next++}`);
  if (!filter.includeDeleted) conditions.push('r.state_id <> 2');
  const name = [
    filter.typeOfServiceId !== undefined ? '_by_type' : '',
    filter.stateId !== undefined ? '_by_state' : '',
    filter.includeDeleted ? '' : '_live',
  ].join('');
  return { where: conditions.join(' and '), next, name };
}

/**
 * One page of the private area's list, with the number of matching requests on every row (the window count is
 * taken before LIMIT, so one statement serves page and total). Newest first; narrowed to one state, most
 * recently changed first, so the draft to resume is the first row of the drafts. Each combination of conditions
 * is its own statement.
 */
function ownPage(filter: OwnViewsFilter): Named {
  const { where, next, name } = ownShape(filter);
  const order = filter.stateId !== undefined ? 'r.updated_on desc, r.request_id desc' : 'r.request_id desc';
  return {
    name: `own_request_page${name}`,
    text: `select ${VIEW_COLUMNS}, count(*) over () from ${viewJoins('requests')}
      where ${where} order by ${order} limit $${next} offset $${next + 1}`,
  };
}

/** The total alone, for a page past the last one (it has no row to carry the window count). */
function ownCount(filter: OwnViewsFilter): Named {
  const { where, name } = ownShape(filter);
  return { name: `own_request_count${name}`, text: `select count(*) from requests r where ${where}` };
}

const ownValues = (filter: OwnViewsFilter) =>
  [filter.userId, filter.typeOfServiceId, filter.stateId].filter((value) => value !== undefined);

/** The page statement of a citizen's own list and its values, as the hot reads run it (for plan tests). */
export const ownPageStatement = (filter: OwnViewsFilter) => ({
  ...ownPage(filter),
  values: [...ownValues(filter), filter.limit, filter.offset],
});

/**
 * The reads of request views: named prepared statements on the pool, rows as arrays mapped by position
 * (request-view-rows.ts); the reference rows come from the process's catalog of the version each statement read.
 * The names are fixed, so every instance prepares the same text under the same name.
 */
export function preparedRequestViews(db: Db) {
  const catalogs = referenceCatalogs(db);
  // Reads on the hot-path read connections (planned once: Database.hotReads), batch writes on theirs
  // (Database.batchWrites).
  const rowsOf = async (statement: Named, values: unknown[], pool = db.$reads) =>
    (await pool.query<unknown[]>({ ...statement, values, rowMode: 'array' })).rows;
  // The requests opened during one turn of the event loop are read by one statement (lib/batch-loader.ts): under
  // load a round trip per request cost both processes more than the rows themselves.
  const opened = batchLoader(async (ids: number[]) => {
    const rows = await viewRows(await rowsOf(BY_IDS, [ids]), catalogs);
    return new Map(rows.map((row) => [row.request.requestId, row]));
  });

  /**
   * The views a named statement reads (its columns begin with VIEW_COLUMNS: writes that answer with the view, say),
   * each with the columns the statement adds after them.
   */
  const run = async (statement: Named, values: unknown[]) => {
    const rows = await rowsOf(statement, values, db.$writes);
    const views = await viewRows(rows, catalogs);
    return views.map((view, i) => ({ view, extra: rows[i]!.slice(VIEW_WIDTH) }));
  };

  return {
    run,
    /**
     * Runs a statement that writes several requests and answers their views, each with its input's position
     * (1-based, the column after VIEW_COLUMNS): the inputs go in request order, so that the rows are locked in
     * that order and two such statements never wait for each other in a circle. Answers each input's view (none
     * when its write did not apply) in the order of `inputs`.
     */
    async perInput<I extends { requestId: number }>(
      statement: Named,
      inputs: readonly I[],
      valuesOf: (sorted: I[]) => unknown[],
    ): Promise<(RequestViewRow | undefined)[]> {
      const order = inputs
        .map((input, i) => ({ input, i }))
        .sort((a, b) => a.input.requestId - b.input.requestId);
      const written = await run(statement, valuesOf(order.map((entry) => entry.input)));
      const byPosition = new Map(written.map(({ view, extra }) => [Number(extra[0]), view]));
      const results: (RequestViewRow | undefined)[] = [];
      order.forEach((entry, position) => (results[entry.i] = byPosition.get(position + 1)));
      return results;
    },
    byId: async (requestId: number): Promise<RequestViewRow[]> => {
      const row = await opened.load(requestId);
      return row ? [row] : [];
    },
    /** The views of these requests, in no particular order. */
    byIds: async (ids: number[]) => viewRows(await rowsOf(BY_IDS, [ids]), catalogs),
    /** In a transaction: its own changes show (a plain statement, planned each time). */
    async inTransaction(tx: Executor, requestId: number): Promise<RequestViewRow | undefined> {
      const result = await tx.execute(
        sql`select ${sql.raw(VIEW_COLUMNS)} from ${sql.raw(viewJoins('requests'))} where r.request_id = ${requestId}`,
      );
      const [row] = await viewRows(result.rows, catalogs, tx);
      return row;
    },
    /** One page of a citizen's own requests and how many there are in all. */
    async own(filter: OwnViewsFilter): Promise<{ rows: RequestViewRow[]; total: number }> {
      const { values, ...statement } = ownPageStatement(filter);
      const found = await rowsOf(statement, values);
      if (found.length === 0 && filter.offset > 0) {
        const [counted] = await rowsOf(ownCount(filter), ownValues(filter));
        return { rows: [], total: Number(counted?.[0] ?? 0) };
      }
      return { rows: await viewRows(found, catalogs), total: Number(found[0]?.[VIEW_WIDTH] ?? 0) };
    },
  };
}
