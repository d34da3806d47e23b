import { apiPaths } from '@suap/shared';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { call, signedIn } from '../../test/back-office-sessions.js';

const BO_LIST = `/api${apiPaths.backOffice.requests}`;

// BACKOFFICE_LIST_CACHE=false (the default since issue 25) reads the back-office list from the database on every
// call; switched on, a list asked again with nothing changed is answered from the reply cache.
// The reads of the hot paths: the session always, then the list's page and its lines when not cached.
describe.each([
  [true, 1],
  [false, 3],
] as const)('BACKOFFICE_LIST_CACHE=%s', async (setting, readsOnRepeat) => {
  const { app, database } = await buildTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: 1000,
    BACKOFFICE_LIST_CACHE: setting,
  });
  const staff = await signedIn(app, 'bo', 'collab');

  it(`reads the list ${readsOnRepeat > 1 ? 'again' : 'once'} when asked twice`, async () => {
    const first = await call(staff, 'GET', `${BO_LIST}?sort=suap.name;asc`);
    expect(first.statusCode, first.body).toBe(200);
    const reads = vi.spyOn(database.hotReads, 'query');
    try {
      const again = await call(staff, 'GET', `${BO_LIST}?sort=suap.name;asc`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(reads).toHaveBeenCalledTimes(readsOnRepeat);
    } finally {
      reads.mockRestore();
    }
  });
});
