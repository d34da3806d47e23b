import { RequestState } from '@suap/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { LIST_REPLY_CACHE, listReplyCache, type ListReplyCache } from '../lib/list-reply-cache.js';
import { currentUserOf } from './authorize.js';
import type { CurrentUser } from './session.js';

/** The settings the caches read (config.ts). */
type CacheSettings = Pick<Config, 'BACKOFFICE_LIST_CACHE'>;

interface ListRule {
  /** Who may see what (and, for a list of one's own, who asks), and the counter of the data behind the list. */
  version(user: CurrentUser, request: FastifyRequest): string;
  /** False for calls the counter does not cover: they are always read. */
  covers(request: FastifyRequest): boolean;
  /** Off (BACKOFFICE_LIST_CACHE=false): every call is read, e.g. to measure the database alone. */
  enabled(settings: CacheSettings): boolean;
}

/** The value of a query parameter as the route's schema parsed it (undefined when absent). */
const queryParam = (request: FastifyRequest, name: string): unknown => {
  const query = request.query;
  return typeof query === 'object' && query !== null && name in query
    ? (query as Record<string, unknown>)[name]
    : undefined;
};
const asksForDrafts = (request: FastifyRequest) =>
  queryParam(request, 'stateOfRequestId') === RequestState.DRAFT;
/** "Assigned to me" (parsed to true by the contract): the same URL lists other rows for another operator. */
const asksForOwnAssignments = (request: FastifyRequest) => queryParam(request, 'assignedToMe') === true;

/**
 * The lists whose replies are kept (issue 26 item 5), and what each depends on beyond its URL and reply language.
 * The change counters are moved by database triggers in the transaction of every write (migration 0006) and read
 * with the session (plugins/session.ts): a key holding them names the data a reply was built from.
 */
const LISTS = {
  // A citizen's own requests: any write to one of them moves that citizen's counter.
  ownRequests: {
    version: (user) => `${user.userId}:${user.dataVersions.ownRequests}`,
    covers: () => true,
    enabled: () => true,
  },
  // The back-office list depends on the profile (what it may see), and "assigned to me" on who asks. Draft saves
  // do not move the back-office counter, so a list of drafts is always read. An assignment is an update of a sent
  // request, which moves the counter (0006): a list of one's own is not served after a change of operator.
  backOfficeRequests: {
    version: (user, request) =>
      `${user.profileId}:${asksForOwnAssignments(request) ? user.userId : '*'}:${user.dataVersions.backOfficeRequests}`,
    covers: (request) => !asksForDrafts(request),
    enabled: (settings) => settings.BACKOFFICE_LIST_CACHE,
  },
} satisfies Record<string, ListRule>;

export type ListName = keyof typeof LISTS;

export interface ListReplies {
  /**
   * Sends the JSON of `build()`'s reply to this call of list `name`, reusing the reply sent before to the same
   * call while the data behind it is unchanged. The caller must be logged in (the key holds who it is).
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    name: ListName,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply>;
  /** Each list's calls answered from memory and calls that built their reply, since the start (for /metrics). */
  stats(): Record<ListName, { hits: number; misses: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    listReplies: ListReplies;
  }
}

/** One reply cache per list, so a busy list does not push another's replies out. */
export function createListReplies(settings: CacheSettings, options = LIST_REPLY_CACHE): ListReplies {
  const cacheOf = (rule: ListRule) => listReplyCache(options, { enabled: rule.enabled(settings) });
  const caches: Record<ListName, ListReplyCache> = {
    ownRequests: cacheOf(LISTS.ownRequests),
    backOfficeRequests: cacheOf(LISTS.backOfficeRequests),
  };
  return {
    stats: () => ({
      ownRequests: { ...caches.ownRequests.stats },
      backOfficeRequests: { ...caches.backOfficeRequests.stats },
    }),
    async send(request, reply, name, build) {
      const rule: ListRule = LISTS[name];
      if (!rule.covers(request)) return reply.send(await build());
      return caches[name].send(request, reply, rule.version(currentUserOf(request), request), build);
    },
  };
}

export default fp(
  async function listRepliesPlugin(app, opts: { config: Config }) {
    app.decorate('listReplies', createListReplies(opts.config));
  },
  { name: 'list-replies', dependencies: ['session'] },
);
