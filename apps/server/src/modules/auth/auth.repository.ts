import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import { pgError } from '../../db/pg-errors.js';
import { userSearchText } from '../../db/search-text.js';
import { firstWithProfile, selectUsersWithProfile } from '../../db/users-with-profile.js';
import type { UserWithProfileRow } from '../../lib/user-view.js';

export interface NewFrontOfficeUser {
  firstName: string;
  lastName: string;
  fiscalCode: string;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  placeOfBirth: string | null;
  cityOfBirth: string | null;
  gender: 'M' | 'F' | null;
  email: string | null;
  userEidasId: string | null;
  profileId: number;
}

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
}

export function authRepository(db: Db) {
  return {
    async findUserById(userId: number): Promise<UserWithProfileRow | undefined> {
      return firstWithProfile(await selectUsersWithProfile(db).where(eq(users.userId, userId)));
    },

    async findUserByFiscalCode(fiscalCode: string): Promise<UserWithProfileRow | undefined> {
      return firstWithProfile(await selectUsersWithProfile(db).where(eq(users.fiscalCode, fiscalCode)));
    },

    async findUserByEidasId(userEidasId: string): Promise<UserWithProfileRow | undefined> {
      return firstWithProfile(await selectUsersWithProfile(db).where(eq(users.userEidasId, userEidasId)));
    },

    /**
     * Creates the user of a first front-office login. A concurrent first login of the same person (two tabs,
     * two instances) hits the unique fiscal code: the existing row wins.
     */
    async createUser(input: NewFrontOfficeUser): Promise<number> {
      const insert = (values: NewFrontOfficeUser) =>
        db
          .insert(users)
          .values({ ...values, active: 1, searchText: userSearchText(values) })
          .onConflictDoNothing({ target: users.fiscalCode })
          .returning({ userId: users.userId });
      // E-mail addresses are unique among users; a provider e-mail already used by someone else must not
      // block the login, so the new record is created without it (the person can add one later).
      const [row] = await insert(input).catch((error: unknown) => {
        if (pgError(error)?.constraint === 'users_email_lower_uq') return insert({ ...input, email: null });
        throw error;
      });
      if (row) return row.userId;
      const existing = await db
        .select({ userId: users.userId })
        .from(users)
        .where(eq(users.fiscalCode, input.fiscalCode));
      if (!existing[0]) throw new Error('user neither created nor found');
      return existing[0].userId;
    },

    async setEidasId(userId: number, userEidasId: string): Promise<void> {
      await db.update(users).set({ userEidasId, updatedAt: new Date() }).where(eq(users.userId, userId));
    },

    async audit(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
