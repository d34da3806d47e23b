import { screen } from '@testing-library/react';
import { FINAL_REQUEST_STATES, type Procedure, type Request, type RequestStateId } from '@suap/shared';
import { mockApi, ok, type Handler, type Reply } from '../../../test/api-mock';
import { citizenRequest, requestReply } from '../../../test/fixtures';
import { citizenProcedure, procedureReply, refusalJourney } from '../../../test/procedure-fixtures';
import { renderApp } from '../../../test/render-app';

// The request details page of request 3 with its procedure (issue 27), the API answered by a stubbed fetch.

export const REQUEST_3 = 'GET /api/suap/v1/request/3';
export const PROCEDURE_3 = 'GET /api/suap/v1/request/procedure/3';
export const ANSWER_3 = 'POST /api/suap/v1/request/answer/3';
export const WITHDRAW_3 = 'POST /api/suap/v1/request/withdraw/3';
export const DECISION_3 = 'GET /api/suap/v1/request/getDecisionPdf/3';

/** Request 3 and its procedure in one state, as both calls would answer them. */
export interface ProcedureState {
  request: Request;
  procedure: Procedure;
}

/** State 7: the SUAP asked for an integration, due on 2 April 2025 (history of 3 steps). */
export function integrationRequested(overrides: Partial<Procedure> = {}): ProcedureState {
  return stateOf(7, {
    termDueOn: '2025-04-02',
    history: refusalJourney(3),
    citizenActions: ['answerIntegration', 'withdraw'],
    ...overrides,
  });
}

/** State 9: a 10-bis notice, observations due on 15 April 2025 (history of 5 steps). */
export function refusalNotice(overrides: Partial<Procedure> = {}): ProcedureState {
  return stateOf(9, {
    termDueOn: '2025-04-15',
    history: refusalJourney(5),
    citizenActions: ['submitObservations', 'withdraw'],
    ...overrides,
  });
}

/**
 * Request 3 in `stateId`, its procedure agreeing (operator in charge from state 6 on; the withdrawal offered while
 * the procedure is open).
 */
export function stateOf(stateId: RequestStateId, overrides: Partial<Procedure> = {}): ProcedureState {
  const procedure = citizenProcedure(3, {
    stateId,
    responsibleOperator: stateId === 3 ? null : { userId: 7, firstName: 'Marco', lastName: 'Blu' },
    citizenActions: FINAL_REQUEST_STATES.includes(stateId) ? [] : ['withdraw'],
    ...overrides,
  });
  const request = citizenRequest(3, stateId, {
    version: procedure.version,
    responsibleOperator: procedure.responsibleOperator,
    termDueOn: procedure.termDueOn,
    termExpired: procedure.termExpired,
  });
  return { request, procedure };
}

/**
 * Opens the details page of request 3 in `state` (a function: what the server holds at each call, so a test can
 * move it on), with extra handlers (the answer, the decision), and waits for the procedure to show.
 */
export async function openProcedurePage(
  state: () => ProcedureState,
  handlers: Record<string, Handler> = {},
  lang: 'it' | 'en' = 'it',
) {
  const calls = mockApi({
    [REQUEST_3]: (): Reply => ok(requestReply(state().request)),
    [PROCEDURE_3]: (): Reply => ok(procedureReply(state().procedure)),
    ...handlers,
  });
  const view = renderApp(`/${lang}/private-area/request-details/3`);
  const title = lang === 'it' ? 'Andamento della richiesta' : 'Progress of your request';
  await screen.findByRole('heading', { level: 2, name: title }, { timeout: 15_000 });
  return { ...view, calls };
}

/** A refusal of the answer with its 409 reason, as the server words it. */
export const conflict = (reason: string): Reply => ({
  status: 409,
  body: { code: 409, message: 'Conflict', description: 'The request changed', reason },
});
