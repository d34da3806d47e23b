import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/helper.js';
import { buildApp } from '../app.js';
import type { ApiRoute } from '../plugins/authorize.js';
import { completeDraft, FIRST_STEP, referenceIds } from '../../test/citizen.js';
import { isWrite } from './fill-route.js';
import { browserFor, type Identity } from './identities.js';

/**
 * Issue 22, item 1: ids of 2^31 and more (32768 for smallint columns) reached PostgreSQL and answered 500. Every
 * numeric path, query and body parameter of every operation in the server's own OpenAPI document is fed the
 * integer-column boundaries, the forms `Number()` reads too kindly (1e2, 0x10, " 5", 5.0, 05) and seeded random
 * integers, as the identity the route is for: no reply may be a 5xx, every reply keeps the error envelope, and a
 * refused call changes nothing.
 */

const BOUNDARIES: (number | string)[] = [
  0,
  -1,
  1,
  32_767,
  32_768,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 63,
  '1e2',
  '0x10',
  ' 5',
  '5.0',
  '05',
];
/** A few more integers of any size, the same every run. */
const RANDOM = fc.sample(fc.oneof(fc.integer(), fc.maxSafeInteger()), { seed: 22, numRuns: 6 });
const VALUES = [...BOUNDARIES, ...RANDOM];

// As a path or query string: 2^63 in plain digits, not 9.223372036854776e+18.
const asText = (value: number | string) =>
  typeof value === 'number' && Math.abs(value) >= 1e21 ? BigInt(value).toString() : String(value);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
}

const isNumeric = (schema: JsonSchema | undefined): boolean =>
  !!schema &&
  ([schema.type].flat().some((type) => type === 'integer' || type === 'number') ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(isNumeric));

/** The numeric schema itself, or the numeric branch of a nullable/union one. */
const numericBranch = (schema: JsonSchema): JsonSchema =>
  [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].find(
    (branch) => branch.minimum !== undefined || branch.maximum !== undefined,
  ) ?? schema;

/**
 * A value the contract itself must refuse: a number-like text that is not plain decimal digits, or a number
 * outside the documented range. The refusal must name the field; a 400 without it came from PostgreSQL
 * (the error handler's safety net), which means the contract let the value through.
 */
function outsideContract(value: number | string, schema: JsonSchema): boolean {
  if (typeof value === 'string') return true;
  const { minimum = -Infinity, maximum = Infinity } = numericBranch(schema);
  return value < minimum || value > maximum;
}

/** Paths to every numeric property of a body schema, nested objects included (e.g. suap.suapId). */
function numericProperties(
  schema: JsonSchema | undefined,
  at: string[] = [],
): { path: string[]; schema: JsonSchema }[] {
  if (!schema) return [];
  if (isNumeric(schema) && at.length > 0) return [{ path: at, schema }];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, child]) =>
      numericProperties(child, [...at, name]),
    ),
    ...nested.flatMap((child) => numericProperties(child, at)),
  ];
}

function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone((body ?? {}) as Record<string, unknown>);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

const callerFor = (access: ApiRoute['access']): Identity =>
  access === 'frontOffice' || access === 'session' || access === 'authenticated'
    ? 'citizenA'
    : access === 'public'
      ? 'anonymous'
      : 'admin';

