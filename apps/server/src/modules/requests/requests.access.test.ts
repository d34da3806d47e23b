import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { requests } from '../../db/schema.js';
import { login, TestBrowser } from '../../../test/browser.js';
import { ANNA, citizen, MARIO } from '../../../test/citizen.js';

const BASE = '/api/suap/v1/request';

describe('who reaches which request', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const mario = await citizen(app, 'mario.rossi');
  const anna = await citizen(app, 'anna.verdi');
  const stored = async (id: number) =>
    (await database.db.select().from(requests).where(eq(requests.requestId, id)))[0];

  it('gives a citizen their own request', async () => {
    const reply = await mario.get(`${BASE}/${MARIO.draftId}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      code: 200,
      request: { requestId: MARIO.draftId, user: { userId: mario.userId } },
    });
  });

  it("answers 404 to another citizen's request, for reading, saving, deleting and the PDF, and changes nothing", async () => {
    const before = await stored(MARIO.draftId);
    const notFound = { code: 404, message: 'Risorsa non trovata', description: 'La richiesta non esiste.' };
    const attempts = [
      await anna.get(`${BASE}/${MARIO.draftId}`),
      await anna.put(`${BASE}/${MARIO.draftId}`, {
        version: before!.version,
        personalData: { firstName: 'Anna' },
      }),
      await anna.put(`${BASE}/${MARIO.draftId}`, { version: before!.version, action: 'send' }),
      await anna.del(`${BASE}/${MARIO.draftId}?version=${before!.version}`),
      await anna.get(`${BASE}/getPdfRecap/${MARIO.draftId}`),
      await anna.get(`${BASE}/getPdfRecap/${MARIO.sentId}`),
    ];
    for (const reply of attempts) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(notFound);
    }
    expect(await stored(MARIO.draftId)).toEqual(before);
  });

  it('answers the same 404 for an id that does not exist', async () => {
    expect((await anna.get(`${BASE}/999999`)).json()).toEqual(
      (await anna.get(`${BASE}/${MARIO.draftId}`)).json(),
    );
  });

  it("refuses the list of another citizen's userId with 403", async () => {
    const reply = await anna.get(`${BASE}/list?userId=${mario.userId}`);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ code: 403 });
  });

  it('needs the CSRF header on every change', async () => {
    const noHeader = (method: 'POST' | 'PUT' | 'DELETE', url: string) =>
      anna.browser.request({ method, url, payload: method === 'DELETE' ? undefined : { version: 1 } });
    for (const reply of [
      await noHeader('POST', BASE),
      await noHeader('PUT', `${BASE}/${ANNA.draftId}`),
      await noHeader('DELETE', `${BASE}/${ANNA.draftId}?version=1`),
    ]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().description).toContain('x-csrf-token');
    }
    expect((await stored(ANNA.draftId))?.stateId).toBe(1);
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      `${BASE}/${MARIO.draftId}`,
      `${BASE}/list?userId=1`,
      `${BASE}/getPdfRecap/${MARIO.sentId}`,
    ]) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ code: 401 });
    }
  });

  it('answers 403 to a back-office user: these calls are for citizens', async () => {
    const staff = new TestBrowser(app);
    expect((await login(staff, 'bo', 'admin', '/it/back-office')).statusCode).toBe(200);
    expect((await staff.request({ method: 'GET', url: `${BASE}/${MARIO.draftId}` })).statusCode).toBe(403);
    expect(
      (await staff.request({ method: 'GET', url: `${BASE}/getPdfRecap/${MARIO.sentId}` })).statusCode,
    ).toBe(403);
    expect((await staff.post(BASE, {})).statusCode).toBe(403);
  });

  it('documents every call in the OpenAPI description', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const paths = Object.keys(reply.json().paths);
    for (const path of [
      '/api/suap/v1/request/',
      '/api/suap/v1/request/{id}',
      '/api/suap/v1/request/list',
      '/api/suap/v1/request/getPdfRecap/{id}',
    ]) {
      expect(paths.map((p) => p.replace(/\/$/, ''))).toContain(path.replace(/\/$/, ''));
    }
  });
});
