import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.js';

// Seeding runs inside one transaction: every helper takes the database or that transaction.
export type { Executor };

/**
 * Inserts the rows that are not there yet (any unique or primary-key conflict is skipped). Rows already
 * present are left untouched, so data edited after seeding is never overwritten. The rows travel as one
 * JSON parameter expanded by json_populate_recordset: one statement per table, whatever its size (a
 * multi-row VALUES insert of the 7,900 municipalities took most of a second to build and bind).
 * Columns absent from every row get their defaults; a key missing from only some rows becomes null there.
 */
export async function insertMissing<T extends PgTable>(
  db: Executor,
  table: T,
  rows: ReadonlyArray<PgInsertValue<T>>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const sqlNames = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.name;
  });
  const records = rows.map((row) =>
    Object.fromEntries(
      keys.map((key, index) => [sqlNames[index], (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const columnList = sql.join(
    sqlNames.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${table} (${columnList})
    select ${columnList} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)
    on conflict do nothing
  `);
}

/**
 * After rows were inserted with explicit ids into an identity column, moves its sequence past the highest
 * id so that the next generated id does not collide. Never moves a sequence backwards, and does nothing
 * when it is already far enough (a second seeding leaves the sequence as it was).
 */
export async function syncIdentity(db: Executor, table: string, column: string): Promise<void> {
  await db.execute(sql`
    select setval(seq.regclass, ids.max_id)
    from (select max(${sql.identifier(column)}) as max_id from ${sql.identifier(table)}) as ids,
         (select pg_get_serial_sequence(${table}, ${column})::regclass as regclass) as seq,
         pg_sequences as s
    where ids.max_id is not null
      and format('%I.%I', s.schemaname, s.sequencename)::regclass = seq.regclass
      and (s.last_value is null or s.last_value < ids.max_id)
  `);
}
