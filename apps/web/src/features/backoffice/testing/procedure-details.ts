import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntry, Procedure, Request, User } from '@suap/shared';
import { sessionStore } from '../../../lib/session-storage';
import { logIn, mockApi, ok, type Handler, type Reply } from '../../../test/api-mock';
import { ADMIN, listItem, staffRequest } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

export const PROCEDURE_PATH = '/api/suap/v1/backoffice/procedure/';
export const OPERATORS_PATH = '/api/suap/v1/backoffice/operators';

export const PAOLA = { userId: ADMIN.userId, firstName: ADMIN.firstName, lastName: ADMIN.lastName };
export const MARCO = { userId: 7, firstName: 'Marco', lastName: 'Blu' };
export const SARA = { userId: 12, firstName: 'Sara', lastName: 'Russo' };

/** The citizen's send: the first step of every sent request's history. */
export const SENT_ENTRY: HistoryEntry = {
  historyId: 1,
  at: '2025-03-02T09:15:00.000Z',
  action: 'send',
  fromStateId: 1,
  toStateId: 3,
  actor: { kind: 'citizen', firstName: 'Mario', lastName: 'Rossi', profileId: 1 },
  message: null,
  assessment: null,
  dueOn: null,
  assignee: null,
};

/** The procedure of `request` as the server would answer it, with nothing allowed unless `overrides` say so. */
export function procedureOf(request: Request, overrides: Partial<Procedure> = {}): Procedure {
  return {
    requestId: request.requestId!,
    version: request.version,
    stateId: request.stateOfRequest.stateOfRequestId,
    language: request.language,
    responsibleOperator: request.responsibleOperator,
    termDueOn: request.termDueOn,
    termExpired: request.termExpired,
    hasObservations: false,
    history: [SENT_ENTRY],
    staffActions: [],
    citizenActions: [],
    defaultIntegrationDueOn: null,
    maxIntegrationDueOn: null,
    refusalNoticeTermDays: 10,
    hasDecision: false,
    ...overrides,
  };
}

export const procedureReply = (procedure: Procedure) =>
  ok({ code: 200, message: 'OK', description: '', procedure });

export const conflict = (reason: string, description = 'Conflitto'): Reply => ({
  status: 409,
  body: { code: 409, message: 'Conflict', description, reason },
});

export interface ProcedureDetailsOptions {
  user?: User;
  lang?: 'it' | 'en';
  request?: Request;
  procedure?: Partial<Procedure>;
  /** Answers of the POST, in order; the last one repeats. Default: the procedure unchanged. */
  actionReplies?: Reply[];
  handlers?: Record<string, Handler>;
  /** What to wait for: the procedure's heading (default) or only the page's (no procedure expected). */
  ready?: 'procedure' | 'page';
}

/**
 * The details of a sent request (9, in English by default) as `user` (ADMIN) sees them, with the API answering
 * the request, its procedure (`server.procedure`, which a test can change to play another officer's action)
 * and the staff actions. Resolves once the procedure is shown (or, with `ready: 'page'`, the page).
 */
export async function openProcedureDetails(options: ProcedureDetailsOptions = {}) {
  const request = options.request ?? staffRequest(9, 3);
  const requestId = request.requestId!;
  const server = { procedure: procedureOf(request, options.procedure), request };
  const replies = [...(options.actionReplies ?? [])];
  logIn(options.user ?? ADMIN, 'bo');
  sessionStore.set('selectedRequest', listItem(request)); // as the list stores it
  const calls = mockApi({
    [`GET /api/suap/v1/backoffice/request/${requestId}`]: () =>
      ok({ code: 200, message: 'OK', description: '', request: server.request }),
    [`GET ${PROCEDURE_PATH}${requestId}`]: () => procedureReply(server.procedure),
    [`POST ${PROCEDURE_PATH}${requestId}`]: () =>
      (replies.length > 1 ? replies.shift() : replies[0]) ?? procedureReply(server.procedure),
    [`GET ${OPERATORS_PATH}`]: () =>
      ok({ code: 200, message: 'OK', description: '', operators: [PAOLA, MARCO, SARA] }),
    // The messages to the applicant (issue 28): none, unless a test says otherwise.
    [`GET /api/suap/v1/backoffice/notifications/${requestId}`]: () =>
      ok({ code: 200, message: 'OK', description: '', notifications: [] }),
    ...options.handlers,
  });
  const user = userEvent.setup();
  const lang = options.lang ?? 'it';
  renderApp(`/${lang}/back-office/requests/details`);
  if (options.ready === 'page')
    await screen.findByRole('heading', {
      level: 1,
      name: lang === 'it' ? `Richiesta n. ${requestId}` : `Request no. ${requestId}`,
    });
  else await screen.findByRole('heading', { level: 2, name: lang === 'it' ? 'Procedimento' : 'Procedure' });
  return { user, calls, server };
}
