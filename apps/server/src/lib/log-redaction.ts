import type { FastifyRequest } from 'fastify';
import { loggableUrl } from './loggable-url.js';
import { redactText } from './redact-text.js';

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  cause?: LoggedError;
  // Pino's serializer type: an object with string keys.
  [key: string]: unknown;
};

/**
 * The `err` serializer: type, message, stack and the identifying fields of a database error (code, table,
 * constraint), all passed through redactText. The rest of an error's fields is left out on purpose: PostgreSQL's
 * `detail` repeats the offending values ("Key (email)=(…) already exists") and Drizzle's `params` are the
 * request's data.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const logged: LoggedError = {
    type: error.constructor.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
  };
  for (const key of ['code', 'statusCode', 'constraint', 'table'] as const) {
    if (fields[key] !== undefined) logged[key] = fields[key];
  }
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** The `req` serializer, for the few Fastify logs that carry the request: never its headers, nor raw queries. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    remoteAddress: request.ip,
  };
}

/** Pino's hook on every log call: the string arguments (message and its interpolations) are redacted. */
export function redactLogArguments(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  method.apply(
    this,
    args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
  );
}
