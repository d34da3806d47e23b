import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { adminQuery } from '../../../test/helper.js';

const urlOf = (name: string) => {
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
};

// Instances of a deployment start together, and on the first deployment the database is empty: each one
// runs the migrations at start-up, so they must take turns instead of applying the same migration twice.
describe('instances starting together on an empty database', () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const name of created) await adminQuery(`drop database if exists ${name} with (force)`);
  });

  it('all apply the migrations without failing, and the schema is complete once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const name = `suap_migrate_${randomBytes(6).toString('hex')}`;
      created.push(name);
      await adminQuery(`create database ${name}`);
      const instances = Array.from({ length: 4 }, () => connectDatabase(urlOf(name), 2));
      try {
        const outcomes = await Promise.allSettled(instances.map((instance) => runMigrations(instance.db)));
        const failures = outcomes.flatMap((outcome) =>
          outcome.status === 'rejected' ? [String(outcome.reason).slice(0, 200)] : [],
        );
        expect(failures).toEqual([]);
        const applied = await instances[0]!.pool.query(
          'select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
        );
        expect(applied.rows[0].count).toBeGreaterThan(0);
        expect(applied.rows[0].count).toBe(applied.rows[0].distinct);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    }
  }, 120_000);
});
