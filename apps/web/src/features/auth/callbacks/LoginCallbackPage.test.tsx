import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserNavigation, sessionState } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { renderApp } from '../../../test/render-app';
import { setUpSessionTests } from '../../../test/session-test-setup';
import { anonymousSession, loginReply, sessionReply, stubApi, user } from '../../../test/fake-api';

setUpSessionTests();

const session = { 'GET /api/session': { body: anonymousSession } };

describe('front-office login callback', () => {
  it('posts the code and goes to the remembered origin, logged in', async () => {
    const mario = user(1);
    let sessionCalls = 0;
    const { calls } = stubApi({
      // Anonymous before the exchange, logged in after it.
      'GET /api/session': () =>
        sessionCalls++ === 0
          ? { body: anonymousSession }
          : {
              body: sessionReply(
                { authenticated: true, user: mario },
                new Date(Date.now() + 60_000).toISOString(),
              ),
            },
      'POST /api/login/token': { body: loginReply({ user: mario, origin: '/en/support' }) },
    });
    const { router } = renderApp('/auth/login?code=c1&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/support'));
    const post = calls.find((call) => call.key === 'POST /api/login/token')!;
    expect(post.body).toEqual({
      grant_type: 'authorization_code',
      code: 'c1',
      state: 'xyz',
      redirect_uri: `${window.location.origin}/auth/login`,
    });
    expect(sessionStore.get('loggedUser')).toMatchObject({ fiscalCode: 'RSSMRA80A01H501U' });
    expect(sessionState.get().expiresAt).toBeGreaterThan(Date.now());
  });

  it('goes to the identity-matching page when the token has no fiscal code', async () => {
    stubApi({
      ...session,
      'POST /api/login/token': { body: loginReply({ identityMatching: true, origin: '/en/support' }) },
    });
    const { router } = renderApp('/auth/login?code=c2&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/identity-matcher'));
    expect(sessionState.get().identityMatching).toBe(true);
    expect(sessionStore.get('loginOrigin')).toBe('/en/support');
  });

  it('queues the authentication-failed modal and logs out when the login is refused', async () => {
    sessionStore.set('loginOrigin', '/it/support');
    const { calls } = stubApi({
      ...session,
      'POST /api/login/token': {
        status: 403,
        body: { code: 403, message: 'Authentication failed', description: 'Your user is not active' },
      },
      'POST /api/login/logout': { body: { code: 200, message: 'OK', description: 'none', logoutUrl: null } },
    });
    const { router } = renderApp('/auth/login?code=c3&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it'));
    expect(await screen.findByRole('dialog', { name: 'Accesso non riuscito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi di nuovo' }).getAttribute('href')).toMatch(
      /^\/api\/login\/start\?idp=fo/,
    );
    expect(calls.some((call) => call.key === 'POST /api/login/logout')).toBe(true);
    expect(sessionStore.get('loggedUser')).toBeUndefined();
    expect(sessionStore.get('onInitModal')).toBeUndefined();
  });

  it('starts the login when visited with ?start=1', async () => {
    stubApi(session);
    sessionStore.set('loginOrigin', '/en/support');
    renderApp('/auth/login?start=1');
    await waitFor(() =>
      expect(browserNavigation.assign).toHaveBeenCalledWith(
        '/api/login/start?idp=fo&origin=%2Fen%2Fsupport&lang=en',
      ),
    );
  });
});

describe('back-office login callback', () => {
  it('goes to the request list in Italian after token2', async () => {
    const { calls } = stubApi({
      ...session,
      'POST /api/login/token2': { body: loginReply({ user: user(2) }) },
    });
    const { router } = renderApp('/auth/back-office?code=c4&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/back-office/requests'));
    expect(calls.some((call) => call.key === 'POST /api/login/token2')).toBe(true);
  });

  it('queues the back-office failure modal on refusal', async () => {
    stubApi({
      ...session,
      'POST /api/login/token2': { status: 403, body: { code: 403, message: 'Authentication failed' } },
      'POST /api/login/logout': { body: { code: 200, message: 'OK', logoutUrl: null } },
    });
    renderApp('/auth/back-office?code=c5&state=xyz');
    expect(
      await screen.findByRole('dialog', { name: 'Accesso al back office non riuscito' }),
    ).toBeInTheDocument();
  });

  it('shows the refusal in the language the login was started in (issue 22, 8.1)', async () => {
    stubApi({
      ...session,
      'POST /api/login/token2': {
        status: 403,
        body: { code: 403, message: 'Authentication failed', description: 'No user', lang: 'en' },
      },
      'POST /api/login/logout': { body: { code: 200, message: 'OK', logoutUrl: null } },
    });
    const { router } = renderApp('/auth/back-office?code=c6&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(await screen.findByRole('dialog', { name: 'Back-office login failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe(
      '/api/login/start?idp=bo&lang=en',
    );
  });

  it("ends the refused person's provider session, then comes back home with the modal (issue 22, 2)", async () => {
    const logoutUrl = '/idp/bo/session/end?logout_hint=s1&ui_locales=en';
    const { calls } = stubApi({
      ...session,
      'POST /api/login/token2': {
        status: 403,
        body: { code: 403, message: 'Authentication failed', description: 'No user', lang: 'en', logoutUrl },
      },
      'POST /api/login/logout': { body: { code: 200, message: 'OK', logoutUrl: null } },
    });
    const { router } = renderApp('/auth/back-office?code=c7&state=xyz');
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith(logoutUrl));
    expect(calls.some((call) => call.key === 'POST /api/login/logout')).toBe(true);
    expect(router.state.location.pathname).toBe('/auth/back-office');
    expect(sessionStore.get('logoutOrigin')).toBe('/en');
    expect(sessionStore.get('onInitModal')).toMatchObject({ component: 'auth-failed-back-office' });
  });
});

describe('logout callback', () => {
  it('returns to the startup page from a startup origin and clears the session', async () => {
    stubApi(session);
    sessionStore.set('logoutOrigin', '/en/enrolment/startup/personal-data');
    sessionStore.set('draftId', 5);
    const { router } = renderApp('/auth/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/startup-service'));
    expect(sessionStore.get('draftId')).toBeUndefined();
    expect(sessionStore.get('logoutOrigin')).toBeUndefined();
  });
});
