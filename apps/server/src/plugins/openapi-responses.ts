import { ATTACHMENT_CONTENT_TYPES, CSRF_HEADER } from '@suap/shared';
import type { FastifySchema } from 'fastify';
import type { Access } from './authorize.js';
import { addReplyHeaders, errorExample, operationDescription } from './openapi-guidelines.js';
import type { OperationDoc } from './openapi-operations.js';

/** An API route as registered: what the document is generated from, and what openapi.test.ts checks it against. */
export interface DocumentedRoute {
  method: string;
  url: string;
  access: Access;
  /** The route has a @fastify/rate-limit limit (config.rateLimit): its replies carry the limit headers. */
  rateLimited: boolean;
  schema: FastifySchema | undefined;
}

interface Media {
  schema?: unknown;
  example?: unknown;
}

interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, Media>;
}

/** The part of an OpenAPI operation object this file rewrites. */
export interface Operation {
  summary?: string;
  description?: string;
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses: Record<string, Response>;
}

/** Every error reply of the server (error-handler.ts): the envelope, plus errors[] on a validation 400. */
export const ERROR_REPLY = {
  type: 'object' as const,
  required: ['code', 'message', 'description'],
  properties: {
    code: {
      type: 'integer' as const,
      format: 'int32',
      minimum: 400,
      maximum: 599,
      description: 'The HTTP status',
    },
    message: { type: 'string' as const },
    description: { type: 'string' as const, description: 'What went wrong, for people' },
    reason: {
      type: 'string' as const,
      description: "Why, for programs: e.g. 'csrf' on a refused CSRF check",
    },
    errors: {
      type: 'array' as const,
      description: 'On a 400: each field and the rule it broke',
      items: { type: 'object' as const, additionalProperties: true },
    },
  },
};

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } };
const JSON_TYPE = 'application/json';
const PDF_TYPE = 'application/pdf';

const OTHER_ERRORS =
  'Any other error (an unexpected 500, a 503 while the database is unreachable), in the same envelope';

const GENERIC: Record<string, string> = {
  400: 'Invalid input: errors[] names each field and the rule it broke',
  401: 'Not logged in, or the session has ended: log in again',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'The body is larger than the server accepts',
  415: 'Unsupported media type: send the body as application/json',
  429: 'Too many attempts: wait and try again (Retry-After)',
  500: 'Unexpected server error',
  502: 'The external registry did not answer: try again later',
  503: 'Service unavailable: try again in a few seconds (Retry-After)',
  default: OTHER_ERRORS,
};

const CSRF_REASON = `the ${CSRF_HEADER} header is missing or does not match the CSRF cookie (and session)`;
const PROFILE_REASON = 'the user is not active, or the profile does not allow this call';

const isRead = (method: string) => ['GET', 'HEAD', 'OPTIONS'].includes(method);
const checksProfile = (access: Access) => access !== 'public' && access !== 'session';

function forbiddenWording(doc: OperationDoc | undefined, route: DocumentedRoute): string | undefined {
  const reasons = [
    doc?.responses?.[403],
    checksProfile(route.access) ? PROFILE_REASON : undefined,
    isRead(route.method) ? undefined : CSRF_REASON,
  ].filter((reason): reason is string => Boolean(reason));
  return reasons.length > 0 ? `Forbidden: ${reasons.join('; or ')}` : undefined;
}

const errorResponse = (description: string): Response => ({ description, content: ERROR_CONTENT });

/** Statuses the server answers to this call whatever its route declares (authorize.ts, csrf.ts, body parsing). */
function addImplicitResponses(operation: Operation, route: DocumentedRoute) {
  const add = (status: number) => {
    operation.responses[status] ??= errorResponse(GENERIC[status] ?? 'Error');
  };
  // The error handler answers every failure in the envelope, whatever the route (error-handler.ts).
  operation.responses.default ??= errorResponse(OTHER_ERRORS);
  if (route.access !== 'public') add(401);
  if (checksProfile(route.access) || !isRead(route.method)) add(403);
  if (operation.requestBody?.content?.[JSON_TYPE]) {
    add(413);
    add(415);
  }
}

/** A PDF call answers the file on 200 and JSON errors; `produces` put both media types on every status. */
function asPdf(operation: Operation, doc: OperationDoc) {
  for (const response of Object.values(operation.responses)) {
    if (response.content) delete response.content[PDF_TYPE];
  }
  operation.responses[200] = {
    description: doc.ok,
    content: { [PDF_TYPE]: { schema: { type: 'string', format: 'binary' } } },
  };
}

/** A document download: the stored file in its own type on 200, JSON errors. */
function asFile(operation: Operation, doc: OperationDoc) {
  for (const response of Object.values(operation.responses)) {
    if (response.content) delete response.content['application/octet-stream'];
  }
  const binary = { schema: { type: 'string', format: 'binary' } };
  operation.responses[200] = {
    description: doc.ok,
    content: Object.fromEntries(ATTACHMENT_CONTENT_TYPES.map((type) => [type, binary])),
  };
}

/** An upload: one file part, streamed by the server (the route declares no JSON body). */
function asMultipart(operation: Operation) {
  operation.requestBody = {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary', description: 'The document' } },
        },
      },
    },
  };
}

function asRedirect(operation: Operation, doc: OperationDoc) {
  delete operation.responses[200];
  operation.responses[302] = {
    description: doc.ok,
    headers: { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } },
  };
}

/** Applies an OPERATIONS entry and the server-wide behaviour to one generated operation. */
export function describeOperation(
  operation: Operation,
  doc: OperationDoc | undefined,
  route: DocumentedRoute,
) {
  for (const status of doc?.impossible ?? []) delete operation.responses[status];
  if (doc?.pdf) asPdf(operation, doc);
  if (doc?.file) asFile(operation, doc);
  if (doc?.multipart) asMultipart(operation);
  if (doc?.redirect) asRedirect(operation, doc);
  addImplicitResponses(operation, route);

  for (const [status, response] of Object.entries(operation.responses)) {
    const wording =
      status === '200' || status === '302'
        ? doc?.ok
        : status === '403'
          ? forbiddenWording(doc, route)
          : doc?.responses?.[Number(status)];
    response.description = wording ?? GENERIC[status] ?? 'Error';
  }

  operation.description = operationDescription(operation.summary, route.access);
  addReplyHeaders(operation, route.rateLimited, doc?.probe);

  const body = operation.requestBody?.content?.[JSON_TYPE];
  if (body && doc?.body !== undefined) body.example = doc.body;
  const reply = operation.responses[200]?.content?.[JSON_TYPE];
  if (reply && doc?.reply !== undefined) reply.example = doc.reply;
  addErrorExamples(operation, doc);
}

function addErrorExamples(operation: Operation, doc: OperationDoc | undefined) {
  for (const [status, response] of Object.entries(operation.responses)) {
    const media = response.content?.[JSON_TYPE];
    if (!media || !/^([45]|default)/.test(status)) continue;
    media.example =
      doc?.errorReplies?.[Number(status)] ??
      errorExample(status, response.description, media.schema as Parameters<typeof errorExample>[2]);
  }
}
