import { Role, STATES_WITH_CITIZEN_TERM, type Operator } from '@suap/shared';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { auditLog, requests, requestStates, users } from '../../db/schema.js';

/** Queries of the procedure (issue 27). Access rules and the transition table live in the service and jobs. */

const assignee = alias(users, 'procedure_assignee');

const procedureColumns = {
  requestId: requests.requestId,
  version: requests.version,
  stateId: requests.stateId,
  ownerUserId: requests.userId,
  assigneeUserId: requests.assigneeUserId,
  termDueOn: requests.termDueOn,
  language: requests.language,
  stateIt: requestStates.descriptionIt,
  stateEn: requestStates.descriptionEn,
  assigneeFirstName: assignee.firstName,
  assigneeLastName: assignee.lastName,
};

/** What a change of the procedure writes on the request, besides its version and updated_on. */
export interface RequestChange {
  stateId: number;
  assigneeUserId?: number;
  /** The citizen's new term, or null to clear it (leaving 7 or 9). */
  termDueOn?: string | null;
}

/** The citizen's term as the deadline job finds it, expired and not yet marked. */
export interface DueTermRow {
  requestId: number;
  stateId: number;
  ownerUserId: number;
  assigneeUserId: number | null;
  termDueOn: string;
}

const OPERATOR_PROFILES = [Role.BO_ADMIN, Role.BO_COLLAB];
// Literal values, not parameters, so the planner matches requests_open_term_idx's predicate (state_id in (7, 9)).
const TERM_STATES = sql.raw(STATES_WITH_CITIZEN_TERM.join(', '));
/** Key of the transaction-level advisory lock that lets one instance at a time run the deadline job. */
const DEADLINE_JOB_LOCK = sql`hashtext('suap-deadline-job')`;

function selectProcedure(executor: Executor) {
  return executor
    .select(procedureColumns)
    .from(requests)
    .innerJoin(requestStates, eq(requestStates.stateId, requests.stateId))
    .leftJoin(assignee, eq(assignee.userId, requests.assigneeUserId));
}

/** A request as the procedure reads it: state, owner, responsible operator, term, version and language. */
export type ProcedureRow = Awaited<ReturnType<ReturnType<typeof selectProcedure>['execute']>>[number];

export function procedureRepository(db: Db) {
  async function find(requestId: number, executor: Executor = db): Promise<ProcedureRow | undefined> {
    const [row] = await selectProcedure(executor).where(eq(requests.requestId, requestId));
    return row;
  }

  return {
    db,
    find,

    /**
     * The request's row, locked until the transaction ends: a second action on the same request waits here and
     * then reads the version the first one wrote, so it answers 409 instead of overwriting it.
     */
    async lock(executor: Executor, requestId: number): Promise<ProcedureRow | undefined> {
      // The lock alone, then the read: a locking SELECT with joins that waited for another step re-checks the
      // join against the state row it read before waiting, so a request whose state changed would vanish (a
      // false 404). The read after the lock is a new statement, which sees what the other step committed.
      const locked = await executor
        .select({ requestId: requests.requestId })
        .from(requests)
        .where(eq(requests.requestId, requestId))
        .for('update');
      return locked.length === 0 ? undefined : find(requestId, executor);
    },

    /** Writes a step's change; the version grows and updated_on takes the database clock. */
    async update(executor: Executor, requestId: number, change: RequestChange): Promise<void> {
      await executor
        .update(requests)
        .set({
          stateId: change.stateId,
          ...(change.assigneeUserId === undefined ? {} : { assigneeUserId: change.assigneeUserId }),
          ...(change.termDueOn === undefined ? {} : { termDueOn: change.termDueOn, termExpiredAt: null }),
          version: sql`${requests.version} + 1`,
          updatedOn: sql`now()`,
        })
        .where(eq(requests.requestId, requestId));
    },

    async findUser(executor: Executor, userId: number) {
      const [row] = await executor
        .select({ userId: users.userId, profileId: users.profileId, active: users.active })
        .from(users)
        .where(eq(users.userId, userId));
      return row;
    },

    /** Active administrators and collaborators, by surname then first name (the suap_it collation). */
    async listOperators(): Promise<Operator[]> {
      return db
        .select({ userId: users.userId, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(inArray(users.profileId, OPERATOR_PROFILES), eq(users.active, 1)))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.userId));
    },

    async audit(
      executor: Executor,
      entry: {
        actorUserId: number | null;
        action: string;
        requestId: number;
        details: Record<string, unknown>;
      },
    ): Promise<void> {
      await executor.insert(auditLog).values({
        actorUserId: entry.actorUserId,
        action: entry.action,
        entity: 'request',
        entityId: String(entry.requestId),
        details: entry.details,
      });
    },

    /** True when this transaction holds the deadline job's lock; another instance holding it gives false. */
    async tryDeadlineJobLock(executor: Executor): Promise<boolean> {
      const result = await executor.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${DEADLINE_JOB_LOCK}) as locked`,
      );
      return result.rows[0]?.locked === true;
    },

    /**
     * Requests in 7 or 9 whose term ended before `today` and is not marked yet, oldest term first, locked (rows
     * a citizen or operator is changing right now are skipped, and found again by the next run).
     */
    async lockDueTerms(executor: Executor, today: string, limit: number): Promise<DueTermRow[]> {
      const rows = await executor
        .select({
          requestId: requests.requestId,
          stateId: requests.stateId,
          ownerUserId: requests.userId,
          assigneeUserId: requests.assigneeUserId,
          termDueOn: requests.termDueOn,
        })
        .from(requests)
        .where(
          and(
            sql`${requests.stateId} in (${TERM_STATES})`,
            isNull(requests.termExpiredAt),
            lt(requests.termDueOn, today),
          ),
        )
        .orderBy(asc(requests.termDueOn), asc(requests.requestId))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.flatMap((row) => (row.termDueOn === null ? [] : [{ ...row, termDueOn: row.termDueOn }]));
    },

    /** Marks the term found expired; the version grows, so screens opened before read it as changed. */
    async markTermExpired(executor: Executor, requestId: number): Promise<void> {
      await executor
        .update(requests)
        .set({ termExpiredAt: sql`now()`, version: sql`${requests.version} + 1` })
        .where(eq(requests.requestId, requestId));
    },
  };
}

export type ProcedureRepository = ReturnType<typeof procedureRepository>;
