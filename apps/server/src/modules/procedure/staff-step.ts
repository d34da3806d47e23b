import {
  addDaysToIsoDate,
  formatDate,
  INTEGRATION_TERM_DAYS_MAX,
  type RoleId,
  type StaffActionBody,
} from '@suap/shared';
import type { Executor } from '../../db/client.js';
import { readHistory, type HistoryStep } from './history.repository.js';
import { invalidField } from './procedure.errors.js';
import type { ProcedureRepository, ProcedureRow, RequestChange } from './procedure.repository.js';
import { ACTING_STAFF, hasObservations } from './procedure-view.js';

/** The logged-in caller as the transition table sees them. */
export interface ProcedureActor {
  userId: number;
  profileId: RoleId;
}

/** What one step writes: the request's change and what its history row and audit entry say. */
export interface Step {
  change: Omit<RequestChange, 'stateId'>;
  history: Pick<HistoryStep, 'message' | 'assessment' | 'dueOn' | 'assigneeUserId'>;
}

/** The checks of a step the contract cannot make, and what it changes. */
export async function staffStepOf(
  tx: Executor,
  row: ProcedureRow,
  body: StaffActionBody,
  actor: ProcedureActor,
  day: string,
  deps: { repository: ProcedureRepository; refusalNoticeTermDays: number },
): Promise<Step> {
  const { repository } = deps;
  switch (body.action) {
    case 'takeInCharge':
      return { change: { assigneeUserId: actor.userId }, history: { assigneeUserId: actor.userId } };
    case 'assign': {
      const user = await repository.findUser(tx, body.assigneeUserId);
      if (!user || user.active !== 1 || !ACTING_STAFF.includes(user.profileId))
        throw invalidField({ path: 'assigneeUserId', rule: 'operator' });
      return {
        change: { assigneeUserId: user.userId },
        history: { assigneeUserId: user.userId },
      };
    }
    case 'requestIntegration': {
      const earliest = addDaysToIsoDate(day, 1);
      const latest = addDaysToIsoDate(day, INTEGRATION_TERM_DAYS_MAX);
      if (body.dueOn < earliest)
        throw invalidField({
          path: 'dueOn',
          rule: 'min',
          sentence: 'min-date',
          params: { min: formatDate(earliest) },
        });
      if (body.dueOn > latest)
        throw invalidField({
          path: 'dueOn',
          rule: 'max',
          sentence: 'max-date-limit',
          params: { max: formatDate(latest) },
        });
      return {
        change: { termDueOn: body.dueOn },
        history: { message: body.message, dueOn: body.dueOn },
      };
    }
    case 'accept':
      return { change: {}, history: { message: body.reason } };
    case 'startRefusal': {
      const dueOn = addDaysToIsoDate(day, deps.refusalNoticeTermDays);
      return { change: { termDueOn: dueOn }, history: { message: body.reason, dueOn } };
    }
    case 'reject': {
      // Art. 10-bis: the final reasons must answer the citizen's observations, and only when there are some.
      const observations = hasObservations(row.stateId, await readHistory(tx, row.requestId));
      if (observations && body.observationsAssessment === undefined)
        throw invalidField({ path: 'observationsAssessment', rule: 'required' });
      if (!observations && body.observationsAssessment !== undefined)
        throw invalidField({ path: 'observationsAssessment', rule: 'unknown' });
      return {
        change: {},
        history: { message: body.reason, assessment: body.observationsAssessment ?? null },
      };
    }
  }
}
