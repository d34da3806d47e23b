import type { FastifyReply, FastifyRequest } from 'fastify';
import { replyLanguage } from './reply-language.js';
import { replyCache, type ReplyCacheOptions } from './reply-cache.js';

export const LIST_REPLY_CACHE: Pick<ReplyCacheOptions, 'maxEntries' | 'ttlMs' | 'maxWeight'> = {
  maxEntries: 2_000,
  ttlMs: 5 * 60 * 1000,
  // Characters of serialized replies kept, per route: about 16 MB of memory at most.
  maxWeight: 8_000_000,
};

export interface ListReplyCache {
  /**
   * Sends the JSON of `build()`'s reply, reusing the one sent before for the same call (route, URL with its
   * query, reply language) while `dataVersion` is unchanged. `dataVersion` must name everything else the reply
   * depends on: who may see what, and the change counters (migration 0006) the data was read at.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    dataVersion: string,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply>;
  /** Calls answered from memory and calls that built their reply, since the start (while switched on). */
  readonly stats: { hits: number; misses: number };
}

/**
 * List replies kept serialized, as the route's response schema wrote them, under the change counters read with
 * the session (plugins/session.ts). A write anywhere moves a counter in the same transaction, so the next call
 * on any instance reads the new value and misses: no instance serves data older than its session read.
 */
export function listReplyCache(options = LIST_REPLY_CACHE, { enabled = true } = {}): ListReplyCache {
  const cache = replyCache({ ...options, weigh: (body) => (body as string).length });
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    async send(request, reply, dataVersion, build) {
      // Switched off (BACKOFFICE_LIST_CACHE=false): every call is read, e.g. to measure the database alone.
      if (!enabled) return reply.send(await build());
      const key = [request.routeOptions.url, dataVersion, replyLanguage(request), request.url].join('\n');
      let built = false;
      const body = await cache.get(key, async () => {
        built = true;
        return reply.serialize(await build());
      });
      // A call that waited for another's build of the same key counts as a hit: it read nothing itself.
      if (built) stats.misses += 1;
      else stats.hits += 1;
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}
