import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browserNavigation } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { renderApp } from '../../../test/render-app';
import { setUpSessionTests } from '../../../test/session-test-setup';
import { sessionReply, stubApi, user } from '../../../test/fake-api';

setUpSessionTests();

const logoutReply = { body: { code: 200, message: 'OK', logoutUrl: 'http://idp.example/logout' } };

describe('user menu', () => {
  it('shows the login link with the current page to anonymous visitors', async () => {
    stubApi({});
    renderApp('/en/support?x=1');
    const banner = await screen.findByRole('banner');
    const login = within(banner).getAllByRole('link', { name: /Log in/ })[0]!;
    expect(login).toHaveAttribute('href', '/api/login/start?idp=fo&origin=%2Fen%2Fsupport%3Fx%3D1&lang=en');
  });

  it('gives front-office users their private area and a direct logout', async () => {
    const mario = user(1);
    sessionStore.set('loggedUser', mario);
    stubApi({
      'GET /api/session': { body: sessionReply({ authenticated: true, user: mario }, null) },
      'POST /api/login/logout': logoutReply,
    });
    renderApp('/it/support');
    const toggle = await screen.findByRole('button', { name: /Mario Rossi/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'La tua area personale' })).toHaveAttribute(
      'href',
      '/it/private-area',
    );
    expect(screen.queryByText(/Codice fiscale/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith('http://idp.example/logout'));
    expect(sessionStore.get('logoutOrigin')).toBe('/it/support');
    expect(sessionStore.get('loggedUser')).toBeUndefined();
  });

  it('shows back-office users their profile and fiscal code, and confirms the logout', async () => {
    const admin = user(2);
    sessionStore.set('loggedUser', admin);
    const { calls } = stubApi({
      'GET /api/session': { body: sessionReply({ authenticated: true, user: admin }, null) },
      'POST /api/login/logout': logoutReply,
    });
    renderApp('/it/back-office/requests');
    await userEvent.click(await screen.findByRole('button', { name: /Paola Gialli/ }));
    expect(screen.getByText('Amministratore')).toBeInTheDocument();
    expect(screen.getByText('GLLPLA78B43L219T')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'La tua area personale' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi uscire dal back office?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(calls.some((call) => call.key === 'POST /api/login/logout')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /Paola Gialli/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Vuoi uscire dal back office?' })).getByRole(
        'button',
        {
          name: 'Esci',
        },
      ),
    );
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith('http://idp.example/logout'));
    expect(sessionStore.get('logoutOrigin')).toBe('/it/back-office/requests');
  });

  it('forces a back-office login when a citizen opens a back-office page', async () => {
    sessionStore.set('loggedUser', user(1));
    stubApi({});
    renderApp('/it/back-office/requests');
    await waitFor(() =>
      expect(browserNavigation.assign).toHaveBeenCalledWith(
        '/api/login/start?idp=bo&origin=%2Fit%2Fback-office%2Frequests&lang=it',
      ),
    );
  });

  it('clears the session of a back-office user who opens a public page, once confirmed', async () => {
    sessionStore.set('loggedUser', user(2));
    sessionStore.set('selectedRequest', 3);
    const { calls } = stubApi({ 'POST /api/login/logout': logoutReply });
    renderApp('/it/support');
    const dialog = await screen.findByRole('dialog', {
      name: 'Vuoi lasciare il back office per aprire questa pagina?',
    });
    expect(sessionStore.get('loggedUser')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esci e continua' }));
    await waitFor(() => expect(sessionStore.get('loggedUser')).toBeUndefined());
    expect(sessionStore.get('selectedRequest')).toBeUndefined();
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/login/logout')).toBe(true));
  });
});
