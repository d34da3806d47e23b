import {
  API_PREFIX,
  apiPaths,
  sessionPaths,
  type IdpName,
  type Language,
  type LoginReply,
  type PersonCheckInput,
  type SessionReply,
} from '@suap/shared';
import { apiRequest } from '../api';

/** The language-less OIDC callback routes the providers send the browser back to. */
export const CALLBACK_PATHS: Record<IdpName, string> = { fo: '/auth/login', bo: '/auth/back-office' };
export const LOGOUT_CALLBACK_PATH = '/auth/logout';

/**
 * Where the browser goes to log in: the server remembers origin, state, nonce and PKCE verifier and redirects to
 * the provider. A full page load, not a fetch, because the provider's login page is a page of its own.
 */
export function loginStartHref(idp: IdpName, origin: string | null | undefined, lang: Language): string {
  const query = new URLSearchParams({ idp });
  if (origin) query.set('origin', origin);
  query.set('lang', lang);
  return `${API_PREFIX}${sessionPaths.start}?${query.toString()}`;
}

/** Does not count as activity on the server; also issues the CSRF cookie the first POST needs. */
export function fetchSession(lang?: Language): Promise<SessionReply> {
  return apiRequest<SessionReply>({ path: sessionPaths.session, query: { lang }, spinner: false });
}

export function extendSession(lang?: Language): Promise<SessionReply> {
  return apiRequest<SessionReply>({
    method: 'POST',
    path: sessionPaths.extend,
    query: { lang },
    body: {},
  });
}

/** `lang` picks the language of texts in the reply (the profile description). */
export function exchangeCode(
  idp: IdpName,
  body: { code: string; state: string; redirect_uri: string },
  lang?: Language,
): Promise<LoginReply> {
  return apiRequest<LoginReply>({
    method: 'POST',
    path: idp === 'fo' ? apiPaths.login.token : apiPaths.login.token2,
    query: { lang },
    body: { grant_type: 'authorization_code', ...body },
  });
}

export function identityMatch(body: PersonCheckInput, lang?: Language): Promise<LoginReply> {
  return apiRequest<LoginReply>({
    method: 'POST',
    path: sessionPaths.identityMatch,
    query: { lang },
    body,
  });
}

/** Revokes the refresh token, destroys the server session; answers the provider's logout URL. */
export function logoutCall(): Promise<{ logoutUrl: string | null }> {
  return apiRequest<{ logoutUrl: string | null }>({ method: 'POST', path: sessionPaths.logout, body: {} });
}
