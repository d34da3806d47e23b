import pg from 'pg';
import { SESSION_SETTINGS } from './format.js';

/** What "the same data" means for the round-trip test (backup.test.ts). */
export interface Fingerprint {
  /** Per table: row count and md5 of all its rows' text forms, sorted. */
  tables: Record<string, { rows: number; md5: string }>;
  /** Per sequence (identity columns' included): `last_value/is_called`. */
  sequences: Record<string, string>;
  /** Columns, constraints, indexes, triggers and extensions, one line each, sorted. */
  schema: string[];
}

/**
 * Reads a database's fingerprint in one snapshot. Deliberately independent of the backup code's own catalog
 * queries (information_schema and pg_class here), so a table the backup forgot shows up as a difference.
 */
export async function fingerprint(connectionString: string): Promise<Fingerprint> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(SESSION_SETTINGS);
    await client.query('begin isolation level repeatable read, read only');
    const tables = await client.query<{ name: string }>(`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`);
    const result: Fingerprint = { tables: {}, sequences: {}, schema: [] };
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
         from only ${name} t`,
      );
      result.tables[name] = rows[0]!;
    }
    const sequences = await client.query<{ name: string }>(`
      select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' order by 1`);
    for (const { name } of sequences.rows) {
      const { rows } = await client.query<{ value: string }>(
        `select last_value::text || '/' || is_called::text as value from ${name}`,
      );
      result.sequences[name] = rows[0]!.value;
    }
    const schema = await client.query<{ line: string }>(`
      select format('column %I.%I.%I %s %s default %s', c.table_schema, c.table_name, c.column_name,
                    c.data_type, c.is_nullable, coalesce(c.column_default, '-')) as line
      from information_schema.columns c where c.table_schema not in ('pg_catalog', 'information_schema')
      union all
      select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
      from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      union all
      select format('index %s', indexdef) from pg_indexes
      where schemaname not in ('pg_catalog', 'information_schema')
      union all
      select format('trigger %s', pg_get_triggerdef(oid)) from pg_trigger where not tgisinternal
      union all
      select format('extension %s %s', extname, extversion) from pg_extension
      order by 1`);
    result.schema = schema.rows.map((row) => row.line);
    await client.query('commit');
    return result;
  } finally {
    await client.end();
  }
}
