import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';

/**
 * A backup is a gzip file of lines, each one JSON value:
 *   1. the header (below): what was taken, from which schema version;
 *   2. per table of the header, in order: `{"table": i}`, one JSON string per row (the row's PostgreSQL text
 *      form, `t::text`, which every column type reads back exactly), then `{"rows": n}`;
 *   3. `{"end": number of tables}`, so a truncated file is never taken for a complete one.
 */
export const BACKUP_FORMAT = 'suap-portal-backup';
export const BACKUP_VERSION = 1;

/** The database the portal keeps in its embedded PostgreSQL (src/server.ts). */
export const PORTAL_DATABASE = 'suap';

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  takenAt: z.string(),
  postgresVersion: z.string(),
  /** Rows of drizzle.__drizzle_migrations: the schema the rows belong to. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.string() })),
  tables: z.array(z.object({ schema: z.string(), name: z.string(), columns: z.array(z.string()) })),
  sequences: z.array(
    z.object({ schema: z.string(), name: z.string(), lastValue: z.string(), isCalled: z.boolean() }),
  ),
});

export type BackupHeader = z.infer<typeof headerSchema>;

/** A failure the operator can act on: printed as it is, without a stack. */
export class BackupError extends Error {}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (entry: { schema: string; name: string }) =>
  `${ident(entry.schema)}.${ident(entry.name)}`;

/**
 * The same text forms on both sides: dates, intervals and numbers written by the backup are read back by the
 * restore with the same settings (what pg_dump sets too).
 */
export const SESSION_SETTINGS = [
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  'set extra_float_digits = 3',
  "set timezone = 'UTC'",
  "set client_encoding = 'UTF8'",
  'set statement_timeout = 0',
].join('; ');

/** The lines of a backup file, decompressed; a damaged or truncated file ends in a BackupError. */
export async function* backupLines(file: string): AsyncGenerator<string> {
  const gunzip = pipeline(createReadStream(file), createGunzip(), () => undefined);
  gunzip.setEncoding('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      yield* parts;
    }
  } catch (error) {
    throw new BackupError(
      `${file} cannot be read as a SUAP portal backup (${(error as Error).message}): the file is damaged or is not a backup.`,
    );
  }
  if (rest !== '') yield rest;
}

export function parseHeader(line: string | undefined, file: string): BackupHeader {
  let value: unknown;
  try {
    value = JSON.parse(line ?? '');
  } catch {
    value = undefined;
  }
  const parsed = headerSchema.safeParse(value);
  if (!parsed.success) {
    const format = (value as { format?: unknown; version?: unknown } | undefined) ?? {};
    throw new BackupError(
      format.format === BACKUP_FORMAT
        ? `${file} is a SUAP portal backup of an unsupported version (${String(format.version)}).`
        : `${file} is not a SUAP portal backup.`,
    );
  }
  return parsed.data;
}

/** Reads only the header: checks a file before anything is created for it. */
export async function readHeader(file: string): Promise<BackupHeader> {
  for await (const line of backupLines(file)) return parseHeader(line, file);
  return parseHeader(undefined, file);
}
