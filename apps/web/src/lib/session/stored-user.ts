import { ROLE_IDS, type User } from '@suap/shared';

/**
 * Session storage can be edited by anyone at the keyboard: a stored user counts only when its profile id is a
 * known one, and missing texts read as empty. A hand-written check rather than zod keeps the schema library out
 * of the first download.
 */
export function asStoredUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Partial<User>;
  const profileId = user.profile?.profileId;
  if (!ROLE_IDS.includes(profileId as (typeof ROLE_IDS)[number])) return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return {
    ...(value as User),
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    fiscalCode: text(user.fiscalCode),
    profile: { profileId: profileId!, description: text(user.profile?.description) },
  };
}
