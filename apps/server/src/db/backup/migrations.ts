import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../../paths.js';
import { BackupError, type BackupHeader } from './format.js';

interface JournalEntry {
  when: number;
  tag: string;
}

/**
 * Creates the schema the backup's rows belong to: exactly the migrations the backed-up database had applied,
 * no later one (a later migration may transform rows, so it must run on the restored rows: the server applies
 * it at its next start). Each one must be the same file as this version of the portal has.
 */
export async function applyBackupMigrations(client: pg.Client, header: BackupHeader): Promise<void> {
  const journal = JSON.parse(
    await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: JournalEntry[];
  } & Record<string, unknown>;
  const local = new Map(journal.entries.map((entry) => [String(entry.when), entry]));
  const wanted: JournalEntry[] = [];
  for (const migration of header.migrations) {
    const entry = local.get(migration.createdAt);
    if (!entry) {
      throw new BackupError(
        `The backup was taken by another version of the portal: its migration of ${new Date(Number(migration.createdAt)).toISOString()} ` +
          "is not among this version's migrations. Restore it with the version that took it (or a later one).",
      );
    }
    const sql = await fs.readFile(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8');
    if (createHash('sha256').update(sql).digest('hex') !== migration.hash) {
      throw new BackupError(
        `The migration ${entry.tag} of this version of the portal differs from the one the backed-up database ran: ` +
          'restore the backup with the version that took it.',
      );
    }
    wanted.push(entry);
  }

  // The migrator reads a folder: give it one with just those migrations.
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'suap-restore-migrations-'));
  try {
    await fs.mkdir(path.join(folder, 'meta'));
    await fs.writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: wanted }),
    );
    for (const entry of wanted) {
      await fs.copyFile(
        path.join(migrationsFolder, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    }
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
