import { Role, type Language, type SortSpec, type UserSortField } from '@suap/shared';
import { and, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pgError } from '../../db/pg-errors.js';
import { auditLog, profiles, users } from '../../db/schema.js';
import type { UserWithProfileRow } from '../../lib/user-view.js';
import { allWordsIn } from '../../lib/search-words.js';
import { selectUsersWithProfile, withProfile } from '../../db/users-with-profile.js';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The columns an administrator writes (search_text is derived by the service). */
export type UserValues = Omit<typeof users.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'> & {
  searchText: string;
};

export interface UserListCriteria {
  filter?: string;
  sort: SortSpec<UserSortField>;
  /** The page's language: the profile sort follows the profile's label in it. */
  lang: Language;
  limit: number;
  offset: number;
}

/** Fields that must be unique among users; the value of each taken one is reported. */
export type UniqueUserField = 'fiscalCode' | 'email' | 'userEidasId';

// Names and profile labels carry the Italian collation suap_it (migration 0009): "Ágata" sorts with "agata"
// before "Sara", "de Luca" before "Verdi". The e-mail keeps the default collation for its unique index, so its
// sort names the collation. The profile sorts by the label the page shows, in its language, not by id.
function sortColumn(field: UserSortField, lang: Language): SQL {
  switch (field) {
    case 'email':
      return sql`lower(${users.email}) collate suap_it`;
    case 'profile':
      return sql`${lang === 'en' ? profiles.descriptionEn : profiles.descriptionIt}`;
    default:
      return sql`${users[field]}`;
  }
}

// Unique constraints of the users table, for a concurrent duplicate that slipped past the service's check.
const UNIQUE_CONSTRAINTS: Record<string, UniqueUserField> = {
  users_fiscal_code_unique: 'fiscalCode',
  users_email_lower_uq: 'email',
  users_user_eidas_id_unique: 'userEidasId',
};

/** The unique field a PostgreSQL unique violation (23505) is about, if it is one of users'. */
export function uniqueViolationField(error: unknown): UniqueUserField | undefined {
  const violation = pgError(error);
  return violation?.code === '23505' && violation.constraint
    ? UNIQUE_CONSTRAINTS[violation.constraint]
    : undefined;
}

function orderBy(sort: SortSpec<UserSortField>, lang: Language): SQL[] {
  const dir = sort.type === 'desc' ? desc : asc;
  const primary = dir(sortColumn(sort.field, lang));
  // Ties: people with the same surname by first name, then a stable id order so pages never overlap.
  const ties = sort.field === 'lastName' ? [dir(users.firstName), dir(users.userId)] : [dir(users.userId)];
  return [primary, ...ties];
}

export function usersRepository(db: Db) {
  async function audit(
    executor: Executor,
    actorUserId: number,
    action: string,
    userId: number,
    details: Record<string, unknown>,
  ) {
    await executor
      .insert(auditLog)
      .values({ actorUserId, action, entity: 'user', entityId: String(userId), details });
  }

  return {
    /** A page and its exact total, from one snapshot; the filter uses the trigram index on search_text. */
    async list(criteria: UserListCriteria): Promise<{ rows: UserWithProfileRow[]; totalResults: number }> {
      const where = criteria.filter ? allWordsIn(users.searchText, criteria.filter) : undefined;
      return db.transaction(
        async (tx) => {
          const [count] = await tx
            .select({ total: sql<number>`count(*)::int8` })
            .from(users)
            .where(where);
          const totalResults = Number(count?.total ?? 0);
          if (criteria.offset >= totalResults) return { rows: [], totalResults };
          const rows = await selectUsersWithProfile(tx)
            .where(where)
            .orderBy(...orderBy(criteria.sort, criteria.lang))
            .limit(criteria.limit)
            .offset(criteria.offset);
          return { rows: rows.map(withProfile), totalResults };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    async findById(userId: number, executor: Executor = db): Promise<UserWithProfileRow | undefined> {
      const [row] = await selectUsersWithProfile(executor).where(eq(users.userId, userId));
      return row && withProfile(row);
    },

    /** Which of the unique values already belong to another user (e-mail compared case-insensitively). */
    async takenFields(
      values: { fiscalCode: string; email?: string | null; userEidasId?: string | null },
      exceptUserId?: number,
    ): Promise<UniqueUserField[]> {
      const clashes = [eq(users.fiscalCode, values.fiscalCode)];
      if (values.email) clashes.push(sql`lower(${users.email}) = lower(${values.email})`);
      if (values.userEidasId) clashes.push(eq(users.userEidasId, values.userEidasId));
      const rows = await db
        .select({ fiscalCode: users.fiscalCode, email: users.email, userEidasId: users.userEidasId })
        .from(users)
        .where(and(or(...clashes), exceptUserId === undefined ? undefined : ne(users.userId, exceptUserId)));
      const taken = new Set<UniqueUserField>();
      for (const row of rows) {
        if (row.fiscalCode === values.fiscalCode) taken.add('fiscalCode');
        if (values.email && row.email?.toLowerCase() === values.email.toLowerCase()) taken.add('email');
        if (values.userEidasId && row.userEidasId === values.userEidasId) taken.add('userEidasId');
      }
      return [...taken];
    },

    async create(values: UserValues, actorUserId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).returning({ userId: users.userId });
        if (!row) throw new Error('insert into users returned no row');
        await audit(tx, actorUserId, 'user.create', row.userId, {
          profileId: values.profileId,
          active: values.active,
        });
        return row.userId;
      });
    },

    /**
     * Changes a user in one transaction. `keepsAnAdministrator` sees the active administrators other than
     * this user, read under row locks: two administrators demoting each other at once are serialised, and the
     * second sees that the first is no longer one. Returns 'not-found', 'last-admin' or 'updated'.
     */
    async update(
      userId: number,
      values: UserValues,
      actorUserId: number,
      keepsAnAdministrator: (otherActiveAdministrators: number) => boolean,
    ): Promise<'not-found' | 'last-admin' | 'updated'> {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ userId: users.userId })
          .from(users)
          .where(and(eq(users.profileId, Role.BO_ADMIN), eq(users.active, 1)))
          .orderBy(users.userId)
          .for('update');
        const [before] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
        if (!before) return 'not-found';
        if (!keepsAnAdministrator(admins.filter((admin) => admin.userId !== userId).length))
          return 'last-admin';
        await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.userId, userId));
        const changed = (Object.keys(values) as (keyof UserValues)[]).filter(
          (key) => key !== 'searchText' && before[key] !== values[key],
        );
        await audit(tx, actorUserId, 'user.modify', userId, {
          changed,
          profileId: { from: before.profileId, to: values.profileId },
          active: { from: before.active, to: values.active },
        });
        return 'updated';
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
