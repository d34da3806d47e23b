import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The project's Spectral ruleset (apps/server/openapi/ruleset.yaml) passes the committed document, and each of
 * its own rules does fail a document broken in the way the rule is about: a rule whose JSONPath matches nothing
 * would otherwise pass silently.
 */
const RULESET = fileURLToPath(new URL('../../openapi/ruleset.yaml', import.meta.url));
const DOCUMENT = fileURLToPath(new URL('../../openapi/openapi.json', import.meta.url));
const SPECTRAL = createRequire(import.meta.url).resolve('@stoplight/spectral-cli/dist/index.js');

interface Problem {
  code: string;
  path: string[];
}

async function lint(document: unknown): Promise<Problem[]> {
  const file = join(folder, `openapi-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(document));
  const args = [SPECTRAL, 'lint', '-q', '-f', 'json', '-r', RULESET, file];
  // Spectral exits 1 when it finds a problem; its JSON report is on stdout either way.
  const { stdout } = await promisify(execFile)(process.execPath, args).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return JSON.parse(stdout || '[]') as Problem[];
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test breaking a JSON document on purpose

/** One breakage per rule of the project, each in a different place of the document. */
const BREAKAGES: Record<string, (doc: Json) => void> = {
  'suap-operation-id-camel-case': (doc) => (doc.paths['/api/health'].get.operationId = 'Get_health'),
  'suap-info-semver': (doc) => (doc.info.version = '1.0'),
  'suap-info-licence': (doc) => (doc.info.license.name = 'MIT'),
  'suap-info-contact-reachable': (doc) => (doc.info.contact = { name: 'Maintainers' }),
  'suap-info-catalogue': (doc) => delete doc.info['x-summary'],
  'suap-servers-described': (doc) => doc.servers.push({ url: 'https://suap.example.it' }),
  'suap-servers-secure': (doc) => doc.servers.push({ url: 'http://suap.example.it', description: 'Plain' }),
  'suap-integer-format': (doc) => delete doc.components.schemas.ErrorReply.properties.code.format,
  'suap-number-format': (doc) => (doc.components.schemas.ErrorReply.properties.score = { type: 'number' }),
  'suap-operation-errors': (doc) => {
    const { responses } = doc.paths['/api/health/live'].get;
    for (const status of Object.keys(responses)) if (status !== '200') delete responses[status];
  },
  'suap-error-schema': (doc) => delete doc.paths['/api/suap/v1/request/{id}'].get.responses['404'].content,
  'suap-error-envelope': (doc) => (doc.components.schemas.ErrorReply.required = ['code']),
  'suap-success-content': (doc) => delete doc.paths['/api/health/ready'].get.responses['200'].content,
  'suap-no-content-204': (doc) =>
    (doc.paths['/api/session/extend'].post.responses['204'] = {
      description: 'Extended',
      content: { 'application/json': { schema: { type: 'object' } } },
    }),
  'suap-json-objects': (doc) =>
    (doc.paths['/api/session/active'].get.responses['200'].content['application/json'].schema = {
      type: 'array',
      items: { type: 'string' },
    }),
  'suap-no-body-on-reads': (doc) =>
    (doc.paths['/api/session'].get.requestBody = doc.paths['/api/login/token'].post.requestBody),
  'suap-request-example': (doc) =>
    delete doc.paths['/api/acs/check/pf'].post.requestBody.content['application/json'].example,
  'suap-reply-example': (doc) =>
    delete doc.paths['/api/suap/v1/anagrafica/list'].get.responses['200'].content['application/json'].example,
  'suap-cache-documented': (doc) =>
    delete doc.paths['/api/public/documents'].get.responses['200'].headers['Cache-Control'],
  'suap-retry-after-429': (doc) =>
    delete doc.paths['/api/login/token2'].post.responses['429'].headers['Retry-After'],
  'suap-retry-after-503': (doc) =>
    delete doc.paths['/api/login/start'].get.responses['503'].headers['Retry-After'],
  'suap-rate-limit-headers-complete': (doc) =>
    delete doc.paths['/api/login/token'].post.responses['200'].headers['X-RateLimit-Reset'],
  'suap-no-credentials-in-url': (doc) =>
    doc.paths['/api/suap/v1/anagrafica/region/list'].get.parameters.push({
      name: 'apiKey',
      in: 'query',
      schema: { type: 'string' },
    }),
  'suap-no-api-key-in-query': (doc) => (doc.components.securitySchemes.csrf.in = 'query'),
};

const folder = await mkdtemp(join(tmpdir(), 'suap-openapi-lint-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('OpenAPI ruleset', async () => {
  const committed = JSON.parse(await readFile(DOCUMENT, 'utf8')) as Json;
  const ruleset = await readFile(RULESET, 'utf8');

  it('passes the committed document', async () => {
    expect(await lint(committed)).toEqual([]);
  });

  it('has a breakage here for each rule of its own', () => {
    const own = [...ruleset.matchAll(/^ {2}(suap-[a-z0-9-]+):$/gm)].map((match) => match[1]);
    expect(own.sort()).toEqual(Object.keys(BREAKAGES).sort());
  });

  it('reports every breakage under the rule it is about', async () => {
    const broken = structuredClone(committed);
    for (const breakage of Object.values(BREAKAGES)) breakage(broken);
    const reported = new Set((await lint(broken)).map((problem) => problem.code));
    expect(Object.keys(BREAKAGES).filter((rule) => !reported.has(rule))).toEqual([]);
  });
});
