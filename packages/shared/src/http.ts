/** Cross-cutting HTTP names fixed for server and web alike. */
export const API_PREFIX = '/api';
export const SESSION_COOKIE = 'suap_sid';
export const CSRF_COOKIE = 'suap_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** SPEC §7: getUserInfo carries the profile id the caller logs in as. */
export const USER_PROFILE_HEADER = 'sdg-user-profile';
