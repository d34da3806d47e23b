import { apiPaths, fillPath } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { TestBrowser } from '../../../test/browser.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const api = (path: string) => `/api${path}`;
const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

// Every back-office call, with a body that would succeed for an allowed caller.
const REQUEST_CALLS = [
  { method: 'GET', url: api(apiPaths.backOffice.requests) },
  { method: 'GET', url: api(fillPath(apiPaths.backOffice.request, { id: 7 })) },
  { method: 'GET', url: api(fillPath(apiPaths.backOffice.pdfRecap, { id: 7 })) },
  {
    method: 'PUT',
    url: api(fillPath(apiPaths.backOffice.updateDraftStorageLimit, { id: 8 })),
    payload: { draftExpiresOn: future },
  },
] as const;

const USER_CALLS = [
  { method: 'GET', url: api(apiPaths.backOffice.users) },
  { method: 'GET', url: api(fillPath(apiPaths.backOffice.user, { id: 1 })) },
  {
    method: 'POST',
    url: api(apiPaths.backOffice.createUser),
    payload: {
      firstName: 'Nuovo',
      lastName: 'Utente',
      fiscalCode: 'VRDLGU75C12F205K',
      email: 'nuovo.utente@example.com',
      profile: { profileId: 3 },
      active: 1,
    },
  },
  { method: 'PUT', url: api(apiPaths.backOffice.modifyUser), payload: { userId: 999_999 } },
] as const;

type Call = (typeof REQUEST_CALLS)[number] | (typeof USER_CALLS)[number];
const send = (browser: TestBrowser, c: Call) =>
  call(browser, c.method, c.url, 'payload' in c ? c.payload : undefined);
const label = (c: Call) => `${c.method} ${c.url}`;

describe('back-office access rules', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const collab = await signedIn(app, 'bo', 'collab');
  const staff = await signedIn(app, 'bo', 'staff');
  const citizen = await signedIn(app, 'fo', 'mario.rossi');

  it.each([...REQUEST_CALLS, ...USER_CALLS].map((c) => [label(c), c] as const))(
    'answers 401 to an anonymous %s',
    async (_name, c) => {
      const res = await send(new TestBrowser(app), c);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ code: 401 });
    },
  );

  it.each([...REQUEST_CALLS, ...USER_CALLS].map((c) => [label(c), c] as const))(
    "answers 403 to a citizen's %s",
    async (_name, c) => {
      const res = await send(citizen, c);
      expect(res.statusCode, res.body).toBe(403);
    },
  );

  it.each(REQUEST_CALLS.map((c) => [label(c), c] as const))(
    'lets a collaborator and a back-office operator (99) make %s',
    async (_name, c) => {
      for (const browser of [collab, staff]) {
        const res = await send(browser, c);
        expect(res.statusCode, res.body).toBe(200);
      }
    },
  );

  it.each(USER_CALLS.map((c) => [label(c), c] as const))(
    'refuses %s to a collaborator and a back-office operator (99)',
    async (_name, c) => {
      for (const browser of [collab, staff]) {
        const res = await send(browser, c);
        expect(res.statusCode, res.body).toBe(403);
      }
    },
  );

  it('refuses a state-changing call without the CSRF header, even to an administrator', async () => {
    const admin = await signedIn(app, 'bo', 'admin');
    const res = await admin.request({
      method: 'PUT',
      url: api(fillPath(apiPaths.backOffice.updateDraftStorageLimit, { id: 8 })),
      payload: { draftExpiresOn: future },
    });
    expect(res.statusCode).toBe(403);
  });
});
