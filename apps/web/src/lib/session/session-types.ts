import type { IdentityClaims, User } from '@suap/shared';

export type IdpName = 'fo' | 'bo';

/** The session deadlines the server sends with every session and login reply. */
export interface SessionTimes {
  idleMinutes: number;
  /** ISO instant when the session ends without activity; null when anonymous. */
  expiresAt: string | null;
  absoluteExpiresAt: string | null;
}

/** GET /api/session and POST /api/session/extend (apps/server auth.schemas.ts SessionReplySchema). */
export interface SessionReply {
  authenticated: boolean;
  identityMatching: boolean;
  idp: IdpName | null;
  user: User | null;
  claims: IdentityClaims | null;
  sessionEnded: boolean;
  session: SessionTimes;
}

/** POST /api/login/token, /token2 and /login/identity-match (apps/server auth.schemas.ts LoginReplySchema). */
export interface LoginReply {
  claims: IdentityClaims;
  expires_in: number;
  token_type: string;
  user: User | null;
  identityMatching: boolean;
  origin: string | null;
  session: SessionTimes;
}

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
