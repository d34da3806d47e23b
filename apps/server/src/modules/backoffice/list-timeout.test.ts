import { apiPaths } from '@suap/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { connectDatabase } from '../../db/client.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.requests}`;

// A list read that runs long is cancelled by the bounded reads' statement timeout and answered with a 503 envelope
// in the reply language, and its connection is free again at once; a burst that finds no free connection is told
// so just as quickly, instead of queueing every staff member behind it (issue 25).
describe('back-office list under a slow or busy database', async () => {
  const { app, database } = await buildTestApp(
    { RATE_LIMIT_LOGIN_PER_MINUTE: 1000 },
    { allowServerErrors: 'the list answers 503 on a statement timeout and on a busy pool, on purpose' },
  );
  const staff = await signedIn(app, 'bo', 'collab');
  const normal = database.boundedReads;
  // One connection, 200 ms for a statement or for a free connection (LIST_QUERY_TIMEOUT_MS in production).
  const tight = connectDatabase(database.url, 1, { boundedReadTimeoutMs: 200 });
  afterAll(() => tight.close());
  const use = (pool: typeof normal) => {
    database.boundedReads = pool;
  };

  it('answers 503 in the reply language when the statement timeout cancels the read', async () => {
    use(tight.boundedReads);
    // The list's statement made slow: another transaction holds the requests table, so the read waits on the
    // lock until its statement timeout cancels it (a reply within 1.9 s proves it, even on a loaded machine).
    const locker = await database.pool.connect();
    await locker.query('begin');
    await locker.query('lock table requests in access exclusive mode');
    try {
      for (const [lang, words] of [
        ['it', /interrotto: restringi la ricerca/],
        ['en', /stopped: narrow the search/],
      ] as const) {
        const started = Date.now();
        const res = await call(staff, 'GET', `${LIST}?filter=rossi&lang=${lang}`);
        expect(res.statusCode, res.body).toBe(503);
        // The OpenAPI document promises Retry-After on this 503.
        expect(res.headers['retry-after']).toBe('5');
        const body = res.json<{ code: number; message: string; description: string }>();
        expect(body.code).toBe(503);
        expect(`${body.message} ${body.description}`).toMatch(words);
        expect(Date.now() - started).toBeLessThan(1_900);
      }
    } finally {
      await locker.query('rollback');
      locker.release();
      use(normal);
    }
  });

  it('answers 503 quickly when no connection is free, and serves again once one is', async () => {
    use(tight.boundedReads);
    const held = await tight.boundedReads.connect();
    try {
      const started = Date.now();
      // A search: the list pages without free text are named statements on the prepared connections.
      const res = await call(staff, 'GET', `${LIST}?filter=rossi&sort=user.lastName;asc&lang=en`);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({
        code: 503,
        message: expect.any(String),
        description: expect.any(String),
      });
      expect(Date.now() - started).toBeLessThan(1_900);
    } finally {
      held.release();
    }
    try {
      const res = await call(staff, 'GET', `${LIST}?filter=rossi&sort=user.lastName;desc`);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      use(normal);
    }
  });
});
