import { useEffect } from 'react';
import { BACK_OFFICE_ROLE_IDS, isBackOfficeProfile, isFrontOfficeProfile, type Language } from '@suap/shared';
import type { PermissionList } from '../permissions';
import { usePrerendering } from '../prerendering';
import { clearSession, isLeaving, login } from './session-actions';
import { useSessionState } from './session-state';
import type { SessionState } from './session-types';

/** What the guard needs to know about the page being shown. */
export interface GuardedRoute {
  area: string;
  permissions?: PermissionList;
}

export type GuardAction = 'none' | 'back-office-login' | 'clear-session';

/** A page only back-office profiles may see: its area, or a permission list made of back-office profiles. */
export function isBackOfficePage(route: GuardedRoute): boolean {
  if (route.area === 'back-office') return true;
  const permissions = route.permissions ?? [];
  return (
    permissions.length > 0 &&
    permissions[0] !== '!' &&
    (permissions as readonly number[]).every((id) => BACK_OFFICE_ROLE_IDS.includes(id as never))
  );
}

/**
 * SPEC §4: a back-office page visited by a non-back-office user forces a back-office login; a non-back-office
 * page without a stored front-office profile clears the session. Login callbacks and the identity matcher are
 * the way into a session, so they are left alone, and so are unknown URLs (the not-found page).
 */
export function guardAction(
  route: GuardedRoute | undefined,
  session: Pick<SessionState, 'user' | 'identityMatching'>,
): GuardAction {
  if (!route || route.area === 'auth') return 'none';
  const profileId = session.user?.profile.profileId ?? null;
  if (isBackOfficePage(route)) return isBackOfficeProfile(profileId) ? 'none' : 'back-office-login';
  const loggedInSomehow = session.user !== null || session.identityMatching;
  return loggedInSomehow && !isFrontOfficeProfile(profileId) ? 'clear-session' : 'none';
}

/** Applies guardAction to the current page whenever the page or the session changes. */
export function useRouteGuard(route: GuardedRoute | undefined, currentPath: string, lang: Language): void {
  const session = useSessionState();
  // Until a prerendered page goes live the session is not known yet (lib/prerendering.tsx): nothing to act on.
  const action = usePrerendering() ? 'none' : guardAction(route, session);
  useEffect(() => {
    if (isLeaving()) return;
    if (action === 'back-office-login') login('bo', currentPath, lang);
    else if (action === 'clear-session') void clearSession();
  }, [action, currentPath, lang]);
}
