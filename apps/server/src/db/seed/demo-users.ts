import { inArray } from 'drizzle-orm';
import { users } from '../schema.js';
import { userSearchText } from '../search-text.js';
import { seededPortalAccounts } from './dev-accounts.js';
import type { Executor } from './sql-helpers.js';

/**
 * Creates the portal users of the development accounts that do not exist yet (matched by fiscal code)
 * and returns every one's user id by fiscal code. Ids are generated: only missing users are inserted,
 * so a second run neither changes rows nor advances the identity sequence.
 */
export async function seedDemoUsers(db: Executor): Promise<Map<string, number>> {
  const accounts = seededPortalAccounts();
  const fiscalCodes = accounts.map((account) => account.fiscalCode as string);
  const existing = async () =>
    db
      .select({ userId: users.userId, fiscalCode: users.fiscalCode })
      .from(users)
      .where(inArray(users.fiscalCode, fiscalCodes));

  const present = new Set((await existing()).map((row) => row.fiscalCode));
  const missing = accounts.filter((account) => !present.has(account.fiscalCode as string));
  if (missing.length > 0) {
    await db
      .insert(users)
      .values(
        missing.map((account) => {
          const fiscalCode = account.fiscalCode as string;
          return {
            firstName: account.firstName,
            lastName: account.lastName,
            fiscalCode,
            userEidasId: account.eidasId,
            dateOfBirth: account.birthDate,
            placeOfBirth: account.placeOfBirth,
            cityOfBirth: account.cityOfBirth,
            gender: account.gender,
            email: account.email,
            profileId: account.profileId,
            active: account.active,
            searchText: userSearchText({ ...account, fiscalCode }),
          };
        }),
      )
      .onConflictDoNothing();
  }
  return new Map((await existing()).map((row) => [row.fiscalCode, row.userId]));
}
