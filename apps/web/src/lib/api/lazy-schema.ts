import type * as ReplySchemas from './reply-schemas';

type ReplySchemaName = keyof typeof ReplySchemas;

/** A loader for apiRequest's `schema`: the named reply schema, downloaded with zod on first use. */
export function lazySchema<N extends ReplySchemaName>(name: N): () => Promise<(typeof ReplySchemas)[N]> {
  return async () => (await import('./reply-schemas'))[name];
}
