import type { IdentityClaims } from '@suap/shared';

/**
 * What a sessions row keeps in its `data` column. Never sent to the browser as is: replies pick fields
 * through their response schemas.
 */

/** A login in progress, between /api/login/start and the token call (tied to the suap_login cookie). */
export interface PreLoginData {
  kind: 'pre-login';
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Same-site path to return to after login (SPEC §2 "remembered origin"). */
  origin: string | null;
  lang: 'it' | 'en';
}

/** Tokens of the provider, kept server-side (backend-for-frontend). */
export interface OidcTokens {
  accessToken: string;
  refreshToken: string | null;
  idToken: string;
  tokenType: string;
  /** Epoch seconds. */
  accessTokenExpiresAt: number | null;
}

export interface UserSessionData {
  kind: 'session';
  tokens: OidcTokens;
  /** Subject at the provider (the ID token's sub). */
  subject: string;
  /** The person as the ID token describes them (SPEC §3), fiscal code without TINIT-. */
  identity: IdentityClaims;
  /** Same-site path the login started from, for identity matching to return to. */
  origin: string | null;
  /** True while an eIDAS identity without fiscal code waits for identity matching (SPEC §5). */
  identityMatching: boolean;
}

export type SessionData = PreLoginData | UserSessionData;

export const isUserSession = (data: SessionData): data is UserSessionData => data.kind === 'session';

/**
 * The sessions table types its `data` column loosely (object): a row read back is a SessionData when its kind
 * says so. A row with anything else is treated as no session at all.
 */
export const isSessionData = (data: object): data is SessionData =>
  'kind' in data && (data.kind === 'pre-login' || data.kind === 'session');
