import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestSchema } from '@suap/shared';
import { sessionState } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { renderApp } from '../../../test/render-app';
import { callsTo, logIn, mockApi, ok } from '../../../test/api-mock';
import { ADMIN, COLLAB, listItem, page, staffRequest } from '../../../test/fixtures';

const LIST = '/api/suap/v1/backoffice/list';

afterEach(() => {
  sessionState.clearUser();
  vi.unstubAllGlobals();
});

const lastListQuery = (calls: ReturnType<typeof mockApi>) =>
  callsTo(calls, 'GET', LIST).at(-1)!.url.searchParams;

describe('back-office request list', { timeout: 30_000 }, () => {
  it('lists requests with the SPEC columns, newest first by default, and the admin menu', async () => {
    logIn(ADMIN, 'bo');
    const calls = mockApi({
      [`GET ${LIST}`]: () =>
        ok(page('requestList', [staffRequest(9, 3), staffRequest(8, 4)].map(listItem), { totalResults: 12 })),
    });
    renderApp('/it/back-office/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Richieste' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼⇅]/g, ''));
    expect(headers).toEqual([
      'Data di invio',
      'Richiesta',
      'Cittadino',
      'SUAP',
      'Stato',
      'Responsabile',
      'Tipo di richiesta',
      // Last, so that it can stay in view while the table scrolls (issue 22, item 9).
      'Azioni',
    ]);
    expect(within(table).getByRole('rowheader', { name: /^9/ })).toHaveTextContent('SUAP-2025-000009');
    expect(within(table).getAllByText('Mario Rossi')).toHaveLength(2);
    expect(within(table).getAllByText("Avvio di un'attività d'impresa")).toHaveLength(2);
    expect(screen.getByText('Richieste trovate: 12')).toHaveAttribute('role', 'status');
    const query = lastListQuery(calls);
    expect(query.get('sort')).toBe('requestId;desc');
    expect(query.get('page')).toBe('1');
    expect(query.get('size')).toBe('5');
    expect(query.get('lang')).toBe('it');
    expect(query.has('stateOfRequestId')).toBe(false);
    const menu = screen.getByRole('navigation', { name: 'Area operatori' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Richieste', 'Utenti', 'Nuovo utente']);
    expect(within(menu).getByRole('link', { name: 'Richieste' })).toHaveAttribute('aria-current', 'page');
  });

  it('sorts a new column descending, then toggles; pages; searches; filters drafts', async () => {
    logIn(ADMIN, 'bo');
    const user = userEvent.setup();
    const calls = mockApi({
      [`GET ${LIST}`]: (url) =>
        ok(
          page('requestList', [listItem(staffRequest(9, 3))], {
            page: Number(url.searchParams.get('page')),
            totalResults: 12,
          }),
        ),
    });
    renderApp('/en/back-office/requests');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: /^SUAP/ }));
    await waitFor(() => expect(lastListQuery(calls).get('sort')).toBe('suap.name;desc'));
    await user.click(screen.getByRole('button', { name: /^SUAP/ }));
    await waitFor(() => expect(lastListQuery(calls).get('sort')).toBe('suap.name;asc'));
    expect(screen.getByRole('columnheader', { name: /^SUAP/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery(calls).get('page')).toBe('2'));

    await user.type(screen.getByRole('textbox', { name: 'Search the requests' }), 'rossi{Enter}');
    await waitFor(() => expect(lastListQuery(calls).get('filter')).toBe('rossi'));
    expect(lastListQuery(calls).get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Request status' }), 'Draft');
    await waitFor(() => expect(lastListQuery(calls).get('stateOfRequestId')).toBe('1'));
    expect(lastListQuery(calls).get('filter')).toBe('rossi');
  });

  it('opens the details of a row, keeping the selected request in session storage', async () => {
    logIn(ADMIN, 'bo');
    const request = staffRequest(9, 3);
    const calls = mockApi({
      [`GET ${LIST}`]: () => ok(page('requestList', [listItem(request)])),
      'GET /api/suap/v1/backoffice/request/9': () =>
        ok({ code: 200, message: 'OK', description: '', request }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/it/back-office/requests');
    await screen.findByRole('table');
    await user.click(await screen.findByRole('link', { name: /^Dettagli\s*della richiesta n\. 9$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/back-office/requests/details'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Richiesta n. 9' })).toBeInTheDocument();
    // The line the list stored names the request the page reads whole, and keeps in its place once read.
    expect(await screen.findByRole('button', { name: 'Scarica il riepilogo in PDF' })).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/suap/v1/backoffice/request/9')).toHaveLength(1);
    await waitFor(() => expect(sessionStore.get('selectedRequest', RequestSchema)?.requestId).toBe(9));
  });

  it('shows a collaborator only the requests entry', async () => {
    logIn(COLLAB, 'bo');
    mockApi({ [`GET ${LIST}`]: () => ok(page('requestList', [])) });
    renderApp('/it/back-office/requests');
    expect(await screen.findByText('Nessuna richiesta corrisponde alla ricerca.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Area operatori' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Richieste']);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    logIn(ADMIN, 'bo');
    mockApi({
      [`GET ${LIST}`]: () => ({ status: 500, body: { code: 500, message: 'x', description: 'y' } }),
    });
    renderApp('/it/back-office/requests');
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
