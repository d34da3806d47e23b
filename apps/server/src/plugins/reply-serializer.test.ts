import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from './reply-serializer.js';

// The serializer is the last guard between a handler and the network: it must write only what the reply
// schema declares, and refuse a reply that lacks a required property.
async function appReplying(body: unknown, schema: z.ZodType) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(replySerializerCompiler);
  app.get('/thing', { schema: { response: { 200: schema } } }, async () => body);
  await app.ready();
  return app;
}

const Thing = z.object({ id: z.number(), name: z.string(), tags: z.array(z.object({ label: z.string() })) });

describe('reply serializer', () => {
  it('writes the declared properties and drops undeclared ones, also in nested objects', async () => {
    const app = await appReplying(
      { id: 1, name: 'a', secret: 'x', tags: [{ label: 't', hidden: true }] },
      Thing,
    );
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, name: 'a', tags: [{ label: 't' }] });
    await app.close();
  });

  it('refuses a reply that lacks a required property', async () => {
    const app = await appReplying({ id: 1, tags: [] }, Thing);
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"id":1');
    await app.close();
  });

  it('falls back to the zod serializer for a schema JSON Schema cannot express (dates)', async () => {
    const app = await appReplying({ at: new Date('2026-01-02T03:04:05Z') }, z.object({ at: z.date() }));
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ at: '2026-01-02T03:04:05.000Z' });
    await app.close();
  });
});
