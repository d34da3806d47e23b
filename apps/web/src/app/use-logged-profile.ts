import { sessionStore } from '../lib/session-storage';

/** Reads `profile.profileId` from whatever is stored; storage is user-editable, so nothing is assumed. */
export function profileIdOf(storedUser: unknown): number | null {
  if (typeof storedUser !== 'object' || storedUser === null) return null;
  const profile = (storedUser as { profile?: unknown }).profile;
  if (typeof profile !== 'object' || profile === null) return null;
  const profileId = (profile as { profileId?: unknown }).profileId;
  return typeof profileId === 'number' && Number.isInteger(profileId) ? profileId : null;
}

/**
 * Profile id of the user restored from session storage (SPEC §4 Session), or null when anonymous.
 * A hand-written check rather than zod keeps the schema library out of the first download.
 */
export function useLoggedProfileId(): number | null {
  return profileIdOf(sessionStore.get('loggedUser'));
}
