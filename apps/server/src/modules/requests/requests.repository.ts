import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  initiatives,
  referenceCounters,
  requests,
  requestStates,
  suap,
  typesOfService,
  users,
} from '../../db/schema.js';

/** A database handle or an open transaction: repository functions work in both. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type RequestRow = typeof requests.$inferSelect;
export type RequestColumns = Partial<typeof requests.$inferInsert>;

/** A request with everything its API view shows: service type, state, owner, SUAP and initiative. */
export interface RequestViewRow {
  request: RequestRow;
  typeOfService: typeof typesOfService.$inferSelect;
  state: typeof requestStates.$inferSelect;
  owner: { userId: number; firstName: string; lastName: string; fiscalCode: string; profileId: number };
  suap: typeof suap.$inferSelect | null;
  initiative: typeof initiatives.$inferSelect | null;
}

/** A request with everything its view needs (service, state, owner, SUAP, initiative); shared with the back office. */
export function selectRequestViews(db: Executor) {
  return db
    .select({
      request: requests,
      typeOfService: typesOfService,
      state: requestStates,
      owner: {
        userId: users.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        fiscalCode: users.fiscalCode,
        profileId: users.profileId,
      },
      suap,
      initiative: initiatives,
    })
    .from(requests)
    .innerJoin(typesOfService, eq(typesOfService.typeOfServiceId, requests.typeOfServiceId))
    .innerJoin(requestStates, eq(requestStates.stateId, requests.stateId))
    .innerJoin(users, eq(users.userId, requests.userId))
    .leftJoin(suap, eq(suap.suapId, requests.suapId))
    .leftJoin(initiatives, eq(initiatives.initiativeId, requests.initiativeId));
}

export interface OwnListFilter {
  userId: number;
  typeOfServiceId?: number;
  includeDeleted: boolean;
}

/** Queries of the requests table. Access rules live in the service; these only read and write rows. */
export function requestsRepository(db: Db) {
  return {
    db,

    async findView(requestId: number, executor: Executor = db): Promise<RequestViewRow | undefined> {
      const [row] = await selectRequestViews(executor).where(eq(requests.requestId, requestId));
      return row;
    },

    /** A citizen's own requests, newest first (ids grow with time). */
    async listOwnViews(filter: OwnListFilter): Promise<RequestViewRow[]> {
      const conditions: SQL[] = [eq(requests.userId, filter.userId)];
      if (filter.typeOfServiceId !== undefined) {
        conditions.push(eq(requests.typeOfServiceId, filter.typeOfServiceId));
      }
      if (!filter.includeDeleted) conditions.push(ne(requests.stateId, 2));
      return selectRequestViews(db)
        .where(and(...conditions))
        .orderBy(desc(requests.requestId));
    },

    async findSuap(suapId: number, executor: Executor = db) {
      const [row] = await executor.select().from(suap).where(eq(suap.suapId, suapId));
      return row;
    },

    async findInitiative(initiativeId: number, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(initiatives)
        .where(eq(initiatives.initiativeId, initiativeId));
      return row;
    },

    async insert(executor: Executor, values: typeof requests.$inferInsert): Promise<number> {
      const [row] = await executor
        .insert(requests)
        .values(values)
        .returning({ requestId: requests.requestId });
      if (!row) throw new Error('insert into requests returned no row');
      return row.requestId;
    },

    /**
     * Changes a draft only if it is still the version the caller read: the WHERE clause is the optimistic
     * lock, so of two saves based on the same version exactly one matches. Returns false when none matched.
     * updated_on (and sent_request_date when sending) take the database clock, shared by every instance.
     */
    async updateDraftIfVersion(
      executor: Executor,
      requestId: number,
      version: number,
      values: RequestColumns,
      options: { sending?: boolean } = {},
    ): Promise<boolean> {
      const rows = await executor
        .update(requests)
        .set({
          ...values,
          version: sql`${requests.version} + 1`,
          updatedOn: sql`now()`,
          ...(options.sending ? { sentRequestDate: sql`now()` } : {}),
        })
        .where(and(eq(requests.requestId, requestId), eq(requests.version, version), eq(requests.stateId, 1)))
        .returning({ requestId: requests.requestId });
      return rows.length === 1;
    },

    async setReferenceCode(executor: Executor, requestId: number, referenceCode: string, searchText: string) {
      await executor
        .update(requests)
        .set({ referenceCode, searchText })
        .where(eq(requests.requestId, requestId));
    },

    /**
     * Next progressive of a year. The upsert locks the year's counter row until the transaction ends, so
     * concurrent sends are numbered one after the other and a rolled-back send gives its number back.
     */
    async nextReferenceNumber(executor: Executor, year: number): Promise<number> {
      const [row] = await executor
        .insert(referenceCounters)
        .values({ year, lastValue: 1 })
        .onConflictDoUpdate({
          target: referenceCounters.year,
          set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
        })
        .returning({ lastValue: referenceCounters.lastValue });
      if (!row) throw new Error('reference counter upsert returned no row');
      return row.lastValue;
    },

    async audit(
      executor: Executor,
      entry: { actorUserId: number; action: string; requestId: number; details?: Record<string, unknown> },
    ) {
      await executor.insert(auditLog).values({
        actorUserId: entry.actorUserId,
        action: entry.action,
        entity: 'request',
        entityId: String(entry.requestId),
        details: entry.details ?? {},
      });
    },
  };
}

export type RequestsRepository = ReturnType<typeof requestsRepository>;
