import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LOGIN_LANGUAGE_COOKIE, type Language } from '@suap/shared';
import { CALLBACK_PATHS, LOGOUT_CALLBACK_PATH } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { languageOfPath, safePath } from './callback-targets';

/** The language /api/login/start left for the callback page (the one the server will answer in), if any. */
function startedLoginLanguage(): Language | null {
  const prefix = `${LOGIN_LANGUAGE_COOKIE}=`;
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return isLanguage(value) ? value : null;
}

/**
 * The language of a language-less callback page (`/auth/login`, `/auth/back-office`, `/auth/logout`): the
 * provider's redirect carries no language, so a login callback reads the one the login was started in (a cookie
 * left by the server's login start), else the language of the page the tab remembers the user left (the login or
 * logout origin, in its `/:lang/` form). The callback then speaks the user's language (issue 24, WCAG 3.1.1).
 * Null for any other path, or when nothing is known.
 */
export function callbackLanguage(pathname: string): Language | null {
  const login = pathname === CALLBACK_PATHS.fo || pathname === CALLBACK_PATHS.bo;
  if (login) {
    const started = startedLoginLanguage();
    if (started) return started;
  }
  const origin = login
    ? sessionStore.get('loginOrigin')
    : pathname === LOGOUT_CALLBACK_PATH
      ? sessionStore.get('logoutOrigin')
      : undefined;
  const path = safePath(origin);
  return path ? languageOfPath(path) : null;
}

/**
 * Makes the callback page's language the app's and the document's, once on arrival: the page clears the stored
 * origin while it works, and its language must not flip back to Italian half-way.
 */
export function useCallbackLanguage(pathname: string): void {
  const { i18n } = useTranslation();
  const [lang] = useState(() => callbackLanguage(pathname));
  useLayoutEffect(() => {
    if (!lang) return;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
  }, [i18n, lang]);
}
