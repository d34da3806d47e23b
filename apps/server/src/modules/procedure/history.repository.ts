import {
  Role,
  type HistoryAction,
  type HistoryActorKind,
  type HistoryEntry,
  type RequestStateId,
  type RoleId,
} from '@suap/shared';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { requestHistory, users } from '../../db/schema.js';

/** A step to record. `at` is the database's clock (the row's default), shared by every instance. */
export interface HistoryStep {
  requestId: number;
  action: HistoryAction;
  fromStateId: RequestStateId | null;
  toStateId: RequestStateId;
  /** Null for the server's own steps (the deadline job) and the back office's through the SSU (`via`). */
  actor: { userId: number; profileId: RoleId } | null;
  via?: 'ssu';
  message?: string | null;
  assessment?: string | null;
  dueOn?: string | null;
  assigneeUserId?: number | null;
}

/** Writes one history row; call it inside the transaction of the change it records. Returns the row's id. */
export async function appendHistory(executor: Executor, step: HistoryStep): Promise<number> {
  const [row] = await executor
    .insert(requestHistory)
    .values({
      requestId: step.requestId,
      action: step.action,
      fromStateId: step.fromStateId,
      toStateId: step.toStateId,
      actorUserId: step.actor?.userId ?? null,
      actorProfileId: step.actor?.profileId ?? null,
      message: step.message ?? null,
      assessment: step.assessment ?? null,
      dueOn: step.dueOn ?? null,
      assigneeUserId: step.assigneeUserId ?? null,
      via: step.via ?? null,
    })
    .returning({ historyId: requestHistory.historyId });
  return row!.historyId;
}

const actorUser = alias(users, 'actor');
const assigneeUser = alias(users, 'history_assignee');

function actorKind(userId: number | null, profileId: number | null, via: string | null): HistoryActorKind {
  if (via === 'ssu') return 'backOffice';
  if (userId === null) return 'system';
  return profileId === Role.FRONT_OFFICE ? 'citizen' : 'staff';
}

/** A request's whole history, oldest first, with the names of who acted and of who was put in charge. */
export async function readHistory(executor: Executor, requestId: number): Promise<HistoryEntry[]> {
  const rows = await executor
    .select({
      historyId: requestHistory.historyId,
      at: requestHistory.at,
      action: requestHistory.action,
      fromStateId: requestHistory.fromStateId,
      toStateId: requestHistory.toStateId,
      actorUserId: requestHistory.actorUserId,
      actorProfileId: requestHistory.actorProfileId,
      actorFirstName: actorUser.firstName,
      actorLastName: actorUser.lastName,
      message: requestHistory.message,
      assessment: requestHistory.assessment,
      dueOn: requestHistory.dueOn,
      assigneeUserId: requestHistory.assigneeUserId,
      assigneeFirstName: assigneeUser.firstName,
      assigneeLastName: assigneeUser.lastName,
      via: requestHistory.via,
    })
    .from(requestHistory)
    .leftJoin(actorUser, eq(actorUser.userId, requestHistory.actorUserId))
    .leftJoin(assigneeUser, eq(assigneeUser.userId, requestHistory.assigneeUserId))
    .where(eq(requestHistory.requestId, requestId))
    .orderBy(asc(requestHistory.historyId));
  return rows.map((row) => ({
    historyId: row.historyId,
    at: row.at.toISOString(),
    action: row.action as HistoryAction,
    fromStateId: row.fromStateId as RequestStateId | null,
    toStateId: row.toStateId as RequestStateId,
    actor: {
      kind: actorKind(row.actorUserId, row.actorProfileId, row.via),
      firstName: row.actorFirstName,
      lastName: row.actorLastName,
      profileId: row.actorProfileId as RoleId | null,
    },
    message: row.message,
    assessment: row.assessment,
    dueOn: row.dueOn,
    assignee:
      row.assigneeUserId !== null && row.assigneeFirstName !== null && row.assigneeLastName !== null
        ? { userId: row.assigneeUserId, firstName: row.assigneeFirstName, lastName: row.assigneeLastName }
        : null,
  }));
}
