import { eq } from 'drizzle-orm';
import type { UserWithProfileRow } from '../lib/user-view.js';
import type { Executor } from './client.js';
import { profiles, users } from './schema.js';

/** Users with their profile's descriptions: what a User reply is built from (lib/user-view.ts). */
export function selectUsersWithProfile(db: Executor) {
  return db
    .select({
      user: users,
      profileDescriptionIt: profiles.descriptionIt,
      profileDescriptionEn: profiles.descriptionEn,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.profileId, users.profileId));
}

type SelectedUser = Awaited<ReturnType<ReturnType<typeof selectUsersWithProfile>['execute']>>[number];

export const withProfile = (row: SelectedUser): UserWithProfileRow => ({
  ...row.user,
  profileDescriptionIt: row.profileDescriptionIt,
  profileDescriptionEn: row.profileDescriptionEn,
});

/** The first row read, if any. */
export const firstWithProfile = (rows: SelectedUser[]): UserWithProfileRow | undefined =>
  rows[0] ? withProfile(rows[0]) : undefined;
