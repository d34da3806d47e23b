import { apiPaths, type BackOfficeRequestListReply } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { citizen, completeDraft, referenceIds, requestOf } from '../../../test/citizen.js';
import { LISTED_BY_DEFAULT } from './request-visibility.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.requests}`;
const BASE = '/api/suap/v1/request';

// Issue 22 item 11 (a): staff do not see the personal data typed into a request the citizen has not sent
// (request-visibility.ts), so the search must not match on it either: otherwise a filter confirms a private
// company name or e-mail letter by letter. Once the citizen sends the request, the same words find it.
describe('the back-office search reads only what staff may see', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const staff = await signedIn(app, 'bo', 'collab');
  const mario = await citizen(app, 'mario.rossi');
  const ids = await referenceIds(database);

  async function found(query: string): Promise<number[]> {
    const res = await call(staff, 'GET', `${LIST}?size=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as BackOfficeRequestListReply).requestList.map((request) => request.requestId ?? 0);
  }

  const draftBody = completeDraft(ids);
  const PRIVATE = {
    ...draftBody,
    personalData: {
      ...draftBody.personalData,
      firstName: 'Ottavio',
      lastName: 'Quadrifoglio',
      email: 'ottavio.zaffiro@example.com',
      legalRepresentative: true,
      companyName: 'Segreto Privato Srl',
    },
    partitaIva: '31415926535',
  };
  const FILTERS = ['segreto privat', 'zaffiro', 'ottavio quadrifoglio', '31415926535'];

  it('the states whose typed data count are the ones staff see in full', async () => {
    // Both texts the search reads: the whole one, and its rest (migration 0014).
    for (const name of ['requests_search_text', 'requests_search_rest']) {
      const result = await database.db.execute<{ src: string }>(
        sql`select prosrc as src from pg_proc where proname = ${name}`,
      );
      expect(result.rows[0]?.src, name).toContain(
        `r.state_id IN (${[...LISTED_BY_DEFAULT].sort((a, b) => a - b).join(', ')})`,
      );
    }
  });

  it('does not match a draft on its typed personal data, and matches it once sent', async () => {
    const created = await mario.post(BASE, PRIVATE);
    expect(created.statusCode, created.body).toBe(200);
    const draft = requestOf(created);
    for (const filter of FILTERS) {
      const query = `stateOfRequestId=1&filter=${encodeURIComponent(filter)}`;
      expect(await found(query), filter).not.toContain(draft.requestId);
    }
    // The account holder and the procedure stay searchable: staff see them in a draft's details too.
    expect(await found('stateOfRequestId=1&filter=mario%20rossi')).toContain(draft.requestId);

    const sent = await mario.put(`${BASE}/${draft.requestId}`, { version: 1, action: 'send' });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const filter of FILTERS)
      expect(await found(`filter=${encodeURIComponent(filter)}`), filter).toEqual([draft.requestId]);
  });

  it('forgets the typed data again when a request is deleted', async () => {
    const created = await mario.post(BASE, PRIVATE);
    const draft = requestOf(created);
    const deleted = await mario.del(`${BASE}/${draft.requestId}?version=1`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await found('stateOfRequestId=2&filter=zaffiro')).not.toContain(draft.requestId);
  });
});