/** "/api/suap/v1/request/:id" as the OpenAPI document writes it: "/api/suap/v1/request/{id}". */
const docPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('numeric boundaries on every route (issue 22, item 1)', async () => {
  // Built here rather than with buildTestApp, to read the log: PostgreSQL refusing a value (22003
  // numeric_value_out_of_range, 22P02) means the contract let it through, even when the error handler's safety
  // net turns it into a 400.
  const database = await createTestDatabase();
  const log: string[] = [];
  const app = await buildApp({
    config: testConfig({ RATE_LIMIT_LOGIN_PER_MINUTE: 1_000_000, LOG_LEVEL: 'warn' }),
    database,
    logger: { write: (line) => void log.push(line) },
  });
  await app.ready();
  afterAll(() => app.close());
  const refusedByDatabase = () => log.splice(0).filter((line) => /22003|22P02/.test(line));
  const ids = await referenceIds(database);
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  // Logout would end the session the run relies on, login start only redirects: both have no numbers.
  const routes = app.apiRoutes.filter((r) => r.url !== '/api/login/start' && r.url !== '/api/login/logout');
  const browsers = new Map<Identity, Awaited<ReturnType<typeof browserFor>>>();
  for (const who of ['anonymous', 'citizenA', 'admin'] as const)
    browsers.set(who, await browserFor(app, who));

  /**
   * A body the route takes (when the document gives no example), so a number in it reaches the database
   * instead of stopping at another field's error: mario's draft 8, the admin's own user.
   */
  const admin = await (await browsers.get('admin')!).request({ method: 'GET', url: '/api/session' });
  const adminUser = (admin.json() as { user: Record<string, unknown> & { profile: { profileId: number } } })
    .user;
  const validBodies: Record<string, unknown> = {
    'POST /api/suap/v1/request': { ...completeDraft(ids), ...FIRST_STEP },
    'PUT /api/suap/v1/request/:id': { ...completeDraft(ids), version: 1, action: 'save' },
    'PUT /api/suap/v1/backoffice/user/modifyUser': {
      userId: adminUser.userId,
      firstName: adminUser.firstName,
      lastName: adminUser.lastName,
      fiscalCode: adminUser.fiscalCode,
      email: adminUser.email,
      profile: { profileId: adminUser.profile.profileId },
      active: 1,
    },
    'POST /api/suap/v1/backoffice/user/createUser': {
      firstName: 'Numa',
      lastName: 'Bound',
      fiscalCode: 'BNDNMU90A01H501X',
      email: 'numa.bound@example.com',
      profile: { profileId: 3 },
      active: 1,
    },
  };
  const DEFAULT_ID = '8'; // mario's draft (and a user, a SUAP, an initiative, a municipality...)

  const cases = routes.flatMap((route) => {
    const operation = document.paths[docPath(route.url)]?.[route.method.toLowerCase()] ?? {};
    const parameters = operation.parameters ?? [];
    const content = operation.requestBody?.content?.['application/json'];
    const baseBody = content?.example ?? validBodies[`${route.method} ${route.url}`] ?? {};
    const baseQuery = Object.fromEntries(
      parameters
        .filter((p) => p.in === 'query' && p.required && isNumeric(p.schema))
        .map((p) => [p.name, '1']),
    );
    const fill = (name: string, value?: string) =>
      route.url.replace(/:(\w+)/g, (_m, param: string) =>
        encodeURIComponent(param === name ? value! : DEFAULT_ID),
      );
    const numericParams = parameters.filter(
      (p) => (p.in === 'path' || p.in === 'query') && isNumeric(p.schema),
    );
    const bodyPaths = isWrite(route) ? numericProperties(content?.schema) : [];
    return [
      ...numericParams.map((param) => ({
        route,
        name: `${param.in} ${param.name}`,
        field: `${param.in === 'path' ? 'params' : 'querystring'}.${param.name}`,
        schema: param.schema!,
        build: (value: number | string) => {
          const query = { ...baseQuery, ...(param.in === 'query' ? { [param.name]: asText(value) } : {}) };
          const search = new URLSearchParams(query).toString();
          const path = param.in === 'path' ? fill(param.name, asText(value)) : fill('');
          return { url: search ? `${path}?${search}` : path, body: isWrite(route) ? baseBody : undefined };
        },
      })),
      ...bodyPaths.map(({ path, schema }) => ({
        route,
        name: `body ${path.join('.')}`,
        field: `body.${path.join('.')}`,
        schema,
        build: (value: number | string) => {
          const search = new URLSearchParams(baseQuery).toString();
          return { url: search ? `${fill('')}?${search}` : fill(''), body: withValue(baseBody, path, value) };
        },
      })),
    ];
  });

  const snapshot = async () => {
    const { rows } = await database.pool.query(`
      select (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(max(updated_on)::text, '') from requests) as requests,
             (select count(*) || ':' || coalesce(max(updated_at)::text, '') from users) as users`);
    return JSON.stringify(rows[0]);
  };

  it('finds the numeric parameters in the OpenAPI document, the ids of issue 22 among them', () => {
    const names = new Set(cases.map((c) => `${c.route.method} ${c.route.url} ${c.name}`));
    for (const expected of [
      'GET /api/suap/v1/backoffice/user/getUser/:id path id',
      'PUT /api/suap/v1/backoffice/user/modifyUser body userId',
      'GET /api/suap/v1/anagrafica/iniziative/list query typeId',
      'GET /api/suap/v1/anagrafica/suap/list query municipalityId',
      'GET /api/suap/v1/anagrafica/region/list query provinceId',
      'GET /api/suap/v1/anagrafica/province/list query regionId',
      'GET /api/suap/v1/anagrafica/municipality/list query provinceId',
      'POST /api/suap/v1/request body suap.suapId',
      'POST /api/suap/v1/request body iniziative.iniziativeId',
      // The procedure (issue 27): the request id, the version every step names, the operator to assign.
      'GET /api/suap/v1/backoffice/procedure/:id path id',
      'POST /api/suap/v1/backoffice/procedure/:id body version',
      'POST /api/suap/v1/backoffice/procedure/:id body assigneeUserId',
      'POST /api/suap/v1/request/answer/:id body version',
    ])
      expect(names).toContain(expected);
  });

  it(`answers ${VALUES.length} boundary values on each numeric parameter without a 5xx`, async () => {
    const problems: string[] = [];
    let state = await snapshot();
    refusedByDatabase();
    for (const { route, name, field, schema, build } of cases) {
      const browser = browsers.get(callerFor(route.access))!;
      for (const value of VALUES) {
        const { url, body } = build(value);
        const reply = await browser.request({
          method: route.method as 'POST',
          url,
          ...(isWrite(route)
            ? {
                headers: { 'x-csrf-token': browser.csrf ?? '', 'content-type': 'application/json' },
                payload: JSON.stringify(body),
              }
            : {}),
        });
        const where = `${route.method} ${route.url} ${name}=${JSON.stringify(value)} (${reply.statusCode})`;
        if (reply.statusCode >= 500) problems.push(`${where}: ${reply.body.slice(0, 200)}`);
        if (String(reply.headers['content-type']).startsWith('application/json') && reply.statusCode >= 400) {
          const json = reply.json() as Record<string, unknown>;
          if (typeof json.message !== 'string' || typeof json.description !== 'string')
            problems.push(`${where}: reply without code/message/description`);
        }
        if (refusedByDatabase().length > 0)
          problems.push(`${where}: refused by the database, not by the contract`);
        const json = String(reply.headers['content-type']).startsWith('application/json')
          ? (reply.json() as { errors?: { field: string }[] })
          : {};
        if (reply.statusCode < 500 && outsideContract(value, schema)) {
          const errors = json.errors ?? [];
          if (reply.statusCode !== 400 || !errors.some((error) => error.field === field))
            problems.push(`${where}: not refused by the contract as ${field}`);
        }
        const after = await snapshot();
        if (reply.statusCode >= 400 && after !== state)
          problems.push(`${where}: a refused call changed the database`);
        state = after;
      }
    }
    expect(cases.length).toBeGreaterThan(15);
    expect(problems.slice(0, 30)).toEqual([]);
  }, 300_000);
});
