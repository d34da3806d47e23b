import {
  isoDateInRome,
  PROCEDURE_TEXT_LIMITS,
  STATES_WITH_CITIZEN_TERM,
  type HistoryAction,
  type RequestStateId,
  type RoleId,
} from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper.js';
import { decideTransition } from './modules/procedure/index.js';

// The demo data (src/db/seed) against the procedure's rules (modules/procedure): here, because db/ may not
// import modules/. Every seeded step must be one the transition table allows at that moment, so the demo shows
// procedures the portal could really have produced.

interface HistoryRow {
  request_id: number;
  at: Date;
  action: HistoryAction;
  from_state_id: number;
  to_state_id: number;
  actor_user_id: number | null;
  actor_profile_id: number | null;
  message: string | null;
  due_on: string | null;
  assignee_user_id: number | null;
}
interface RequestRow {
  request_id: number;
  state_id: number;
  user_id: number;
  assignee_user_id: number | null;
  term_due_on: string | null;
}

/** The lengths the procedure's calls accept for each step's text. */
const TEXT_LIMITS: Partial<Record<HistoryAction, { min: number; max: number }>> = {
  requestIntegration: PROCEDURE_TEXT_LIMITS.staff,
  accept: PROCEDURE_TEXT_LIMITS.staff,
  startRefusal: PROCEDURE_TEXT_LIMITS.staff,
  reject: PROCEDURE_TEXT_LIMITS.staff,
  answerIntegration: PROCEDURE_TEXT_LIMITS.citizen,
  submitObservations: PROCEDURE_TEXT_LIMITS.citizen,
};

describe('the demo procedures', async () => {
  const database = await createTestDatabase();
  const query = async <T>(text: string) => (await database.pool.query(text)).rows as T[];
  const requests = await query<RequestRow>('select * from requests order by request_id');
  const history = await query<HistoryRow>('select * from request_history order by history_id');
  const stepsOf = (requestId: number) => history.filter((row) => row.request_id === requestId);

  it('replays every step through the transition table, ending where the request stands', () => {
    for (const request of requests.filter((row) => row.state_id !== 1)) {
      const where = `request ${request.request_id}`;
      let state = 1 as RequestStateId;
      let assignee: number | null = null;
      let term: string | null = null;
      let previous = 0;
      for (const step of stepsOf(request.request_id)) {
        expect(step.from_state_id, where).toBe(state);
        expect(step.at.getTime(), where).toBeGreaterThan(previous);
        const actor =
          step.actor_user_id === null
            ? null
            : { userId: step.actor_user_id, profileId: step.actor_profile_id as RoleId };
        const decision = decideTransition(step.action, {
          stateId: state,
          ownerUserId: request.user_id,
          assigneeUserId: assignee,
          termDueOn: term,
          today: isoDateInRome(step.at),
          actor,
        });
        expect(decision, `${where} ${step.action}`).toEqual({ allowed: true, to: step.to_state_id });
        const limits = TEXT_LIMITS[step.action];
        if (limits)
          expect(step.message?.length ?? 0, `${where} ${step.action}`).toBeGreaterThanOrEqual(limits.min);
        if (limits)
          expect(step.message?.length ?? 0, `${where} ${step.action}`).toBeLessThanOrEqual(limits.max);
        if (step.assignee_user_id !== null) assignee = step.assignee_user_id;
        if (step.action === 'requestIntegration' || step.action === 'startRefusal') term = step.due_on;
        previous = step.at.getTime();
        state = step.to_state_id as RequestStateId;
      }
      expect(state, where).toBe(request.state_id);
      expect(request.assignee_user_id, where).toBe(assignee);
      expect(request.term_due_on, where).toBe(STATES_WITH_CITIZEN_TERM.includes(state) ? term : null);
    }
  });
});
