import { RequestState } from '@suap/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { auditLog, initiatives, referenceCounters, requests, suap, users } from '../../db/schema.js';
import { turnBatch } from '../../lib/turn-batch.js';
import { DRAFT_SAVE, draftSaveValues, type DraftSave } from './draft-save.statement.js';
import type { RequestColumns } from './request-row.js';
import { preparedRequestViews, type OwnViewsFilter, type RequestViewRow } from './request-views.query.js';

export type { OwnViewsFilter, RequestViewRow };

export type { RequestColumns, RequestRow } from './request-row.js';

/** Queries of the requests table. Access rules live in the service; these only read and write rows. */
export function requestsRepository(db: Db) {
  const views = preparedRequestViews(db);
  // The saves of one turn of the event loop in one statement, in request order (draft-save.statement.ts).
  const saveDrafts = turnBatch(
    (saves: DraftSave[]) => views.perInput(DRAFT_SAVE, saves, draftSaveValues),
    (save) => save.requestId,
  );
  return {
    db,

    /** In a transaction the statement runs in it; otherwise the prepared statement serves it. */
    async findView(requestId: number, executor: Executor = db): Promise<RequestViewRow | undefined> {
      if (executor !== db) return views.inTransaction(executor, requestId);
      const [row] = await views.byId(requestId);
      return row;
    },

    /**
     * Saves a draft in one statement when everything holds: the owner's draft at this version, and the SUAP and
     * initiative it names exist (the SUAP taking requests here). Answers the saved draft's view, or nothing when
     * something does not hold (the caller then finds out what, the long way).
     */
    saveDraft: (save: DraftSave): Promise<RequestViewRow | undefined> => saveDrafts(save),

    /** One page of a citizen's own requests, newest first (ids grow with time), and their number. */
    async listOwnViews(filter: OwnViewsFilter): Promise<{ rows: RequestViewRow[]; total: number }> {
      return views.own(filter);
    },

    /**
     * Locks the citizen's users row until the transaction ends, so their draft creations run one after the
     * other and each counts the drafts the previous one committed. NO KEY UPDATE: the foreign-key checks of
     * their other writes (key share) are not blocked, only another creation (and edits of the row).
     */
    async lockOwner(executor: Executor, userId: number): Promise<void> {
      await executor.execute(sql`select 1 from ${users} where ${users.userId} = ${userId} for no key update`);
    },

    /** Drafts (state 1) the citizen has open; requests_user_idx finds their rows. */
    async countOpenDrafts(executor: Executor, userId: number): Promise<number> {
      const [row] = await executor
        .select({ drafts: sql<number>`count(*)`.mapWith(Number) })
        .from(requests)
        .where(and(eq(requests.userId, userId), eq(requests.stateId, RequestState.DRAFT)));
      return row?.drafts ?? 0;
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

    async setReferenceCode(executor: Executor, requestId: number, referenceCode: string) {
      await executor.update(requests).set({ referenceCode }).where(eq(requests.requestId, requestId));
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
