import type { IdentityClaims, IdpName, User } from '@suap/shared';

// The session and login replies are the shared contract's (SessionReply, LoginReply, SessionTimes, IdpName).
export type { IdpName, LoginReply, SessionReply, SessionTimes } from '@suap/shared';

/** What the web app knows about the logged-in person. */
export interface SessionState {
  user: User | null;
  /** Logged in at the provider without a fiscal code: the identity-matching page comes next. */
  identityMatching: boolean;
  claims: IdentityClaims | null;
  idp: IdpName | null;
  /** Epoch milliseconds of the idle expiry, or null when unknown or anonymous. */
  expiresAt: number | null;
}
