import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { pgError } from '../../db/pg-errors.js';
import { migrationsFolder } from '../../paths.js';

export type CheckResult = 'ok' | 'failing' | 'not checked';

export interface Readiness {
  database: CheckResult;
  migrations: CheckResult;
  /** 'failing' once the server has begun to shut down. */
  lifecycle: CheckResult;
}

/**
 * The `when` of the newest migration in the journal the server was built with: drizzle records it as
 * `created_at` of the row it writes when it applies that migration, so the database is up to date when it has a
 * row at least this new.
 */
export function newestMigrationMillis(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

const UNDEFINED_TABLE = '42P01';

/**
 * One round trip answers both database checks: the query needs a working connection, and it reads the newest
 * migration applied. The migrations table missing means nothing was applied, not that the database is down.
 */
export async function checkDatabase(
  pool: pg.Pool,
  newestMigration: number,
): Promise<Pick<Readiness, 'database' | 'migrations'>> {
  try {
    const result = await pool.query<{ newest: number | null }>(
      'select max(created_at) as newest from drizzle.__drizzle_migrations',
    );
    const applied = Number(result.rows[0]?.newest ?? 0);
    return { database: 'ok', migrations: applied >= newestMigration ? 'ok' : 'failing' };
  } catch (error) {
    if (pgError(error)?.code === UNDEFINED_TABLE) return { database: 'ok', migrations: 'failing' };
    return { database: 'failing', migrations: 'not checked' };
  }
}

const EXPLANATIONS: Record<keyof Readiness, string> = {
  lifecycle: 'the server is shutting down',
  database: 'the database is not reachable',
  migrations: 'the database migrations are not all applied',
};

/** The reply's description: the first failing check by name, or that all passed. */
export function describeReadiness(checks: Readiness): { ready: boolean; description: string } {
  const failing = (Object.keys(EXPLANATIONS) as (keyof Readiness)[]).find(
    (name) => checks[name] === 'failing',
  );
  return failing
    ? { ready: false, description: `Not ready (${failing}): ${EXPLANATIONS[failing]}` }
    : { ready: true, description: 'Ready: the database is reachable and its migrations are applied' };
}
