import { CSRF_HEADER } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/helper.js';
import type { ApiRoute } from './authorize.js';
import { OPERATIONS } from './openapi-operations.js';
import { documentedRoutesOf, operationKey } from './openapi.js';

interface Media {
  schema?: Record<string, unknown>;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<
    string,
    { description: string; headers?: Record<string, unknown>; content?: Record<string, Media> }
  >;
}

const JSON_TYPE = 'application/json';
const isWrite = (route: ApiRoute) => route.method !== 'GET';
const docPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** A route's zod schema of one reply status, in either form Fastify accepts. */
function replySchema(response: unknown): z.ZodType | undefined {
  if (response instanceof z.ZodType) return response;
  const content = (response as { content?: Record<string, { schema: unknown }> } | undefined)?.content;
  const schema = content?.[JSON_TYPE]?.schema;
  return schema instanceof z.ZodType ? schema : undefined;
}

describe('OpenAPI document', async () => {
  const { app } = await buildTestApp();
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  const routes = app.apiRoutes;
  const operationOf = (route: ApiRoute) => document.paths[docPath(route.url)]?.[route.method.toLowerCase()];
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  const bodyOf = (route: ApiRoute) => operationOf(route)?.requestBody?.content[JSON_TYPE];

  it('has one table entry per API route, no more and no less (a new route needs its entry)', () => {
    const keys = routes.map((route) => operationKey(route.method, route.url)).sort();
    expect(keys.length).toBeGreaterThan(30);
    expect(Object.keys(OPERATIONS).sort()).toEqual(keys);
  });

  it('documents exactly the API routes', () => {
    const documented = operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`).sort();
    expect(documented).toEqual(routes.map((route) => `${route.method} ${docPath(route.url)}`).sort());
  });

  it('gives every operation a unique operationId, SPEC §7 names included', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const name of ['getUserInfo', 'backOfficeRequestList', 'getUser', 'createUser', 'modifyUser'])
      expect(ids).toContain(name);
  });

  it('describes every response (no "Default Response")', () => {
    for (const { path, method, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.description, `${method} ${path} ${status}`).not.toMatch(
          /^(Default Response|Error)?$/,
        );
      }
    }
  });

  it('states the security each route enforces (config.access and the CSRF check)', () => {
    for (const route of routes) {
      const needs = {
        ...(route.access === 'public' ? {} : { session: [] }),
        ...(isWrite(route) ? { csrf: [] } : {}),
      };
      const expected = Object.keys(needs).length === 0 ? [] : [needs];
      expect(operationOf(route)?.security, `${route.method} ${route.url} (${route.access})`).toEqual(
        expected,
      );
    }
    const publicRead = routes.find((r) => r.access === 'public' && !isWrite(r));
    expect(operationOf(publicRead!)?.security).toEqual([]);
  });

  it('answers the PDF routes with a 200 application/pdf and their errors as JSON', () => {
    const pdfRoutes = routes.filter((route) => OPERATIONS[operationKey(route.method, route.url)]?.pdf);
    expect(pdfRoutes.map((r) => r.url).sort()).toEqual([
      '/api/public/documents/:documentId',
      '/api/suap/v1/backoffice/getDecisionPdf/:id',
      '/api/suap/v1/backoffice/getPdfRecap/:id',
      '/api/suap/v1/request/getDecisionPdf/:id',
      '/api/suap/v1/request/getPdfRecap/:id',
    ]);
    for (const route of pdfRoutes) {
      const { responses } = operationOf(route)!;
      expect(responses['200']?.content?.['application/pdf']?.schema).toEqual({
        type: 'string',
        format: 'binary',
      });
      for (const [status, response] of Object.entries(responses)) {
        if (status !== '200') expect(Object.keys(response.content ?? {}), status).toEqual([JSON_TYPE]);
      }
    }
  });

  it('answers login/start with a 302 and its Location', () => {
    const { responses } = document.paths['/api/login/start']!.get!;
    expect(responses['302']?.headers).toHaveProperty('Location');
    expect(responses['200']).toBeUndefined();
  });

  it('lists the CSRF 403 on every write, and 415 and 413 on every JSON body', () => {
    for (const route of routes.filter(isWrite)) {
      const { responses } = operationOf(route)!;
      expect(responses['403']?.description, `${route.method} ${route.url}`).toContain(CSRF_HEADER);
      if (bodyOf(route)) {
        expect(responses, `${route.method} ${route.url}`).toHaveProperty('415');
        expect(responses, `${route.method} ${route.url}`).toHaveProperty('413');
      }
    }
  });

  it('lists 401 on every non-public route and 403 where the profile is checked', () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const { responses } = operationOf(route)!;
      expect(responses, `${route.method} ${route.url}`).toHaveProperty('401');
      if (route.access !== 'session') expect(responses, `${route.method} ${route.url}`).toHaveProperty('403');
    }
  });

  it('leaves out statuses a call cannot answer (404/409 on lists, 404 on create)', () => {
    const statuses = (path: string, method: string) => Object.keys(document.paths[path]![method]!.responses);
    expect(statuses('/api/suap/v1/backoffice/list', 'get')).not.toContain('404');
    expect(statuses('/api/suap/v1/backoffice/list', 'get')).not.toContain('409');
    expect(statuses('/api/suap/v1/backoffice/user/getUserList', 'get')).not.toContain('404');
    expect(statuses('/api/suap/v1/backoffice/user/createUser', 'post')).not.toContain('404');
    expect(statuses('/api/suap/v1/request/list', 'get')).not.toContain('404');
    expect(statuses('/api/suap/v1/backoffice/user/getUser/{id}', 'get')).toContain('404');
  });

  it('has examples for every JSON body and JSON 200, valid against the schemas the routes register', () => {
    const registered = documentedRoutesOf(app);
    const failures: string[] = [];
    for (const route of routes) {
      const key = operationKey(route.method, route.url);
      const schema = registered.get(key)?.schema as { body?: unknown; response?: Record<string, unknown> };
      const operation = operationOf(route)!;
      const body = bodyOf(route);
      if (body) {
        if (body.example === undefined) failures.push(`${key}: no body example`);
        else {
          const result = (schema.body as z.ZodType).safeParse(body.example);
          if (!result.success) failures.push(`${key} body: ${z.prettifyError(result.error)}`);
        }
      }
      const ok = operation.responses['200']?.content?.[JSON_TYPE];
      if (ok) {
        const zod = replySchema(schema.response?.['200']);
        if (ok.example === undefined) failures.push(`${key}: no 200 example`);
        else if (!zod) failures.push(`${key}: no zod schema for 200`);
        else {
          const result = zod.safeParse(ok.example);
          if (!result.success) failures.push(`${key} 200: ${z.prettifyError(result.error)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
