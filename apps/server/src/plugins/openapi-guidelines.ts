import { STATUS_CODES } from 'node:http';
import type { Access } from './authorize.js';

/**
 * What the Italian API guidelines (interoperability model, ModI) ask of the document beyond what the routes
 * declare: contact, licence, catalogue summary and id, servers, described tags, one description per operation,
 * a format on every number, error examples and the headers the server sends (caching, rate limit, Retry-After).
 * openapi.ts and openapi-responses.ts apply it; apps/server/openapi/ruleset.yaml checks the result in
 * `npm run check`, and lists where the specification overrides a guideline.
 */

/** The info object's catalogue fields (licence as in package.json and publiccode.yml). */
export const INFO = {
  'x-summary': 'Requests of the SUAP one-stop office for business activities: drafts, sending, back office',
  'x-api-id': 'suap-portal-api',
  // The maintenance contact of publiccode.yml, to be replaced there and here by the publishing administration.
  contact: { name: 'SUAP portal maintainers', url: 'https://git.portale-suap.example/suap/suap-portal' },
  license: {
    name: 'EUPL-1.2',
    url: 'https://interoperable-europe.ec.europa.eu/collection/eupl/eupl-text-eupl-12',
  },
};

/**
 * Relative: the API is always on the origin that serves the web app (BASE_URL, https in production), so one
 * document fits every installation and the document's own UI calls the server that serves it.
 */
export const SERVERS = [
  { url: '/', description: 'This installation: the origin serving the portal (https in production)' },
];

/** One entry per tag a route declares; a tag missing here fails the lint (operation-tag-defined, tag-description). */
export const TAGS = [
  { name: 'health', description: 'Liveness and readiness probes for monitors and orchestrators' },
  { name: 'auth', description: 'Login with the identity providers, the session and its deadlines' },
  { name: 'identity checks', description: 'Fiscal-code and legal-representative checks' },
  { name: 'requests', description: 'The citizen’s requests: drafts, sending, PDF recap' },
  { name: 'reference data', description: 'Configuration, initiatives, SUAP offices and places' },
  { name: 'back office', description: 'Requests as the office staff see them' },
  { name: 'users', description: 'Portal users, managed by back-office administrators' },
  { name: 'public documents', description: 'Downloadable documents of the public pages' },
];

const WHO: Record<Access, string> = {
  public: 'Anyone may call it, without logging in.',
  session: 'Needs a session: any login, also an inactive user or one still waiting for identity matching.',
  authenticated: 'Needs an active user, whatever the profile.',
  frontOffice: 'Needs an active front-office user (a citizen or legal representative).',
  backOffice: 'Needs an active back-office user.',
  admin: 'Needs an active back-office administrator.',
};

/** The operation's description: what it does (its summary) and who may call it (config.access). */
export function operationDescription(summary: string | undefined, access: Access): string {
  return summary ? `${summary}. ${WHO[access]}` : WHO[access];
}

const int32 = (description: string) => ({ description, schema: { type: 'integer', format: 'int32' } });

/** The headers @fastify/rate-limit sends on every reply of a rate-limited route. */
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': int32('Calls allowed per minute from this address (or session)'),
  'X-RateLimit-Remaining': int32('Calls left in the current minute'),
  'X-RateLimit-Reset': int32('Seconds until the current minute ends'),
};

/** app.ts sends it on every reply of the API scope. */
const NO_STORE = {
  'Cache-Control': {
    description:
      'no-store: API replies hold personal or live data, so no cache (browser or proxy) may keep them',
    schema: { type: 'string', enum: ['no-store'] },
  },
};

interface Headed {
  responses: Record<string, { headers?: Record<string, unknown> }>;
}

/**
 * The reply headers a client may rely on: Cache-Control on every success, the limit headers on every reply of a
 * rate-limited route, Retry-After on its 429 (@fastify/rate-limit) and on a 503 of the error handler (database
 * unreachable). `probe503`: the 503 is a health probe's own answer, sent without Retry-After.
 */
export function addReplyHeaders(operation: Headed, rateLimited: boolean, probe503 = false) {
  for (const [status, response] of Object.entries(operation.responses)) {
    const retry =
      status === '429' || (status === '503' && !probe503)
        ? { 'Retry-After': int32(status === '429' ? 'Seconds until the limit resets' : 'Seconds to wait') }
        : {};
    response.headers = {
      ...response.headers,
      ...(/^[23]/.test(status) ? NO_STORE : {}),
      ...(rateLimited ? RATE_LIMIT_HEADERS : {}),
      ...retry,
    };
    if (Object.keys(response.headers).length === 0) delete response.headers;
  }
}

interface EnvelopeSchema {
  required?: string[];
  properties?: Record<string, { enum?: unknown[] }>;
}

/**
 * An error reply's example, from its status and wording: the envelope, plus any other field its schema requires
 * that has fixed values (e.g. a 409's reason: the one the wording quotes, else the first). `default` shows a 500.
 */
export function errorExample(status: string, description: string, schema: EnvelopeSchema | undefined) {
  const code = status === 'default' ? 500 : Number(status);
  const example: Record<string, unknown> = { code, message: STATUS_CODES[code] ?? 'Error', description };
  for (const name of schema?.required ?? []) {
    const values = schema?.properties?.[name]?.enum;
    if (name in example || !values) continue;
    example[name] = values.find((value) => description.includes(`'${String(value)}'`)) ?? values[0];
  }
  return example;
}

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

interface NumberSchema {
  type?: unknown;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
}

const fitsInt32 = (values: number[]) => values.every((value) => value >= INT32.min && value <= INT32.max);

/**
 * zod leaves the size of a number out of JSON Schema; the guidelines want it in `format` (int32/int64 on
 * integers, float/double on other numbers). An integer bounded within 32 bits is int32, any other one int64;
 * a number limited to integer literals (z.literal, e.g. profileId) is an integer.
 */
function withFormat(schema: NumberSchema) {
  const literals = schema.enum?.every((value) => Number.isInteger(value))
    ? (schema.enum as number[])
    : undefined;
  if (schema.type === 'number' && literals) schema.type = 'integer';
  if (schema.type === 'integer') {
    const bounds = literals ?? [schema.minimum, schema.maximum];
    const known = bounds.every((value) => typeof value === 'number');
    schema.format ??= known && fitsInt32(bounds as number[]) ? 'int32' : 'int64';
  } else if (schema.type === 'number') schema.format ??= 'double';
}

/** OpenAPI 3.0.3: a nullable enum lists null among its values, or null (e.g. gender) fails its own schema. */
function withNullInEnum(schema: { nullable?: boolean; enum?: unknown[] }) {
  if (schema.nullable === true && schema.enum && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
}

/** Completes every schema of the document; examples are data, never schemas, and are left alone. */
export function completeSchemas(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(completeSchemas);
  if (!node || typeof node !== 'object') return;
  withFormat(node as NumberSchema);
  withNullInEnum(node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'example' && key !== 'examples') completeSchemas(value);
  }
}
