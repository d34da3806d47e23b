import {
  apiPaths,
  BackOfficeRequestListReplySchema,
  RequestListReplySchema,
  type Request,
} from '@suap/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { buildApp } from '../app.js';
import { connectDatabase } from '../db/client.js';
import { call, signedIn } from '../../test/back-office-sessions.js';
import { citizen, completeDraft, FIRST_STEP, referenceIds, requestOf } from '../../test/citizen.js';

const OWN_LIST = `/api${apiPaths.requests.list}`;
const BO_LIST = `/api${apiPaths.backOffice.requests}`;
const REQUEST = '/api/suap/v1/request';

/**
 * Two instances of the app on one database, as behind a load balancer: a list kept by one must show a change
 * made through the other at its very next call (the change counters of migration 0006 are read with the
 * session), and a list asked again with nothing changed must cost no query beyond the session's.
 */
describe('list replies kept under change counters', async () => {
  // The back-office cache is off by default (config.ts): switched on here, as a deployment may.
  const {
    app: first,
    database,
    config,
  } = await buildTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: 1000,
    BACKOFFICE_LIST_CACHE: true,
  });
  const secondDatabase = connectDatabase(database.url, 5);
  const second: FastifyInstance = await buildApp({ config, database: secondDatabase, logger: false });
  await second.ready();
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
  });

  const marioOnFirst = await citizen(first, 'mario.rossi');
  const marioOnSecond = await citizen(second, 'mario.rossi');
  const staffOnFirst = await signedIn(first, 'bo', 'collab');
  const ids = await referenceIds(database);

  const ownList = async () => {
    const reply = await marioOnFirst.get(`${OWN_LIST}?userId=${marioOnFirst.userId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return RequestListReplySchema.parse(reply.json()).requestList;
  };
  const boList = async (query: string) => {
    const reply = await call(staffOnFirst, 'GET', `${BO_LIST}?${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return BackOfficeRequestListReplySchema.parse(reply.json());
  };
  const byId = <T extends Pick<Request, 'requestId'>>(list: T[], requestId: number | null | undefined) =>
    list.find((request) => request.requestId === requestId);

  /** Queries sent to the database while `action` runs, on every pool of the first instance. */
  async function queriesDuring(action: () => Promise<unknown>): Promise<number> {
    const spies = [database.pool, database.hotReads, database.boundedReads].map((pool) =>
      vi.spyOn(pool, 'query'),
    );
    try {
      await action();
      return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  it("answers the citizen's list asked again with the session query alone, and the same JSON", async () => {
    const before = await marioOnFirst.get(`${OWN_LIST}?userId=${marioOnFirst.userId}`);
    let again = before;
    expect(
      await queriesDuring(async () => {
        again = await marioOnFirst.get(`${OWN_LIST}?userId=${marioOnFirst.userId}`);
      }),
    ).toBe(1);
    expect(again.body).toBe(before.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    // Another question (another language) is computed, not taken from the Italian reply.
    const english = await marioOnFirst.get(`${OWN_LIST}?userId=${marioOnFirst.userId}&lang=en`);
    expect(english.body).not.toBe(before.body);
  });

  it("shows a draft created, saved and sent through the other instance in the citizen's next list", async () => {
    await ownList();
    const created = await marioOnSecond.post(REQUEST, FIRST_STEP);
    expect(created.statusCode, created.body).toBe(200);
    const draft = requestOf(created);
    expect(byId(await ownList(), draft.requestId)?.version).toBe(1);

    const saved = await marioOnSecond.put(`${REQUEST}/${draft.requestId}`, {
      version: 1,
      suap: { suapId: ids.suap.suapId },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(byId(await ownList(), draft.requestId)?.suap?.suapId).toBe(ids.suap.suapId);

    const filled = await marioOnSecond.put(`${REQUEST}/${draft.requestId}`, {
      ...completeDraft(ids),
      version: 2,
    });
    expect(filled.statusCode, filled.body).toBe(200);
    const sent = await marioOnSecond.put(`${REQUEST}/${draft.requestId}`, { version: 3, action: 'send' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(byId(await ownList(), draft.requestId)?.stateOfRequest.stateOfRequestId).toBe(3);
  });

  it('shows a request sent through the other instance in the back-office list and its total', async () => {
    const before = await boList('size=100');
    expect(await queriesDuring(() => boList('size=100'))).toBe(1);

    const created = requestOf(await marioOnSecond.post(REQUEST, completeDraft(ids)));
    const sent = await marioOnSecond.put(`${REQUEST}/${created.requestId}`, {
      version: created.version,
      action: 'send',
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const after = await boList('size=100');
    expect(after.totalResults).toBe(before.totalResults + 1);
    expect(after.requestList[0]?.requestId).toBe(created.requestId);
  });

  it('reads the back-office list of drafts every time: draft saves do not move its counter', async () => {
    const draft = requestOf(await marioOnSecond.post(REQUEST, FIRST_STEP));
    const listed = await boList('stateOfRequestId=1&size=100');
    expect(byId(listed.requestList, draft.requestId)?.suap).toBeNull();
    expect(await queriesDuring(() => boList('stateOfRequestId=1&size=100'))).toBeGreaterThan(1);

    await marioOnSecond.put(`${REQUEST}/${draft.requestId}`, {
      version: 1,
      suap: { suapId: ids.suap.suapId },
    });
    const relisted = await boList('stateOfRequestId=1&size=100');
    expect(byId(relisted.requestList, draft.requestId)?.suap?.suapId).toBe(ids.suap.suapId);
  });

  it('shows a change made directly in the database (the triggers move the counters whoever writes)', async () => {
    const marioInBackOffice = `filter=${encodeURIComponent('Rossi Mario')}&size=100`;
    const [sentOne] = (await boList(marioInBackOffice)).requestList;
    expect(sentOne?.user.lastName).toBe('Rossi');
    expect((await ownList())[0]?.user.lastName).toBe('Rossi');

    await database.db.execute(
      sql`update requests set reference_code = 'SUAP-2099-999999' where request_id = ${sentOne?.requestId ?? 0}`,
    );
    expect(byId((await boList(marioInBackOffice)).requestList, sentOne?.requestId ?? 0)?.referenceCode).toBe(
      'SUAP-2099-999999',
    );
    expect(byId(await ownList(), sentOne?.requestId ?? 0)?.referenceCode).toBe('SUAP-2099-999999');

    // A user's own row: the name shows in both lists (the copies kept on requests for sorting follow it).
    await database.db.execute(
      sql`update users set last_name = 'Rossini' where user_id = ${marioOnFirst.userId}`,
    );
    expect((await ownList()).every((request) => request.user.lastName === 'Rossini')).toBe(true);
    const renamed = byId((await boList(marioInBackOffice)).requestList, sentOne?.requestId ?? 0);
    expect(renamed?.user.lastName).toBe('Rossini');
  });
});
