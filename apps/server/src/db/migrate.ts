import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '../paths.js';
import type { Db } from './client.js';

/**
 * Applies the committed migrations. Several instances may start together on an empty database: an advisory
 * lock held for the transaction lets one migrate while the others wait, then find nothing left to do.
 */
export async function runMigrations(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('suap-migrate'))`);
    // A transaction is a database to drizzle's migrate(): its migrations run inside this one, under the lock.
    await migrate(tx, { migrationsFolder });
  });
}
