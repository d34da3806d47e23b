/** Cross-cutting HTTP names fixed for server and web alike. */
export const API_PREFIX = '/api';
/** Base names of the session and CSRF cookies; over https they carry the `__Host-` prefix (see cookieNames). */
export const SESSION_COOKIE = 'suap_sid';
export const CSRF_COOKIE = 'suap_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** SPEC §7: getUserInfo carries the profile id the caller logs in as. */
export const USER_PROFILE_HEADER = 'sdg-user-profile';

/**
 * Browsers accept a `__Host-` cookie only when it is Secure, has Path=/ and no Domain: nothing on another
 * subdomain or over plain http can set or overwrite it. Over http (development on localhost) the prefix would
 * make browsers drop the cookie, so the plain names are used there.
 */
export const HOST_COOKIE_PREFIX = '__Host-';

export interface CookieNames {
  session: string;
  csrf: string;
}

/** The session and CSRF cookie names the server uses, Secure (an https BASE_URL) or not. */
export function cookieNames(secure: boolean): CookieNames {
  const prefix = secure ? HOST_COOKIE_PREFIX : '';
  return { session: `${prefix}${SESSION_COOKIE}`, csrf: `${prefix}${CSRF_COOKIE}` };
}

/** Every name the CSRF cookie may have, the `__Host-` one first: the web app reads whichever is set. */
export const CSRF_COOKIE_NAMES = [cookieNames(true).csrf, cookieNames(false).csrf] as const;
