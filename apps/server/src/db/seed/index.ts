import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { seedBusinessRegistry } from './business-registry.js';
import { seedDemoRequests } from './demo-requests.js';
import { seedDemoUsers } from './demo-users.js';
import { buildGeography, seedGeography, type Geography } from './geography.js';
import { seedInitiatives } from './initiatives.js';
import { seedLookups } from './lookups.js';
import { seedPublicServiceMapping } from './public-service.js';
import type { Executor } from './sql-helpers.js';
import { buildSuapOffices, seedSuapOffices, type SuapOffices } from './suap-offices.js';

export { DEV_ACCOUNTS, findDevAccount, type DevAccount } from './dev-accounts.js';
export { DEMO_REQUESTS } from './demo-requests-data.js';
export { STARTUP_SERVICE_NAME_IT } from './lookups.js';

export interface ReferenceSeedOptions {
  /** IPA code of the administration running the portal (configuration IPA_CODE). */
  ipaCode?: string;
}

export interface DemoSeedOptions {
  /** The day the demo history is relative to; today by default. */
  now?: Date;
}

// Seeds run at every start, possibly on several instances at once: one transaction each (all or nothing),
// serialised by an advisory lock, inserting only what is missing (a second run changes nothing).
async function inSeedTransaction(db: Db, work: (tx: Executor) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('suap-seed'))`);
    await work(tx);
  });
}

// The 7,900 municipalities and their SUAP assignments are most of the seeding time. When the same set is
// already there (same count and ids), inserting would skip every row anyway: skip the statements instead.
async function placesAlreadySeeded(
  tx: Executor,
  geography: Geography,
  offices: SuapOffices,
): Promise<boolean> {
  const result = await tx.execute<{ municipalities: number; id_sum: number; served: number }>(sql`select
    (select count(*) from municipalities)::int as municipalities,
    (select coalesce(sum(municipality_id), 0) from municipalities)::int8 as id_sum,
    (select count(*) from suap_municipalities)::int as served`);
  const [row] = result.rows;
  const expectedIdSum = geography.municipalities.reduce((sum, town) => sum + town.municipalityId, 0);
  return (
    row?.municipalities === geography.municipalities.length &&
    Number(row.id_sum) === expectedIdSum &&
    row.served === offices.served.length
  );
}

/** Lookup tables, geography, SUAP offices, initiatives and public-service mapping: what production needs too. */
export async function seedReferenceData(db: Db, options: ReferenceSeedOptions = {}): Promise<void> {
  const geography = buildGeography();
  const offices = buildSuapOffices(geography);
  await inSeedTransaction(db, async (tx) => {
    await seedLookups(tx);
    if (!(await placesAlreadySeeded(tx, geography, offices))) {
      await seedGeography(tx, geography);
      await seedSuapOffices(tx, offices);
    }
    await seedInitiatives(tx);
    await seedPublicServiceMapping(tx, options.ipaCode ?? 'c_h501');
  });
}

/**
 * The portal users of the development accounts, their requests and the invented companies the local
 * legal-representative check answers from (production asks a real registry: LEGAL_REP_CHECK_URL). Needs the
 * reference data.
 */
export async function seedDemoData(db: Db, options: DemoSeedOptions = {}): Promise<void> {
  await inSeedTransaction(db, async (tx) => {
    await seedBusinessRegistry(tx);
    const userIds = await seedDemoUsers(tx);
    await seedDemoRequests(tx, userIds, options.now ?? new Date());
  });
}
