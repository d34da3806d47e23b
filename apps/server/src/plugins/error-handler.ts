import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from '../lib/reply.js';

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
  const code = (error as { code?: string }).code;
  const message = (error as { message?: string }).message ?? '';
  return (
    (code !== undefined && DB_UNAVAILABLE.has(code)) ||
    /timeout exceeded when trying to connect|Connection terminated|not queryable/i.test(message) ||
    // Drizzle wraps driver errors (DrizzleQueryError): the pg code is on the cause.
    (error instanceof Error && error.cause instanceof Error && isDatabaseUnavailable(error.cause))
  );
};

// The part of a request a validation issue points at, e.g. "body.email" or "query.size".
const describeValidation = (
  error: FastifyError & { validation: { instancePath: string; message?: string; keyword: string }[] },
) => {
  const where = error.validationContext ?? 'request';
  return error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return {
      field: field ? `${where}.${field}` : where,
      rule: issue.keyword,
      message: issue.message ?? issue.keyword,
    };
  });
};

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = describeValidation(error);
      const description = issues.map((i) => `${i.field}: ${i.message} (rule: ${i.rule})`).join('; ');
      return reply.status(400).send({ code: 400, message: 'Bad Request', description, errors: issues });
    }
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({
        code: error.statusCode,
        message: error.message,
        description: error.description,
        ...error.details,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'reply did not match its schema');
      return reply
        .status(500)
        .send({ code: 500, message: 'Internal Server Error', description: 'Internal Server Error' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({
        code: 503,
        message: 'Service Unavailable',
        description: 'The service is temporarily unavailable. Please try again in a few seconds.',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ code: 500, message: 'Internal Server Error', description: 'Internal Server Error' });
    }
    // Fastify's own 4xx (bad JSON, unsupported media type, body too large, rate limit...).
    return reply
      .status(status)
      .send({ code: status, message: error.code ?? 'Error', description: error.message });
  });
});
