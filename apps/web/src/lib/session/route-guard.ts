import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isBackOfficeProfile, isFrontOfficeProfile, type Language } from '@suap/shared';
import { openModal, useOpenModal } from '../../components/modal';
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

export type GuardAction = 'none' | 'back-office-login' | 'clear-session' | 'confirm-leave-back-office';

/**
 * The dialog asking staff whether to leave the back office (features/auth/modals/LeaveBackOfficeModal, registered
 * under this name; the name lives here because the guard opens it and lib code does not import features).
 */
export const LEAVE_BACK_OFFICE_MODAL = 'leave-back-office';

/** The back-office page the person last saw: "stay in the back office" goes back there. */
let lastBackOfficePath: string | null = null;
/** Set when the person confirmed leaving: the dialog closing then must not take them back. */
let leaveConfirmed = false;

/**
 * The confirmed choice of the leave-back-office dialog: the SPEC §4 rule applies (the session is cleared) and the
 * person stays on the page they went to.
 */
export async function leaveBackOffice(): Promise<void> {
  leaveConfirmed = true;
  await clearSession();
}

/** A page only back-office profiles may see: its area, or a permission list made of back-office profiles. */
export function isBackOfficePage(route: GuardedRoute): boolean {
  if (route.area === 'back-office') return true;
  const permissions = route.permissions ?? [];
  // A negated list ('!' first) is never made of back-office profiles only.
  return (
    permissions.length > 0 && permissions.every((id) => typeof id === 'number' && isBackOfficeProfile(id))
  );
}

/**
 * SPEC §4: a back-office page visited by a non-back-office user forces a back-office login; a non-back-office
 * page without a stored front-office profile clears the session. For back-office staff that clearing is asked
 * first (issue 22): a header or footer link (Home, Support, …) would otherwise log them out silently. Opening
 * those links in a new tab would not help: the new tab shares the session cookie, its guard clears the session,
 * and that logs the first tab out too. Login callbacks and the identity matcher are the way into a session, so
 * they are left alone, and so are unknown URLs (the not-found page).
 */
export function guardAction(
  route: GuardedRoute | undefined,
  session: Pick<SessionState, 'user' | 'identityMatching'>,
): GuardAction {
  if (!route || route.area === 'auth') return 'none';
  const profileId = session.user?.profile.profileId ?? null;
  if (isBackOfficePage(route)) return isBackOfficeProfile(profileId) ? 'none' : 'back-office-login';
  if (isBackOfficeProfile(profileId)) return 'confirm-leave-back-office';
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
  useLeaveBackOfficeConfirmation(action, route, currentPath, lang);
}

/**
 * Asks once per page reached from the back office; the dialog closing without confirmation (Stay, Escape, the
 * close button) goes back to the last back-office page, so a back-office session never sits on another page.
 */
function useLeaveBackOfficeConfirmation(
  action: GuardAction,
  route: GuardedRoute | undefined,
  currentPath: string,
  lang: Language,
): void {
  const navigate = useNavigate();
  const { key } = useLocation();
  const open = useOpenModal();
  // The visit the dialog was opened for (the location's key: a second visit to the same path, quick enough for
  // React to skip rendering the back-office page in between, is a new visit and must ask again), and whether the
  // dialog has been seen open (effects may run twice in development).
  const asked = useRef<{ key: string; shown: boolean } | null>(null);
  const asking = action === 'confirm-leave-back-office';
  const dialogOpen = open?.component === LEAVE_BACK_OFFICE_MODAL;
  if (action === 'none' && route && isBackOfficePage(route)) lastBackOfficePath = currentPath;

  useEffect(() => {
    if (!asking || isLeaving()) {
      asked.current = null;
      leaveConfirmed = false;
      return;
    }
    if (asked.current?.key !== key) {
      asked.current = { key, shown: dialogOpen };
      if (!dialogOpen) openModal({ component: LEAVE_BACK_OFFICE_MODAL, severity: 'warning' });
      return;
    }
    if (dialogOpen) asked.current.shown = true;
    else if (asked.current.shown && !leaveConfirmed) {
      void navigate(lastBackOfficePath ?? `/${lang}/back-office/requests`, { replace: true });
    }
  }, [asking, dialogOpen, key, lang, navigate]);
}
