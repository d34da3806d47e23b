import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CSRF_HEADER, SESSION_COOKIE } from '@suap/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from './authorize.js';
import { completeSchemas, INFO, SERVERS, TAGS } from './openapi-guidelines.js';
import { describeOperation, ERROR_REPLY, type DocumentedRoute, type Operation } from './openapi-responses.js';
import { OPERATIONS } from './openapi-operations.js';

const API_ROUTE = /^\/api(\/|$)/;
const DOCS_ROUTE = /^\/api\/docs(\/|$)/;

export type { DocumentedRoute };

/** "GET /api/suap/v1/request/:id": the key of OPERATIONS. */
export const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

const documentedRoutes = new WeakMap<FastifyInstance, Map<string, DocumentedRoute>>();

/** The API routes of an app with the schemas they registered (zod), keyed by operationKey. */
export function documentedRoutesOf(app: FastifyInstance): Map<string, DocumentedRoute> {
  return documentedRoutes.get(app) ?? new Map();
}

const isRead = (method: string) => ['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * What a call needs, as the server checks it: the session cookie unless public, and on every write the
 * x-csrf-token header (csrf.ts checks it on public writes too, e.g. the login token exchange).
 */
export function securityFor(access: Access, method: string): Record<string, string[]>[] {
  const needs = {
    ...(access === 'public' ? {} : { session: [] }),
    ...(isRead(method) ? {} : { csrf: [] }),
  };
  return Object.keys(needs).length === 0 ? [] : [needs];
}

const swaggerPath = (url: string) => url.replace(/\{(\w+)\}/g, ':$1');

export default fp(async function openapi(app: FastifyInstance) {
  const routes = new Map<string, DocumentedRoute>();
  documentedRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!API_ROUTE.test(route.url) || DOCS_ROUTE.test(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || !route.config?.access) continue;
      routes.set(operationKey(method, route.url), {
        method,
        url: route.url,
        access: route.config.access,
        rateLimited: Boolean(route.config.rateLimit),
        schema: route.schema,
      });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'SUAP portal API',
        version: '1.0.0',
        description:
          'API of the SUAP one-stop office portal. Every error reply is {code, message, description}, plus ' +
          'errors[] naming each field and rule on a 400. Every write (not GET) must send the value of the CSRF ' +
          `cookie in the ${CSRF_HEADER} header.`,
        ...INFO,
      },
      servers: SERVERS,
      tags: TAGS,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by the login (__Host-suap_sid over https)',
          },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER,
            description:
              'The value of the suap_csrf cookie (__Host-suap_csrf over https), echoed on every write',
          },
        },
        schemas: { ErrorReply: ERROR_REPLY },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const key = operationKey(String(input.route.method), input.url);
      const route = routes.get(key);
      // Only the API is documented: the identity provider's pages and assets are not part of it.
      if (!route) return { schema: { ...schema, hide: true }, url };
      return {
        url,
        schema: {
          ...schema,
          operationId: OPERATIONS[key]?.operationId,
          security: securityFor(route.access, route.method),
        },
      };
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
        for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
          const key = operationKey(method, swaggerPath(path));
          const route = routes.get(key);
          if (route) describeOperation(operation, OPERATIONS[key], route);
        }
      }
      completeSchemas(openapiObject);
      return openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: false } });
});
