import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const AGID = path.join(path.dirname(fileURLToPath(import.meta.url)), 'agid');

const OPENAPI_FILES = ['fo_to_bo.yaml', 'bo_to_fo.yaml', 'catalogo-ssu_to_fo.yaml'] as const;
const JSON_SCHEMAS = ['cui', 'instance-descriptor', 'instance-index', 'times', 'administration'] as const;

export type OpenApiFile = (typeof OPENAPI_FILES)[number];

/** The schema without its inner "$id"s: AgID's use fragments ("#root/version") that repeat across branches. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$id')
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

const REMOTE_SCHEMA =
  /https:\/\/raw\.githubusercontent\.com\/AgID\/[^/]+\/json-schema\/([a-z-]+)-schema\.yaml/g;

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Validators built from AgID's own files (copied in ./agid): the request and reply bodies of each operation of
 * the three OpenAPI files, and the JSON schemas of the CUI, the instance descriptor and index. OpenAPI 3.0
 * schemas are JSON Schema enough for these messages; keywords JSON Schema lacks (discriminator, `format: byte`,
 * `JWS`) are accepted without checking.
 */
export function agidContract() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const format of ['byte', 'JWS', 'int32']) ajv.addFormat(format, true);
  for (const file of OPENAPI_FILES)
    ajv.addSchema(parse(fs.readFileSync(path.join(AGID, 'openapi', file), 'utf8')) as object, file);
  for (const name of JSON_SCHEMAS) {
    // Their "$id"s are fragments ("#root/version") repeated across branches, and their "$ref"s point to AgID's
    // repository: inner ids are dropped and each file is registered under its own name, referred to by it.
    const file = fs.readFileSync(path.join(AGID, 'json-schema', `${name}-schema.yaml`), 'utf8');
    const schema = withoutIds(parse(file.replace(REMOTE_SCHEMA, '$1.json'))) as object;
    ajv.addSchema({ ...schema, $id: `${name}.json` });
  }

  const cache = new Map<string, ValidateFunction>();
  const compiled = (ref: string) => {
    let validate = cache.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      cache.set(ref, validate);
    }
    return validate;
  };
  const check = (ref: string, value: unknown): string[] => {
    const validate = compiled(ref);
    return validate(value)
      ? []
      : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };

  return {
    /** The problems of a request body of `operation` (its path in the file), none when it conforms. */
    request: (file: OpenApiFile, operationPath: string, body: unknown, method = 'post') =>
      check(
        `${file}#/${pointer('paths', operationPath, method, 'requestBody', 'content', 'application/json', 'schema')}`,
        body,
      ),
    /** The problems of a JSON reply body of `operation` with this status. */
    reply: (file: OpenApiFile, operationPath: string, status: number, body: unknown, method = 'post') => {
      const document = ajv.getSchema(file)!.schema as {
        paths: Record<
          string,
          Record<string, { responses: Record<string, { $ref?: string; content?: unknown }> }>
        >;
        components: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
      };
      const response = document.paths[operationPath]![method]!.responses[String(status)];
      if (!response) return [`${operationPath} declares no ${status} reply`];
      const named = response.$ref?.split('/').at(-1);
      const content = named
        ? document.components.responses[named]!.content
        : (response.content as typeof response.content);
      if (!content) return body === undefined || body === '' ? [] : ['a body where the reply has none'];
      const media = named
        ? `${file}#/${pointer('components', 'responses', named, 'content')}`
        : `${file}#/${pointer('paths', operationPath, method, 'responses', String(status), 'content')}`;
      const type = Object.keys(content as object)[0]!;
      return check(`${media}/${pointer(type, 'schema')}`, body);
    },
    /** The problems of a value against one of the JSON schemas (cui, instance-descriptor, instance-index, …). */
    schema: (name: (typeof JSON_SCHEMAS)[number], value: unknown) => check(`${name}.json`, value),
  };
}
