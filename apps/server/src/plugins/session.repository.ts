import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { SessionDevice } from '@suap/shared';
import { batchLoader } from '../lib/batch-loader.js';
import type { SessionData } from '../lib/session-data.js';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';
import {
  asRow,
  sessionUser,
  type ActiveSessionRow,
  type NewSession,
  type SessionRow,
  type SessionUserRow,
} from './session-rows.js';

export type { ActiveSessionRow, NewSession, SessionRow, SessionUserRow };

/** The browser holds a random value; the table holds its sha256, so a leaked table yields no usable cookie. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The session of each cookie and, when it belongs to a user, that user's access-relevant fields and the change
 * counters the list caches key on. The user is a lookup by primary key per session: the LATERAL ... LIMIT 1 keeps
 * PostgreSQL from folding it into the outer query, where a plan for a batch of sessions could be a merge join that
 * walks the users table in id order. Columns in the order `sessionOf` reads them.
 */
const SESSIONS_WITH_USERS = {
  name: 'sessions_with_users',
  text: `select s.id, s.idp, s.user_id, s.data, s.csrf_token, s.last_seen_at, s.expires_at, s.absolute_expires_at,
      s.public_id, x.user_id, x.fiscal_code, x.profile_id, x.description_it, x.description_en, x.active, x.first_name,
      x.last_name, x.requests_version,
      (select value from change_counters where name = 'backoffice_requests')
    from sessions s
    left join lateral (
      select u.user_id, u.fiscal_code, u.profile_id, p.description_it, p.description_en, u.active, u.first_name,
        u.last_name, coalesce(c.value, 0) as requests_version
      from users u
      left join profiles p on p.profile_id = u.profile_id
      left join user_change_counters c on c.user_id = u.user_id
      where u.user_id = s.user_id limit 1) x on true
    where s.id = any($1::text[])`,
};

interface SessionWithUser {
  session: typeof sessions.$inferSelect;
  user: SessionUserRow | null;
}

/** One row of SESSIONS_WITH_USERS (an array, in column order). */
function sessionOf(v: readonly unknown[]): SessionWithUser {
  const session = {
    id: v[0] as string,
    idp: v[1] as string,
    userId: v[2] as number | null,
    data: v[3] as object,
    csrfToken: v[4] as string,
    lastSeenAt: v[5] as Date,
    expiresAt: v[6] as Date,
    absoluteExpiresAt: v[7] as Date,
    publicId: v[8] as string,
  } as typeof sessions.$inferSelect;
  const user = sessionUser({
    userId: v[9] as number | null,
    fiscalCode: v[10] as string | null,
    profileId: v[11] as number | null,
    profileDescriptionIt: v[12] as string | null,
    profileDescriptionEn: v[13] as string | null,
    active: v[14] as number | null,
    firstName: v[15] as string | null,
    lastName: v[16] as string | null,
    requestsVersion: Number(v[17] ?? 0),
    backOfficeRequestsVersion: Number(v[18] ?? 0),
  });
  return { session, user };
}

