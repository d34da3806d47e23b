import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { listSequences, listTables } from './catalog.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  qualified,
  SESSION_SETTINGS,
  type BackupHeader,
} from './format.js';

const FETCH_ROWS = 1_000;

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  bytes: number;
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/**
 * Writes every row of the database behind `connectionString` to `file` (which must not exist), as seen by one
 * snapshot: a REPEATABLE READ, READ ONLY transaction, with the tables locked against schema changes (a
 * migration) for its duration, as pg_dump does. Writers go on meanwhile; none of their later commits is in the
 * file. The file appears only once complete (written beside it, then linked into place).
 */
export async function dumpDatabase(connectionString: string, file: string): Promise<BackupSummary> {
  const target = path.resolve(file);
  if (await exists(target)) {
    throw new BackupError(`${target} already exists: a backup never overwrites a file. Choose another name.`);
  }
  await fs.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;

  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined);
  await client.connect();
  let rows = 0;
  try {
    await client.query(SESSION_SETTINGS);
    await client.query('begin isolation level repeatable read, read only');
    const header = await readHeader(client);
    const lines = async function* () {
      yield `${JSON.stringify(header)}\n`;
      for (const [index, table] of header.tables.entries()) {
        yield `${JSON.stringify({ table: index })}\n`;
        await client.query(
          `declare backup_rows no scroll cursor for select t::text as r from only ${qualified(table)} t`,
        );
        let count = 0;
        for (;;) {
          const batch = await client.query<{ r: string }>(`fetch forward ${FETCH_ROWS} from backup_rows`);
          if (batch.rows.length === 0) break;
          count += batch.rows.length;
          yield batch.rows.map((row) => `${JSON.stringify(row.r)}\n`).join('');
        }
        await client.query('close backup_rows');
        rows += count;
        yield `${JSON.stringify({ rows: count })}\n`;
      }
      yield `${JSON.stringify({ end: header.tables.length })}\n`;
    };
    try {
      await pipeline(
        Readable.from(lines()),
        createGzip(),
        // Personal data: readable by the operator only.
        createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
      );
      const handle = await fs.open(partial, 'r+');
      await handle.sync();
      await handle.close();
      // link, not rename: fails instead of replacing a file created at that path meanwhile.
      await fs.link(partial, target);
    } finally {
      await fs.rm(partial, { force: true });
    }
    await client.query('commit');
    return { file: target, tables: header.tables.length, rows, bytes: (await fs.stat(target)).size };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function readHeader(client: pg.Client): Promise<BackupHeader> {
  const tables = await listTables(client);
  const migrationsTable = tables.find((t) => t.schema === 'drizzle' && t.name === '__drizzle_migrations');
  if (!migrationsTable) {
    throw new BackupError(
      'The database has no portal schema (no migration was ever applied): there is nothing to back up.',
    );
  }
  await client.query(`lock table ${tables.map(qualified).join(', ')} in access share mode`);
  const migrations = await client.query<{ hash: string; createdAt: string }>(
    `select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at, id`,
  );
  const sequences = [];
  for (const sequence of await listSequences(client)) {
    const { rows } = await client.query<{ lastValue: string; isCalled: boolean }>(
      `select last_value::text as "lastValue", is_called as "isCalled" from ${qualified(sequence)}`,
    );
    sequences.push({ ...sequence, ...rows[0]! });
  }
  const version = await client.query<{ server_version: string }>('show server_version');
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    takenAt: new Date().toISOString(),
    postgresVersion: version.rows[0]!.server_version,
    migrations: migrations.rows,
    tables: tables.map(({ schema, name, columns }) => ({ schema, name, columns })),
    sequences,
  };
}
