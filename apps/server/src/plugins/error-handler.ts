import type { Language } from '@suap/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  fieldSentence,
  isStandardTitle,
  msg,
  renderText,
  statusTitle,
  type Text,
} from '../lib/messages/index.js';
import { pgError } from '../db/pg-errors.js';
import { replyLanguage } from '../lib/reply-language.js';
import { ApiError } from '../lib/reply.js';
import { validationErrors } from './validation-errors.js';

const DB_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
]);

export const isDatabaseUnavailable = (error: unknown): boolean => {
  const code = pgError(error)?.code;
  const message = (error as { message?: string }).message ?? '';
  return (
    (code !== undefined && DB_UNAVAILABLE.has(code)) ||
    /timeout exceeded when trying to connect|Connection terminated|not queryable/i.test(message) ||
    // Drizzle wraps driver errors (DrizzleQueryError): the message of the driver's error is on the cause.
    (error instanceof Error && error.cause instanceof Error && isDatabaseUnavailable(error.cause))
  );
};

/**
 * PostgreSQL's query_canceled (57014): only the bounded reads (Database.boundedReads, db/client.ts) set a statement timeout
 * (LIST_QUERY_TIMEOUT_MS), so this is a list read that ran too long. It answers 503 saying what to do, and the
 * connection is back in the pool at once, so one slow search never holds the others.
 */
const isStatementTimeout = (error: unknown): boolean => pgError(error)?.code === '57014';

/**
 * PostgreSQL refusing a value the contract let through: 22003 numeric_value_out_of_range (an id beyond its
 * column), 22P02 invalid_text_representation. The contract should stop them first; this is the safety net.
 */
const BAD_VALUE = new Set(['22003', '22P02']);
export const isBadDatabaseValue = (error: unknown): boolean => BAD_VALUE.has(pgError(error)?.code ?? '');

/** Fastify's own 4xx errors, worded: the raw FST_ code and English message never reach the reply. */
function frameworkText(error: FastifyError, request: FastifyRequest): Text {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return msg('http.invalid-json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return msg('http.empty-json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1_048_576;
      return msg('http.body-too-large', { limit: Math.floor(limit / 1024) });
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return msg('http.media-type', {
        type: String(request.headers['content-type'] ?? '-')
          .split(';')[0]!
          .slice(0, 60),
      });
    default:
      return error.statusCode === 429 ? msg('http.rate-limit') : msg('http.other');
  }
}

/** Why a framework refusal happened, for clients that word it themselves. */
const FRAMEWORK_REASONS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid-json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty-json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'media-type',
};

const send = (reply: FastifyReply, lang: Language, status: number, text: Text, extra: object = {}) =>
  reply.status(status).send({
    code: status,
    message: statusTitle(lang, status),
    description: renderText(text, lang),
    ...extra,
  });

/** A 404 for an unknown path, in the request's language (used by the not-found handler). */
export const notFoundReply = (request: FastifyRequest) => {
  const lang = replyLanguage(request);
  const url = (request.url.split('?')[0] ?? '').slice(0, 200);
  return {
    code: 404,
    message: statusTitle(lang, 404),
    description: renderText(msg('http.not-found', { method: request.method, url }), lang),
  };
};

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = replyLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error.validationContext ?? 'request', error.validation).map(
        (entry) => ({
          field: entry.field,
          rule: entry.rule,
          message: fieldSentence(lang, entry.field, entry.rule, entry.params),
        }),
      );
      const description = errors.map((entry) => entry.message).join(' ');
      return send(reply, lang, 400, description, { errors });
    }
    if (error instanceof ApiError) {
      const { message, description, details } = error.render(lang);
      return reply.status(error.statusCode).send({
        code: error.statusCode,
        message: isStandardTitle(error.statusCode, message) ? statusTitle(lang, error.statusCode) : message,
        description,
        ...details,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'reply did not match its schema');
      return send(reply, lang, 500, msg('server.error'));
    }
    if (isStatementTimeout(error)) {
      request.log.warn({ route: request.routeOptions.url, statusCode: 503 }, 'statement timeout');
      reply.header('retry-after', '5');
      return send(reply, lang, 503, msg('server.too-slow'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, statusCode: 503 }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, lang, 503, msg('server.unavailable'));
    }
    if (isBadDatabaseValue(error)) {
      // The SQL text and its parameters stay out of the log: only the PostgreSQL code and the route.
      const code = pgError(error)?.code;
      request.log.warn({ pgCode: code, route: request.routeOptions.url }, 'value refused by the database');
      return send(reply, lang, 400, msg('server.bad-value'), { reason: 'bad-value' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, lang, 500, msg('server.error'));
    }
    // Fastify's own 4xx (bad JSON, unsupported media type, body too large, rate limit...).
    const reason = error.code ? FRAMEWORK_REASONS[error.code] : undefined;
    return send(reply, lang, status, frameworkText(error, request), reason ? { reason } : {});
  });
});
