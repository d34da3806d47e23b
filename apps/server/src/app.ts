import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { authRoutes, sessionRoutes, userInfoRoutes } from './modules/auth/index.js';
import { backOfficeRoutes, draftExpiryPlugin } from './modules/backoffice/index.js';
import { decisionRoutes } from './modules/decision-pdf/index.js';
import { healthRoutes } from './modules/health/index.js';
import { identityChecksRoutes } from './modules/identity-checks/index.js';
import { idpPlugin } from './modules/idp/index.js';
import { attachmentChecks, attachmentsPlugin, attachmentsRoutes } from './modules/attachments/index.js';
import { notificationsPlugin, notificationsRoutes } from './modules/notifications/index.js';
import { ssuPlugin, ssuStatusRoutes } from './modules/ssu/index.js';
import { deadlinePlugin, procedureRoutes } from './modules/procedure/index.js';
import { publicDocumentsRoutes } from './modules/public-documents/index.js';
import { referenceDataRoutes } from './modules/reference-data/index.js';
import { requestsRoutes } from './modules/requests/index.js';
import { usersRoutes } from './modules/users/index.js';
import authorizePlugin from './plugins/authorize.js';
import csrfPlugin from './plugins/csrf.js';
import listRepliesPlugin from './plugins/list-replies.js';
import databasePlugin from './plugins/database.js';
import errorHandler from './plugins/error-handler.js';
import openapi from './plugins/openapi.js';
import { loggableUrl } from './lib/loggable-url.js';
import { replySerializerCompiler } from './plugins/reply-serializer.js';
import type { TrustProxy } from './trust-proxy.js';
import securityHeaders from './plugins/security-headers.js';
import sessionPlugin from './plugins/session.js';
import webApp from './plugins/web-app.js';
import operations from './plugins/operations.js';
import { redactLogArguments, serializeError, serializeRequest } from './lib/log-redaction.js';

/**
 * One access-log line per request instead of Fastify's two ("incoming request", then "request completed"):
 * the completion line carries method, URL and status as flat fields (no request and reply serializers, nothing
 * for the header redaction to walk). Per-request logging stood out in the CPU profile of the benchmark. Query
 * values that may name a person or carry a secret are left out (lib/loggable-url.ts).
 */
class AccessLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
    else
      reply.log.info(
        {
          method: request.method,
          url: loggableUrl(request.url),
          statusCode: reply.statusCode,
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
  }
}

// Fastify's types leave out the hop count its proxy-addr accepts; a function of the hop says the same thing.
const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Largest request body, in bytes; the JSON bodies of the API are a few kilobytes at most. */
const API_BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildOptions {
  config: Config;
  database: Database;
  /** false: no log; a stream: the log goes there instead of standard output (tests read it). */
  logger?: boolean | { write(line: string): void };
}

export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers.authorization'],
          // No fiscal code, e-mail address or token in any line (lib/log-redaction.ts, access-log.test.ts).
          serializers: { req: serializeRequest, err: serializeError },
          hooks: { logMethod: redactLogArguments },
          ...(logger === true ? {} : { stream: logger }),
        }
      : false,
    // Only the configured proxies may name the client (TRUST_PROXY): the login rate limit counts per address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: API_BODY_LIMIT_BYTES,
    // A client that sends its request byte by byte is cut off when the whole request has not arrived in time,
    // so half-sent bodies cannot pile up; Node checks every second instead of its default thirty.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: config.REQUEST_TIMEOUT_SECONDS * 2 * 1000,
    http: {
      headersTimeout: Math.min(config.REQUEST_TIMEOUT_SECONDS, 20) * 1000,
      connectionsCheckingInterval: 1000,
    },
    logController: new AccessLogController(),
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);

  await app.register(errorHandler);
  await app.register(databasePlugin, { database });
  await app.register(operations, { config });
  await app.register(securityHeaders, { config });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await app.register(openapi);
  await app.register(sessionPlugin, { config });
  await app.register(csrfPlugin);
  await app.register(authorizePlugin);
  await app.register(listRepliesPlugin, { config });
  await app.register(idpPlugin, { config });
  await app.register(draftExpiryPlugin);
  await app.register(deadlinePlugin, { intervalMs: config.DEADLINE_JOB_INTERVAL_SECONDS * 1000 });
  await app.register(notificationsPlugin, { config });
  const checks = await attachmentChecks(config);
  await app.register(attachmentsPlugin, { checks });
  await app.register(ssuPlugin, { config, checks });

  await app.register(
    async (api) => {
      // The API takes JSON bodies only (issue 22): any other media type (form-urlencoded, text/plain, multipart...)
      // answers 415 instead of being parsed into something the schemas half-accept. formbody stays registered
      // above for the identity provider's own login form under /idp, outside this scope.
      api.removeAllContentTypeParsers();
      api.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: API_BODY_LIMIT_BYTES },
        api.getDefaultJsonParser('error', 'error'),
      );
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await api.register(healthRoutes);
      await api.register(authRoutes, { config });
      await api.register(sessionRoutes, { config });
      await api.register(userInfoRoutes);
      await api.register(identityChecksRoutes, { config });
      await api.register(requestsRoutes, { config });
      await api.register(referenceDataRoutes, { config });
      await api.register(backOfficeRoutes, { config });
      await api.register(decisionRoutes, { config });
      await api.register(procedureRoutes, { config });
      await api.register(notificationsRoutes);
      await api.register(ssuStatusRoutes);
      await api.register(attachmentsRoutes, { config, checks });
      await api.register(usersRoutes, { config });
      await api.register(publicDocumentsRoutes, { config });
    },
    { prefix: '/api' },
  );

  await app.register(webApp, {
    distDir: config.webDistDir,
    accessibilityStatementUrl: config.ACCESSIBILITY_STATEMENT_URL,
    baseUrl: config.baseUrl,
  });
  return app;
}
