import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { TAGS } from './openapi-guidelines.js';

/** What openapi-guidelines.ts adds to the served document, and that the headers it documents are really sent. */

interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
}
interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  tags?: string[];
  description?: string;
  responses: Record<string, Response>;
}
interface Document {
  info: { license?: { name: string }; contact?: { name?: string; url?: string }; 'x-summary'?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/** Every schema-like object of the document (examples are data and left out). */
function schemasOf(node: unknown, found: Schema[] = []): Schema[] {
  if (Array.isArray(node)) node.forEach((item) => schemasOf(item, found));
  else if (node && typeof node === 'object') {
    const schema = node as Schema;
    if (typeof schema.type === 'string') found.push(schema);
    for (const [key, value] of Object.entries(node)) if (key !== 'example') schemasOf(value, found);
  }
  return found;
}

describe('OpenAPI document and the Italian API guidelines', async () => {
  const { app } = await buildTestApp();
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
  const reply = (path: string, method: string, status: string) =>
    document.paths[path]![method]!.responses[status]!;

  it('names the contact, the licence of package.json, a summary and the servers', async () => {
    const manifest = JSON.parse(await readFile(new URL('../../../../package.json', import.meta.url), 'utf8'));
    expect(document.info.license?.name).toBe(manifest.license);
    expect(document.info.contact?.name).toBeTruthy();
    expect(document.info['x-summary']).toBeTruthy();
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });

  it('describes every tag the routes use, and every operation says who may call it', () => {
    const used = new Set(operations.flatMap((operation) => operation.tags ?? []));
    expect([...used].sort()).toEqual(TAGS.map((tag) => tag.name).sort());
    expect(document.tags).toEqual(TAGS);
    for (const operation of operations) expect(operation.description).toMatch(/(Anyone|Needs) /);
    const { description } = document.paths['/api/suap/v1/backoffice/user/createUser']!.post!;
    expect(description).toContain('administrator');
  });

  it('gives every number a format: int32 when bounded to 32 bits, int64 beyond, integer literals as int32', () => {
    const numbers = schemasOf(document).filter((schema) => ['integer', 'number'].includes(schema.type!));
    expect(numbers.filter((schema) => !schema.format)).toEqual([]);
    const user = reply('/api/suap/v1/backoffice/user/getUser/{id}', 'get', '200').content![
      'application/json'
    ]!.schema!.properties!.user!.properties!;
    expect(user.profile!.properties!.profileId).toMatchObject({ type: 'integer', format: 'int32' });
    expect(user.active).toMatchObject({ type: 'integer', format: 'int32' });
    expect(user.userId).toMatchObject({ type: 'integer', format: 'int64' });
  });

  it('lists null among the values of a nullable enum (OpenAPI 3.0.3), so a null example is valid', () => {
    const nullableEnums = schemasOf(document).filter((schema) => schema.nullable && schema.enum);
    expect(nullableEnums.length).toBeGreaterThan(0);
    for (const schema of nullableEnums) expect(schema.enum).toContain(null);
  });

  it('gives every error reply an example in the envelope, with the reason its wording quotes', () => {
    const example = (path: string, method: string, status: string) =>
      (reply(path, method, status).content!['application/json'] as { example?: unknown }).example;
    expect(example('/api/suap/v1/request', 'post', '409')).toMatchObject({
      code: 409,
      reason: 'draft-limit',
    });
    expect(example('/api/suap/v1/request/{id}', 'get', '404')).toEqual({
      code: 404,
      message: 'Not Found',
      description: 'Not found: no such request, or it is not one of yours',
    });
    expect(example('/api/session', 'get', 'default')).toMatchObject({ code: 500 });
    expect(example('/api/health/ready', 'get', '503')).toMatchObject({ checks: { database: 'failing' } });
  });

  it('documents a default error reply in the envelope on every operation', () => {
    for (const operation of operations) {
      expect(operation.responses.default?.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/ErrorReply',
      });
    }
  });

  it('documents the Cache-Control the API sends on every success', async () => {
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (/^[23]/.test(status)) expect(response.headers).toHaveProperty('Cache-Control');
      }
    }
    const sent = await app.inject({ method: 'GET', url: '/api/suap/v1/anagrafica/region/list' });
    expect(sent.headers['cache-control']).toBe('no-store');
  });

  it('documents the rate-limit headers only where the server sends them, and Retry-After on the 429', async () => {
    const limited = await app.inject({ method: 'GET', url: '/api/login/start?idp=fo' });
    expect(limited.headers).toHaveProperty('x-ratelimit-limit');
    expect(reply('/api/login/start', 'get', '302').headers).toHaveProperty('X-RateLimit-Limit');
    expect(reply('/api/login/token', 'post', '429').headers).toHaveProperty('Retry-After');
    const unlimited = await app.inject({ method: 'GET', url: '/api/suap/v1/anagrafica/region/list' });
    expect(unlimited.headers).not.toHaveProperty('x-ratelimit-limit');
    expect(reply('/api/suap/v1/anagrafica/region/list', 'get', '200').headers).not.toHaveProperty(
      'X-RateLimit-Limit',
    );
  });

  it('documents Retry-After on the error handler’s 503, not on the health probes’ own', () => {
    expect(reply('/api/login/start', 'get', '503').headers).toHaveProperty('Retry-After');
    expect(reply('/api/suap/v1/backoffice/list', 'get', '503').headers).toHaveProperty('Retry-After');
    expect(reply('/api/health/ready', 'get', '503').headers ?? {}).not.toHaveProperty('Retry-After');
  });
});