export function sessionRepository(db: Db) {
  // Runs for every API call with a session cookie, for all the calls of one event-loop turn at once
  // (lib/batch-loader.ts), as a named statement (parsed and planned once per connection: Database.hotReads in db/client.ts).
  const sessionsById = batchLoader(async (ids: string[]) => {
    const { rows } = await db.$reads.query<unknown[]>({
      ...SESSIONS_WITH_USERS,
      values: [ids],
      rowMode: 'array',
    });
    // Calls with the same cookie in one turn share the row: frozen, so a handler changing it fails loudly
    // instead of changing another call's session.
    return new Map(rows.map((row) => [row[0] as string, deepFreeze(sessionOf(row))]));
  });

  return {
    /**
     * The session and, when it belongs to a user, that user's access-relevant fields: one statement for all the
     * calls of this event-loop turn, read after each of them arrived.
     */
    async findWithUser(
      token: string,
    ): Promise<{ session: SessionRow; user: SessionUserRow | null } | undefined> {
      const row = await sessionsById.load(hashSessionToken(token));
      const session = row && asRow(row.session);
      if (!row || !session) return undefined;
      return { session, user: row.user };
    },

    /** Creates a session under a fresh random token (never reusing one: rotation at every login). */
    async create(input: NewSession): Promise<{ token: string; session: SessionRow }> {
      const token = randomToken();
      const [row] = await db
        .insert(sessions)
        .values({
          id: hashSessionToken(token),
          idp: input.idp,
          userId: input.userId,
          data: input.data,
          csrfToken: randomToken(),
          expiresAt: sql`now() + make_interval(secs => ${input.idleSeconds})`,
          absoluteExpiresAt: sql`now() + make_interval(secs => ${input.absoluteSeconds})`,
          clientAddress: input.clientAddress ?? null,
        })
        .returning();
      const session = row && asRow(row);
      if (!session) throw new Error('session not created');
      return { token, session };
    },

    /**
     * A login in progress. Each start stores a row until the login completes or ten minutes pass, so an address
     * keeps at most `keep` of them: its oldest give way (a person retrying keeps the newest, which is theirs).
     */
    async createPreLogin(
      input: NewSession & { clientAddress: string },
      keep: number,
    ): Promise<{ token: string; session: SessionRow }> {
      await db.execute(sql`
        delete from sessions where id in (
          select id from sessions where client_address = ${input.clientAddress}
          order by created_at desc offset ${keep - 1})`);
      return this.create(input);
    },

    /** Records activity: the idle deadline moves, never beyond the absolute one. */
    async touch(id: string, idleSeconds: number): Promise<SessionRow | undefined> {
      const [row] = await db
        .update(sessions)
        .set({
          lastSeenAt: sql`now()`,
          expiresAt: sql`least(now() + make_interval(secs => ${idleSeconds}), ${sessions.absoluteExpiresAt})`,
        })
        .where(eq(sessions.id, id))
        .returning();
      return row && asRow(row);
    },

    async update(id: string, changes: { userId?: number | null; data?: SessionData }): Promise<void> {
      await db
        .update(sessions)
        .set({
          ...(changes.userId !== undefined ? { userId: changes.userId } : {}),
          ...(changes.data ? { data: changes.data } : {}),
        })
        .where(eq(sessions.id, id));
    },

    async destroy(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Takes a row out atomically: a second caller with the same token finds nothing (one-time use). */
    async take(token: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.id, hashSessionToken(token)))
        .returning();
      return row && asRow(row);
    },

    /** Keeps the browser family and operating system the session was opened from (at login). */
    async recordDevice(id: string, device: SessionDevice): Promise<void> {
      await db
        .update(sessions)
        .set({ deviceBrowser: device.browser, deviceOs: device.os })
        .where(eq(sessions.id, id));
    },

    /** A user's sessions that have ended neither for inactivity nor for their absolute lifetime. */
    async listActive(userId: number): Promise<ActiveSessionRow[]> {
      const rows = await db
        .select({
          id: sessions.id,
          publicId: sessions.publicId,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          browser: sessions.deviceBrowser,
          os: sessions.deviceOs,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.absoluteExpiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
      return rows.map(({ browser, os, ...row }) => ({ ...row, device: { browser, os } }));
    },

    /**
     * Ends sessions of a user other than `keepId` (the caller's own): the one with `publicId`, or all of them.
     * Answers the rows ended; none when the id is unknown, belongs to someone else or is the caller's own.
     */
    async endOthers(
      userId: number,
      keepId: string,
      publicId?: string,
    ): Promise<{ publicId: string; idp: string }[]> {
      return db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            ne(sessions.id, keepId),
            publicId === undefined ? undefined : eq(sessions.publicId, publicId),
          ),
        )
        .returning({ publicId: sessions.publicId, idp: sessions.idp });
    },

    async deleteExpired(): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, sql`now()`))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
