import { EXAMPLES as X } from './openapi-examples.js';
import { NOT_YOURS, type OperationDoc } from './openapi-operation-doc.js';

// The procedure's calls (issue 27) and the decision documents, spread into OPERATIONS (openapi-operations.ts).

const NOT_DECIDED =
  "The request is not accepted or rejected (reason 'not-decided'): a decision document exists only for decided requests";
/** The 409 of the decision-document calls as the server words it (in the language of the call). */
const NOT_DECIDED_REPLY = {
  409: {
    code: 409,
    message: 'Conflict',
    description:
      'The request is not decided yet (state “In review”): the decision can be downloaded only for accepted or rejected requests.',
    reason: 'not-decided',
  },
};
const STEP_CONFLICT =
  "Conflict: reason 'stale-version' (reload: currentVersion is the stored one), 'invalid-state' (not possible in " +
  "this state), 'term-open' (the citizen's term is still running) or 'term-expired' (it has ended)";

export const PROCEDURE_OPERATIONS: Record<string, OperationDoc> = {
  'GET /api/suap/v1/request/getDecisionPdf/:id': {
    operationId: 'getDecisionPdf',
    ok: 'The decision document (tagged PDF), in the language the request was made in: outcome, reasons, history',
    responses: { 404: NOT_YOURS, 409: NOT_DECIDED },
    errorReplies: NOT_DECIDED_REPLY,
    pdf: true,
  },
  'GET /api/suap/v1/request/procedure/:id': {
    operationId: 'getProcedure',
    ok: 'Where the request stands: history, responsible operator, term, what the citizen may answer',
    responses: { 404: NOT_YOURS },
    impossible: [409],
    reply: X.citizenProcedure,
  },
  'POST /api/suap/v1/request/answer/:id': {
    operationId: 'answerProcedure',
    ok: 'Answer recorded: the procedure after it (8 integration received, 10 observations received)',
    responses: {
      400: 'Invalid input: errors[] names each field and the rule it broke (the message is required)',
      404: NOT_YOURS,
      409:
        "Conflict: reason 'stale-version' (reload: currentVersion is the stored one), 'invalid-state' (nothing " +
        "is asked of the citizen: the request is not in state 7 or 9) or 'term-expired' (the term has ended)",
    },
    body: X.citizenAnswerBody,
    reply: X.citizenProcedure,
  },
  'POST /api/suap/v1/request/withdraw/:id': {
    operationId: 'withdrawRequest',
    ok: 'Request withdrawn (issue 30): the procedure after it, in state 11 (withdrawn), where it ends',
    responses: {
      400: 'Invalid input: errors[] names each field and the rule it broke (the version is required)',
      404: NOT_YOURS,
      409:
        "Conflict: reason 'stale-version' (reload: currentVersion is the stored one) or 'invalid-state' (the " +
        'procedure is not open: the request is a draft, or already accepted, rejected or withdrawn)',
    },
    body: X.citizenWithdrawBody,
    reply: X.citizenWithdrawnProcedure,
  },
  'GET /api/suap/v1/backoffice/getDecisionPdf/:id': {
    operationId: 'backOfficeGetDecisionPdf',
    ok: 'The decision document (tagged PDF) of an accepted or rejected request, in the language it was made in',
    responses: { 404: 'Not found: no such request', 409: NOT_DECIDED },
    errorReplies: NOT_DECIDED_REPLY,
    pdf: true,
  },
  'GET /api/suap/v1/backoffice/procedure/:id': {
    operationId: 'backOfficeGetProcedure',
    ok: 'Where the request stands: history, responsible operator, term, the steps the caller may take',
    responses: {
      404: 'Not found: no such request',
      409: "Conflict: the request was never sent (reason 'not-sent')",
    },
    reply: { ...X.staffProcedure, description: 'Procedure' },
  },
  'POST /api/suap/v1/backoffice/procedure/:id': {
    operationId: 'backOfficeProcedureStep',
    ok: 'Step recorded: the procedure after it',
    responses: {
      400:
        'Invalid input: errors[] names each field and rule, also the checks of the step (assigneeUserId not an ' +
        'active operator, dueOn outside its range, observationsAssessment required or not expected)',
      403: "the generic back-office profile only reads (reason 'read-only-profile'), or the step is another's (reason 'forbidden': an administrator's, or the responsible operator's)",
      404: 'Not found: no such request',
      409: `${STEP_CONFLICT}, or the request was never sent ('not-sent')`,
    },
    body: X.staffActionBody,
    reply: X.staffProcedure,
  },
  'GET /api/suap/v1/backoffice/operators': {
    operationId: 'backOfficeOperatorList',
    ok: 'The active administrators and collaborators, by surname',
    reply: X.operators,
  },
  'GET /api/suap/v1/backoffice/notifications/:id': {
    operationId: 'backOfficeNotificationList',
    ok: 'The messages sent to the applicant about the request (issue 28), oldest first: event, recipient, language, delivery (pending with the next attempt and the last error, sent, failed with the reason)',
    responses: { 404: 'Not found: no such request' },
    reply: X.notifications,
  },
};
