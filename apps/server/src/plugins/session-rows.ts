import type { SessionDevice } from '@suap/shared';
import type { sessions } from '../db/schema.js';
import { isIdpName, type IdpName } from '@suap/shared';
import { isSessionData, type SessionData } from '../lib/session-data.js';

// What a sessions row reads as in the code (session.repository.ts maps every row it returns through these).

export interface SessionRow {
  id: string;
  idp: IdpName;
  userId: number | null;
  data: SessionData;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  /** The id the person's list of sessions shows (never `id`, the key found from the cookie). */
  publicId: string;
}

/** One line of a person's list of active sessions. */
export interface ActiveSessionRow {
  id: string;
  publicId: string;
  createdAt: Date;
  lastSeenAt: Date;
  device: SessionDevice;
}

export interface SessionUserRow {
  userId: number;
  fiscalCode: string;
  profileId: number;
  profileDescriptionIt: string;
  profileDescriptionEn: string;
  active: number;
  firstName: string;
  lastName: string;
  /** Change counters of migration 0006, read with the session: the keys of the cached list replies. */
  requestsVersion: number;
  backOfficeRequestsVersion: number;
}

export interface NewSession {
  idp: IdpName;
  userId: number | null;
  data: SessionData;
  idleSeconds: number;
  absoluteSeconds: number;
  /** Logins in progress only: the address that started it (see createPreLogin). */
  clientAddress?: string;
}

/** A row as the code reads it; none when its provider or data is not one this code writes (never in practice). */
export const asRow = (row: typeof sessions.$inferSelect): SessionRow | undefined =>
  isIdpName(row.idp) && isSessionData(row.data)
    ? {
        id: row.id,
        idp: row.idp,
        userId: row.userId,
        data: row.data,
        csrfToken: row.csrfToken,
        lastSeenAt: row.lastSeenAt,
        expiresAt: row.expiresAt,
        absoluteExpiresAt: row.absoluteExpiresAt,
        publicId: row.publicId,
      }
    : undefined;

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The user joined to a session row: none when the session has no user (a login in progress). */
export function sessionUser(user: Nullable<SessionUserRow> | null): SessionUserRow | null {
  if (!user) return null;
  const { userId, fiscalCode, profileId, profileDescriptionIt, profileDescriptionEn, active } = user;
  const { firstName, lastName, requestsVersion, backOfficeRequestsVersion } = user;
  if (!userId || fiscalCode === null || profileId === null || active === null) return null;
  if (profileDescriptionIt === null || profileDescriptionEn === null) return null;
  if (firstName === null || lastName === null) return null;
  return {
    userId,
    fiscalCode,
    profileId,
    profileDescriptionIt,
    profileDescriptionEn,
    active,
    firstName,
    lastName,
    requestsVersion: requestsVersion ?? 0,
    backOfficeRequestsVersion: backOfficeRequestsVersion ?? 0,
  };
}
