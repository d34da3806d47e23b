/**
 * The language a login was started in, for the language-less callback page (`/auth/login`, `/auth/back-office`):
 * the provider's redirect carries only code and state, so /api/login/start leaves this short-lived cookie, readable
 * by the web app, and the callback page speaks the user's language even when the login did not start from a
 * portal page that remembered its origin (issue 24). It holds nothing but `it` or `en`.
 */
export const LOGIN_LANGUAGE_COOKIE = 'suap_login_lang';

/** Only the callback pages need it. */
export const LOGIN_LANGUAGE_COOKIE_PATH = '/auth';
