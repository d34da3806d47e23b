import { useEffect } from 'react';
import { isFrontOfficeProfile, type User } from '@suap/shared';
import { useSession } from '../../lib/session';
import { isLeaving } from '../../lib/session/session-actions';

/**
 * SPEC §2/§6: the private area is for front-office users. A visitor without a user goes to the front-office
 * login and comes back here; anyone else logged in is cleared by the shell's route guard first, and then
 * arrives here without a user. Returns the citizen, or null while that happens.
 */
export function useFrontOfficeUser(): User | null {
  const { user, login } = useSession();
  const anonymous = user === null;
  useEffect(() => {
    // During a logout the user disappears just before the browser leaves: logging in again would undo it.
    if (anonymous && !isLeaving()) login('fo');
  }, [anonymous, login]);
  return user && isFrontOfficeProfile(user.profile.profileId) ? user : null;
}
