import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../use-language';
import { extend, login, logout } from './session-actions';
import { useSessionState } from './session-state';
import type { IdpName, SessionState } from './session-types';

export interface UseSession extends SessionState {
  profileId: number | null;
  /** Starts a login at the provider; `origin` defaults to the current page. */
  login: (idp: IdpName, origin?: string) => void;
  /** SPEC §4 logout; the current page becomes the logout origin. */
  logout: () => Promise<void>;
  /** "Stay logged in": true when the server extended the session. */
  extend: () => Promise<boolean>;
}

export function useSession(): UseSession {
  const state = useSessionState();
  const { pathname, search } = useLocation();
  const lang = useLanguage();
  const currentPath = `${pathname}${search}`;
  const doLogin = useCallback(
    (idp: IdpName, origin?: string) => login(idp, origin ?? currentPath, lang),
    [currentPath, lang],
  );
  const doLogout = useCallback(() => logout(currentPath), [currentPath]);
  const doExtend = useCallback(() => extend(lang), [lang]);
  return useMemo(
    () => ({
      ...state,
      profileId: state.user?.profile.profileId ?? null,
      login: doLogin,
      logout: doLogout,
      extend: doExtend,
    }),
    [state, doLogin, doLogout, doExtend],
  );
}
