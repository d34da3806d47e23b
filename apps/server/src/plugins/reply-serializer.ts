import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * The reply's JSON from its zod schema with fast-json-stringify (what Fastify does with JSON Schemas), instead
 * of the zod provider's serializer, which re-parses every reply with zod before JSON.stringify: that parse was
 * the largest single CPU cost of the list calls in the benchmark. Same guarantee that matters: only the
 * properties the schema declares are written (zod's output JSON Schema closes every object), so a handler can
 * never leak an undeclared field. A reply lacking a required property still fails (500); what fast-json-stringify
 * does not do is re-check refinements, which the contract tests cover.
 *
 * Compiled on a route's first reply, so start-up does not pay for routes never called; a schema JSON Schema
 * cannot express keeps the zod serializer.
 */
export const replySerializerCompiler: FastifySerializerCompiler<z.ZodType> = (routeSchema) => {
  let stringify: Stringify | undefined;
  return (data: unknown) => {
    stringify ??= compile(routeSchema);
    return stringify(data);
  };
};

function compile(routeSchema: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): Stringify {
  try {
    const jsonSchema = z.toJSONSchema(routeSchema.schema, { io: 'output', target: 'draft-7' });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return zodSerializerCompiler(routeSchema) as Stringify;
  }
}
