import pg from 'pg';
import { listSequences, listTables, type TableInfo } from './catalog.js';
import {
  backupLines,
  BackupError,
  ident,
  parseHeader,
  qualified,
  SESSION_SETTINGS,
  type BackupHeader,
} from './format.js';
import { applyBackupMigrations } from './migrations.js';

const BATCH_ROWS = 1_000;
const BATCH_CHARS = 4_000_000;

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * Loads a backup into the empty database behind `connectionString` (a superuser's connection): applies the
 * backup's migrations, then, in one transaction, copies every row back and sets every sequence. Triggers and
 * foreign-key checks are off while rows go in (session_replication_role = replica): the rows are a consistent
 * snapshot already, and derived tables (request_state_counts) come from the backup as they were.
 */
export async function loadBackup(
  connectionString: string,
  file: string,
): Promise<{ tables: number; rows: number }> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(SESSION_SETTINGS);
    const lines = backupLines(file);
    const first = await lines.next();
    const header = parseHeader(first.done ? undefined : first.value, file);
    await applyBackupMigrations(client, header);

    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const targets = await matchTables(client, header);
    if (targets.length > 0) await client.query(`truncate ${targets.map(qualified).join(', ')}`);
    const rows = await loadRows(client, lines, header, targets, file);
    const sequences = new Set((await listSequences(client)).map(qualified));
    for (const sequence of header.sequences) {
      if (!sequences.has(qualified(sequence))) {
        throw new BackupError(
          `The sequence ${qualified(sequence)} of the backup does not exist after its migrations.`,
        );
      }
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await client.query('commit');
    await client.query('analyze');
    return { tables: targets.length, rows };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The restored schema's table for each table of the backup, with the same columns in the same order. */
async function matchTables(client: pg.Client, header: BackupHeader): Promise<TableInfo[]> {
  const existing = new Map((await listTables(client)).map((table) => [qualified(table), table]));
  return header.tables.map((table) => {
    const target = existing.get(qualified(table));
    if (!target || !sameColumns(target.columns, table.columns)) {
      throw new BackupError(
        `The table ${qualified(table)} of the backup does not match the schema its migrations create: ` +
          'the backed-up database had a change no migration made.',
      );
    }
    return target;
  });
}

async function loadRows(
  client: pg.Client,
  lines: AsyncGenerator<string>,
  header: BackupHeader,
  targets: TableInfo[],
  file: string,
): Promise<number> {
  const damaged = (what: string) => new BackupError(`${file} is damaged: ${what}.`);
  let table: TableInfo | undefined;
  let batch: string[] = [];
  let batchChars = 0;
  let tableRows = 0;
  let total = 0;
  let nextTable = 0;

  const flush = async () => {
    if (!table || batch.length === 0) return;
    const columns = table.insertable.map(ident);
    await client.query(
      `insert into ${qualified(table)} (${columns.join(', ')}) overriding system value
       select ${columns.map((c) => `(x).${c}`).join(', ')}
       from (select r::${qualified(table)} as x from unnest($1::text[]) as r) as backup_rows`,
      [batch],
    );
    batch = [];
    batchChars = 0;
  };

  for await (const line of lines) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw damaged('a line is not JSON');
    }
    if (typeof value === 'string') {
      if (!table) throw damaged('a row outside of any table');
      batch.push(value);
      batchChars += value.length;
      tableRows += 1;
      if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
      continue;
    }
    const marker = (value ?? {}) as { table?: unknown; rows?: unknown; end?: unknown };
    if (marker.table !== undefined) {
      if (table || marker.table !== nextTable) throw damaged('the tables are out of order');
      table = targets[nextTable];
      if (!table) throw damaged('a table the header does not name');
      nextTable += 1;
      tableRows = 0;
    } else if (marker.rows !== undefined) {
      if (!table || marker.rows !== tableRows) {
        throw damaged(
          `the table ${table ? qualified(table) : '?'} has ${tableRows} rows instead of ${String(marker.rows)}`,
        );
      }
      await flush();
      total += tableRows;
      table = undefined;
    } else if (marker.end !== undefined) {
      if (table || marker.end !== header.tables.length || nextTable !== header.tables.length) {
        throw damaged('it ends before its last table');
      }
      return total;
    } else {
      throw damaged('a line is neither a row nor a marker');
    }
  }
  throw damaged('it is incomplete (cut off before its end)');
}
