import { RequestState, Role, ROLE_IDS } from '@suap/shared';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createListReplies, type ListName } from './list-replies.js';
import type { CurrentUser } from './session.js';

// The one interface routes use for kept list replies: which session facts make the key of each list.
// (The two-instance behaviour over a real database is in lib/list-reply-cache.test.ts.)
const user = (
  userId: number,
  profile: number,
  ownRequests: number,
  backOfficeRequests: number,
): CurrentUser => ({
  userId,
  profileId: ROLE_IDS.find((id) => id === profile) ?? Role.FRONT_OFFICE,
  profileDescription: { it: '', en: '' },
  fiscalCode: '',
  firstName: '',
  lastName: '',
  active: true,
  dataVersions: { ownRequests, backOfficeRequests },
});

describe.each([true, false])('list replies (BACKOFFICE_LIST_CACHE=%s)', async (backOfficeCache) => {
  const app = Fastify();
  const lists = createListReplies({ BACKOFFICE_LIST_CACHE: backOfficeCache });
  let builds = 0;
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    const [userId = 0, profileId = 0, own = 0, backOffice = 0] = String(request.headers['x-user'])
      .split(',')
      .map(Number);
    request.currentUser = user(userId, profileId, own, backOffice);
  });
  // The routes' schemas hand the query over typed: stateOfRequestId as a number.
  const querystring = {
    type: 'object',
    properties: { stateOfRequestId: { type: 'integer' }, assignedToMe: { type: 'boolean' } },
  };
  app.get<{ Params: { list: ListName } }>('/:list', { schema: { querystring } }, async (request, reply) =>
    lists.send(request, reply, request.params.list, async () => ({ build: ++builds })),
  );
  afterAll(() => app.close());
  const get = async (url: string, who: string) => {
    const before = builds;
    const reply = await app.inject({ url, headers: { 'x-user': who } });
    expect(reply.statusCode).toBe(200);
    return builds - before;
  };

  it("keeps a citizen's own list per citizen and per counter", async () => {
    expect(await get('/ownRequests', '1,1,5,0')).toBe(1);
    expect(await get('/ownRequests', '1,1,5,9')).toBe(0);
    expect(await get('/ownRequests', '2,1,5,0')).toBe(1);
    expect(await get('/ownRequests', '1,1,6,0')).toBe(1);
  });

  it('keeps the back-office list per profile and counter, when switched on', async () => {
    const reads = backOfficeCache ? 0 : 1;
    expect(await get('/backOfficeRequests', '7,3,0,4')).toBe(1);
    expect(await get('/backOfficeRequests', '8,3,9,4')).toBe(reads);
    expect(await get('/backOfficeRequests', '7,4,0,4')).toBe(1);
    expect(await get('/backOfficeRequests', '7,3,0,5')).toBe(1);
  });

  it('always reads the back-office list of drafts: draft saves do not move its counter', async () => {
    const drafts = `/backOfficeRequests?stateOfRequestId=${RequestState.DRAFT}`;
    expect(await get(drafts, '7,3,0,4')).toBe(1);
    expect(await get(drafts, '7,3,0,4')).toBe(1);
  });

  it('keeps "assigned to me" per caller: the same URL lists another operator\'s own requests', async () => {
    const mine = '/backOfficeRequests?assignedToMe=true';
    expect(await get(mine, '7,3,0,4')).toBe(1);
    expect(await get(mine, '7,3,0,4')).toBe(backOfficeCache ? 0 : 1);
    expect(await get(mine, '8,3,0,4')).toBe(1);
    expect(await get(mine, '7,3,0,5')).toBe(1);
  });

  it('counts hits and misses for /metrics, per list, only for the calls it may keep', () => {
    // The calls above: own list 1 hit, 3 builds; back-office list 2 hits and 6 builds when switched on; the
    // drafts lists are never kept, and a switched-off cache keeps nothing.
    expect(lists.stats()).toEqual({
      ownRequests: { hits: 1, misses: 3 },
      backOfficeRequests: backOfficeCache ? { hits: 2, misses: 6 } : { hits: 0, misses: 0 },
    });
  });
});
