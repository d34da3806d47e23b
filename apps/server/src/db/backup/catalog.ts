import type pg from 'pg';

export interface TableInfo {
  schema: string;
  name: string;
  /** Every column, in table order: the fields of the row's text form. */
  columns: string[];
  /** The columns an insert may set (not generated ones). */
  insertable: string[];
}

export interface SequenceInfo {
  schema: string;
  name: string;
}

// Objects of the application: not the system catalogs, not those an extension (pg_trgm) owns.
const APPLICATION_OBJECT = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
  and not exists (select 1 from pg_depend d
    where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

/** Ordinary tables (partitions included: they hold the rows of a partitioned table). */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<TableInfo>(`
    select n.nspname as schema, c.relname as name,
      array(select a.attname from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum)::text[] as columns,
      array(select a.attname from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum)::text[] as insertable
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and ${APPLICATION_OBJECT}
    order by 1, 2`);
  return rows;
}

export async function listSequences(client: pg.ClientBase): Promise<SequenceInfo[]> {
  const { rows } = await client.query<SequenceInfo>(`
    select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and ${APPLICATION_OBJECT}
    order by 1, 2`);
  return rows;
}
