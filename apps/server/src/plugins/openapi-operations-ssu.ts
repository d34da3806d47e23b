import { EXAMPLES as X } from './openapi-examples.js';
import { NOT_YOURS, type OperationDoc } from './openapi-operation-doc.js';

// A request in the national SUAP system (issue 30), spread into OPERATIONS (openapi-operations.ts).

const EMPTY =
  'a request the SSU never saw (a draft, or sent while SSU_ENABLED is false) has cui and receiptOn null';

export const SSU_STATUS_OPERATIONS: Record<string, OperationDoc> = {
  'GET /api/suap/v1/request/ssu/:id': {
    operationId: 'getRequestSsu',
    ok: `The request’s codice unico dell’istanza (CUI) in the national SUAP system and the day its receipt was notified, each null until then; ${EMPTY}`,
    responses: { 404: NOT_YOURS },
    reply: X.ssuCitizenStatus,
  },
  'GET /api/suap/v1/backoffice/ssu/:id': {
    operationId: 'backOfficeSsuStatus',
    ok: `The request in the national SUAP system: its CUI, the day its receipt was notified to the back office, and every call to the catalogue and the back office, oldest first, with what it was for and its outcome (pending with the attempts and the last error, sent, failed with the reason); ${EMPTY}, and no calls`,
    responses: { 404: 'Not found: no such request' },
    reply: X.ssuStatus,
  },
};
