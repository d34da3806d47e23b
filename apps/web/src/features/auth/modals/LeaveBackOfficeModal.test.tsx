import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browserNavigation } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { renderApp } from '../../../test/render-app';
import { setUpSessionTests } from '../../../test/session-test-setup';
import { sessionReply, stubApi, user } from '../../../test/fake-api';

setUpSessionTests();

/** An administrator on the request list, about to follow the header's Home link. */
async function adminOnTheRequestList(lang: 'it' | 'en') {
  const admin = user(2);
  sessionStore.set('loggedUser', admin);
  const api = stubApi({
    'GET /api/session': { body: sessionReply({ authenticated: true, user: admin }, null) },
    'POST /api/login/logout': { body: { code: 200, message: 'OK', logoutUrl: null } },
  });
  const view = renderApp(`/${lang}/back-office/requests?page=2`);
  await screen.findByRole('button', { name: /Paola Gialli/ });
  const banner = screen.getByRole('banner');
  await userEvent.click(within(banner).getAllByRole('link', { name: 'Home' })[0]!);
  return { ...api, ...view };
}

describe('leaving the back office for another page (issue 22, 3)', () => {
  it('asks first instead of logging out silently, and stays on the last back-office page', async () => {
    const { calls, router } = await adminOnTheRequestList('it');
    const dialog = await screen.findByRole('dialog', {
      name: 'Vuoi lasciare il back office per aprire questa pagina?',
    });
    expect(calls.some((call) => call.key === 'POST /api/login/logout')).toBe(false);
    expect(sessionStore.get('loggedUser')).toBeDefined();
    const stay = within(dialog).getByRole('button', { name: 'Resta nel back office' });
    expect(stay).toHaveFocus();
    await userEvent.click(stay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/back-office/requests'));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.key === 'POST /api/login/logout')).toBe(false);
  });

  it('goes back to the back office on Escape too', async () => {
    const { router } = await adminOnTheRequestList('en');
    await screen.findByRole('dialog', { name: 'Leave the back office to open this page?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/back-office/requests'));
  });

  it('asks again when staff come back to the same page before the back-office page rendered in between', async () => {
    const { router } = await adminOnTheRequestList('en');
    await screen.findByRole('dialog', { name: 'Leave the back office to open this page?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/back-office/requests'));
    // The way back and the next visit in one batch: React never renders the back-office page between them.
    await act(async () => {
      await router.navigate('/en/back-office/requests');
      await router.navigate('/en');
    });
    await screen.findByRole('dialog', { name: 'Leave the back office to open this page?' });
    expect(router.state.location.pathname).toBe('/en');
  });

  it('logs out and shows the page once confirmed', async () => {
    const { calls, router } = await adminOnTheRequestList('en');
    const dialog = await screen.findByRole('dialog', { name: 'Leave the back office to open this page?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out and continue' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/login/logout')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/en');
    expect(sessionStore.get('loggedUser')).toBeUndefined();
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });
});
