import { DEFAULT_LANGUAGE, type Language } from '@suap/shared';
import { sessionStore, type SessionKey } from '../session-storage';
import { extendSession, fetchSession, loginStartHref, LOGOUT_CALLBACK_PATH, logoutCall } from './session-api';
import { sessionState } from './session-state';
import type { IdpName, SessionReply } from './session-types';

let leaving = false;

/** True while a logout or login is taking the browser away: the route guards must not start another trip. */
export function isLeaving(): boolean {
  return leaving;
}

/** Tests stand in for a new page load. */
export function resetLeaving(): void {
  leaving = false;
}

/** Full-page navigation (provider pages live outside the app); a seam for tests. */
export const browserNavigation = {
  assign(url: string): void {
    leaving = true;
    // A page restored from the back/forward cache runs again: the guards must work there.
    window.addEventListener('pageshow', () => (leaving = false), { once: true });
    window.location.assign(url);
  },
};

/**
 * Asks the server who is logged in. A network failure keeps what is stored (the user may just be offline);
 * an answer always wins.
 */
export async function refreshSession(lang?: Language): Promise<SessionReply | null> {
  try {
    const reply = await fetchSession(lang);
    sessionState.applyServer(reply);
    return reply;
  } catch {
    return null;
  }
}

export async function extend(lang?: Language): Promise<boolean> {
  try {
    sessionState.applyServer(await extendSession(lang), true);
    return true;
  } catch {
    return false;
  }
}

/** SPEC §2: the login callback brings the user back to `origin` (a same-site path). */
export function login(idp: IdpName, origin: string | null, lang: Language = DEFAULT_LANGUAGE): void {
  if (origin) sessionStore.set('loginOrigin', origin);
  browserNavigation.assign(loginStartHref(idp, origin, lang));
}

/** Every key of the tab's session except those listed. */
function clearSessionStorageExcept(keep: SessionKey[]): void {
  const kept = keep.map((key) => [key, sessionStore.get(key)] as const);
  sessionStore.clearAll();
  for (const [key, value] of kept) if (value !== undefined) sessionStore.set(key, value);
}

/**
 * Ends the server session without leaving the page: revokes the refresh token and destroys the session row.
 * Failures are ignored because the local state is cleared anyway and the server session then times out.
 */
export async function endServerSession(): Promise<string | null> {
  try {
    return (await logoutCall()).logoutUrl;
  } catch {
    return null;
  }
}

/** SPEC §4: clears the session (server and tab) without going to the provider, keeping a queued modal. */
export async function clearSession(): Promise<void> {
  sessionState.clearUser();
  clearSessionStorageExcept(['onInitModal']);
  await endServerSession();
}

/**
 * SPEC §4 logout: revoke, clear the session, go to the provider's logout, which comes back to the logout
 * callback; that one reads the remembered `logoutOrigin` (SPEC §2). With no user, everything is cleared and the
 * browser goes to the application base.
 */
export async function logout(currentPath: string): Promise<void> {
  const { user, identityMatching } = sessionState.get();
  if (!user && !identityMatching) {
    sessionState.clearUser();
    sessionStore.clearAll();
    await endServerSession();
    browserNavigation.assign('/');
    return;
  }
  sessionStore.set('logoutOrigin', currentPath);
  leaving = true;
  const logoutUrl = await endServerSession();
  sessionState.clearUser();
  clearSessionStorageExcept(['logoutOrigin', 'onInitModal']);
  browserNavigation.assign(logoutUrl ?? LOGOUT_CALLBACK_PATH);
}
