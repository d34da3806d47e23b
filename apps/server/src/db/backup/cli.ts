import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.js';
import { DataDirectoryInUseError } from '../embedded.js';
import { backupDataDir, backupUrl, type BackupResult } from './backup.js';
import { BackupError } from './format.js';
import { restoreBackup } from './restore.js';

// Entry point of `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs), bundled
// into dist/backup.js.

export const BACKUP_USAGE = `Usage: npm run backup -- [file] [--data-dir <dir>]

Writes a consistent backup of the portal database to <file> (default: backups/suap-<date-time>.backup.gz).
Works while the portal runs (it keeps serving) and while it is stopped. The database is the embedded one of
--data-dir, else of DATA_DIR (default ./data); with DATABASE_URL set and no --data-dir, that database.`;

export const RESTORE_USAGE = `Usage: npm run restore -- <file> [--data-dir <dir>]

Restores a backup into a new embedded database in <dir> (default: DATA_DIR, ./data), which must not exist or
be empty: a restore never overwrites data. Then start the portal on it: DATA_DIR=<dir> npm start.`;

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;

const defaultBackupFile = (now: Date) =>
  path.join(
    'backups',
    `suap-${now
      .toISOString()
      .replace(/:/g, '-')
      .replace(/\.\d+Z$/, 'Z')}.backup.gz`,
  );

class UsageError extends Error {}

function parse(argv: string[], maxPositionals: number) {
  try {
    const parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (parsed.positionals.length > maxPositionals) {
      throw new UsageError(`Unexpected argument: ${parsed.positionals[maxPositionals]}`);
    }
    return {
      file: parsed.positionals[0],
      dataDir: parsed.values['data-dir'],
      help: parsed.values.help === true,
    };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

// Only DATA_DIR and DATABASE_URL matter here. The production start-up checks (identity providers, https base
// URL) are about serving, and must not stop an operator taking a backup from a shell without them.
const settings = () => loadConfig(undefined, { NODE_ENV: 'development' });

/** Runs `backup` or `restore` with its arguments; returns the exit code (0, 1 failure, 2 bad usage). */
export async function runCli(
  command: 'backup' | 'restore',
  argv: string[],
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  err: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<number> {
  const usage = command === 'backup' ? BACKUP_USAGE : RESTORE_USAGE;
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    const args = parse(argv, 1);
    if (args.help) {
      out(usage);
      return 0;
    }
    if (command === 'backup') {
      const file = args.file ?? defaultBackupFile(new Date());
      const config = args.dataDir === undefined ? settings() : undefined;
      let result: BackupResult;
      if (config?.DATABASE_URL) {
        out('Backing up the database of DATABASE_URL...');
        result = await backupUrl(config.DATABASE_URL, file);
      } else {
        const dataDir = path.resolve(args.dataDir ?? config!.dataDir);
        out(`Backing up the portal database of ${dataDir}...`);
        result = await backupDataDir(dataDir, file);
      }
      const how = { running: 'from the running portal', started: 'portal stopped', url: 'DATABASE_URL' }[
        result.source
      ];
      out(
        `Backup written to ${result.file} (${how}): ${result.tables} tables, ${result.rows} rows, ` +
          `${sizeOf(result.bytes)}, in ${seconds()}.`,
      );
      out(`Restore it with: npm run restore -- ${result.file} --data-dir <new directory>`);
      return 0;
    }
    if (args.file === undefined) throw new UsageError('Name the backup file to restore.');
    const dataDir = path.resolve(args.dataDir ?? settings().dataDir);
    out(`Restoring ${path.resolve(args.file)} into ${dataDir}...`);
    const result = await restoreBackup(args.file, dataDir);
    out(
      `Restored the backup of ${result.header.takenAt}: ${result.tables} tables, ${result.rows} rows, in ${seconds()}.`,
    );
    out(`Start the portal on it with: DATA_DIR=${result.dataDir} npm start`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (
      error instanceof BackupError ||
      error instanceof DataDirectoryInUseError ||
      error instanceof ConfigError
    ) {
      err(error.message);
      return 1;
    }
    err(`The ${command} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}
