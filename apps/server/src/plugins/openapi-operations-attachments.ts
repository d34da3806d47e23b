import { EXAMPLES as X } from './openapi-examples.js';
import { NOT_YOURS, type OperationDoc } from './openapi-operation-doc.js';

// The documents' calls (issue 29), spread into OPERATIONS (openapi-operations.ts).

const NOT_YOURS_FILE = 'Not found: no such request or document, or the request is not one of yours';
const INTEGRITY =
  "The stored bytes no longer match the SHA-256 recorded at upload (reason 'integrity'): nothing is sent";

export const ATTACHMENT_OPERATIONS: Record<string, OperationDoc> = {
  'GET /api/suap/v1/request/attachments/:id': {
    operationId: 'getAttachments',
    ok: 'The request’s documents in upload order, with their signatures, and the limits and scanning of uploads',
    responses: { 404: NOT_YOURS },
    impossible: [409],
    reply: X.attachmentList,
  },
  'POST /api/suap/v1/request/attachments/:id': {
    operationId: 'addAttachment',
    ok: 'The document stored: its type from the content, SHA-256, signatures verified, scan',
    multipart: true,
    responses: {
      400: "The file is empty ('empty'), incomplete or damaged ('truncated'), or no part `file` was sent ('no-file')",
      404: NOT_YOURS,
      409: "Documents cannot be added now ('not-changeable'): only to a draft, or to the answer the SUAP waits for until its term",
      413: "The file exceeds the size of one document ('too-large') or the request's total ('request-too-large'); the description names both the file and the limit",
      415: "The content is not an accepted type ('type': PDF, PDF/A, CAdES .p7m, JPEG, PNG) or does not match the file's extension ('type-mismatch')",
      422: "The malware scanner found something ('malware'); the file is not kept",
      503: "The malware scanner did not answer ('scanner-unavailable'); the file is not kept",
    },
    reply: X.attachmentAdded,
    errorReplies: { 413: X.tooLarge },
  },
  'GET /api/suap/v1/request/attachments/:id/:attachmentId': {
    operationId: 'getAttachmentFile',
    ok: 'The document, as uploaded (Content-Disposition: attachment)',
    file: true,
    responses: { 404: NOT_YOURS_FILE, 500: INTEGRITY },
    impossible: [409],
  },
  'DELETE /api/suap/v1/request/attachments/:id/:attachmentId': {
    operationId: 'removeAttachment',
    ok: 'The document and its bytes are removed',
    responses: {
      404: NOT_YOURS_FILE,
      409: "The document was handed in with the request or an answer ('handed-in'), or documents cannot change now ('not-changeable')",
    },
    reply: X.attachmentRemoved,
  },
  'GET /api/suap/v1/backoffice/attachments/:id': {
    operationId: 'backOfficeAttachments',
    ok: 'The documents handed in with the request and with the citizen’s answers, with their signatures',
    responses: { 404: 'Not found: no such request' },
    impossible: [409],
    reply: X.staffAttachmentList,
  },
  'GET /api/suap/v1/backoffice/attachments/:id/:attachmentId': {
    operationId: 'backOfficeAttachmentFile',
    ok: 'A document handed in, as uploaded (Content-Disposition: attachment)',
    file: true,
    responses: { 404: 'Not found: no such request or document, or not handed in yet', 500: INTEGRITY },
    impossible: [409],
  },
};
