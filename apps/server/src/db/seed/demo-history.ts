import {
  addDaysToIsoDate,
  isoDateInRome,
  RequestState,
  Role,
  STATES_WITH_CITIZEN_TERM,
  type RequestStateId,
} from '@suap/shared';
import { sql } from 'drizzle-orm';
import { requestHistory } from '../schema.js';
import type { Executor } from './sql-helpers.js';
import type { DemoRequest } from './demo-requests-data.js';
import { DEMO_PROCEDURES, type DemoStep } from './demo-procedures.js';

// Turns the demo procedures (demo-procedures.ts) into request_history rows and into the request columns they
// leave behind (responsible operator, citizen's term, version), the way the procedure service and the deadline
// job write them, and inserts the rows.

/** The user ids a demo history names: the request's owner and the two operators of the development accounts. */
export interface DemoActors {
  owner: number;
  collab: number;
  admin: number;
}

export type DemoHistoryRow = typeof requestHistory.$inferInsert;

/** What the request row says once its history happened. */
export interface DemoProcedureColumns {
  assigneeUserId: number | null;
  termDueOn: string | null;
  termExpiredAt: Date | null;
  version: number;
}

function actorOf(step: DemoStep, actors: DemoActors) {
  switch (step.by) {
    case 'owner':
      return { actorUserId: actors.owner, actorProfileId: Role.FRONT_OFFICE };
    case 'collab':
      return { actorUserId: actors.collab, actorProfileId: Role.BO_COLLAB };
    case 'admin':
      return { actorUserId: actors.admin, actorProfileId: Role.BO_ADMIN };
    case 'system':
      return { actorUserId: null, actorProfileId: null };
  }
}

/**
 * The history of one demo request and the columns it leaves. `at` gives the moment of a step `daysAgo` days
 * before seeding, at the request's own time of day, so its last step is its updated_on and its sending its
 * sent_request_date. Throws when the steps do not end in the request's state (a mistake in the data).
 */
export function demoProcedure(
  request: DemoRequest,
  at: (daysAgo: number) => Date,
  actors: DemoActors,
): { history: DemoHistoryRow[]; columns: DemoProcedureColumns } | null {
  const steps = DEMO_PROCEDURES[request.requestId];
  if (!steps || steps.length === 0) return null;
  const history: DemoHistoryRow[] = [];
  let state: RequestStateId = RequestState.DRAFT;
  let assigneeUserId: number | null = null;
  let termDueOn: string | null = null;
  let termExpiredAt: Date | null = null;
  for (const step of steps) {
    const when = at(step.daysAgo);
    const assignee = step.assignee ? actors[step.assignee] : null;
    const dueOn: string | null = step.termDays
      ? addDaysToIsoDate(isoDateInRome(when), step.termDays)
      : step.action === 'expireTerm'
        ? termDueOn
        : null;
    history.push({
      requestId: request.requestId,
      at: when,
      action: step.action,
      fromStateId: state,
      toStateId: step.to,
      ...actorOf(step, actors),
      message: step.message ?? null,
      assessment: step.assessment ?? null,
      dueOn,
      assigneeUserId: assignee,
    });
    // As the procedure service does: a new term replaces the old one, leaving states 7 and 9 ends it, and the
    // deadline job marks when it found it expired.
    if (assignee !== null) assigneeUserId = assignee;
    if (step.termDays) {
      termDueOn = dueOn;
      termExpiredAt = null;
    } else if (!STATES_WITH_CITIZEN_TERM.includes(step.to)) {
      termDueOn = null;
      termExpiredAt = null;
    }
    if (step.action === 'expireTerm') termExpiredAt = when;
    state = step.to;
  }
  if (state !== request.stateId) {
    throw new Error(`demo data: the history of request ${request.requestId} ends in state ${state}`);
  }
  // Sending makes version 5 in the demo (a draft saved a few times); every later step adds one, as in the portal.
  return { history, columns: { assigneeUserId, termDueOn, termExpiredAt, version: 4 + steps.length } };
}

/**
 * Inserts the demo histories of requests that have none yet and are the seeded ones: same id and the creation
 * time computed in this very run. A request with that id made by someone else (a database seeded before the id
 * was a demo one), or a demo request seeded on another day, is left alone, so a second run inserts nothing and
 * the append-only history is never touched. One statement; rows keep their order (history ids grow with time).
 */
export async function insertDemoHistory(
  db: Executor,
  rows: readonly DemoHistoryRow[],
  createdOn: ReadonlyMap<number, Date>,
): Promise<void> {
  if (rows.length === 0) return;
  const steps = rows.map((row) => ({
    request_id: row.requestId,
    at: row.at,
    action: row.action,
    from_state_id: row.fromStateId,
    to_state_id: row.toStateId,
    actor_user_id: row.actorUserId,
    actor_profile_id: row.actorProfileId,
    message: row.message,
    assessment: row.assessment,
    due_on: row.dueOn,
    assignee_user_id: row.assigneeUserId,
  }));
  const seeded = [...createdOn].map(([requestId, created]) => ({
    request_id: requestId,
    created_on: created,
  }));
  await db.execute(sql`
    insert into request_history (request_id, at, action, from_state_id, to_state_id, actor_user_id,
      actor_profile_id, message, assessment, due_on, assignee_user_id)
    select s.request_id, s.at, s.action, s.from_state_id, s.to_state_id, s.actor_user_id,
      s.actor_profile_id, s.message, s.assessment, s.due_on, s.assignee_user_id
    from json_populate_recordset(null::request_history, ${JSON.stringify(steps)}::json) with ordinality as s
    join json_to_recordset(${JSON.stringify(seeded)}::json) as d(request_id bigint, created_on timestamptz)
      on d.request_id = s.request_id
    join requests r on r.request_id = s.request_id and r.created_on = d.created_on
    where not exists (select 1 from request_history h where h.request_id = s.request_id)
    order by s.ordinality
  `);
}
