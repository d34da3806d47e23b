import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-storage';
import { stubApi } from '../../features/public-pages/testing/api-stub';
import { LoginBox } from './LoginBox';
import { CITIZEN, summaryRequest, requestListReply, STAFF } from '../../test/fixtures';

function renderBox(url = '/it/startup-service') {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/startup-service',
        element: <LoginBox startHref="/it/start" privateAreaHref="/it/private-area" />,
      },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('login box', () => {
  it('offers the front-office login to an anonymous visitor, coming back to this page', () => {
    const calls = stubApi({});
    renderBox('/en/startup-service');
    const login = screen.getByRole('link', { name: 'Accedi con SPID, CIE o eIDAS' });
    const href = new URL(login.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/login/start');
    expect(href.searchParams.get('idp')).toBe('fo');
    expect(href.searchParams.get('origin')).toBe('/en/startup-service');
    expect(screen.queryByText('Pratica in sospeso')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0); // no request list for anonymous visitors
  });

  it("shows 'practice pending' with the latest draft's date when the citizen has a draft", async () => {
    sessionStore.set('loggedUser', CITIZEN);
    // The server answers the most recently changed draft alone.
    const calls = stubApi({
      '/suap/v1/request/list': { body: requestListReply([summaryRequest(6, 1, '2025-04-15T10:00:00.000Z')]) },
    });
    renderBox();
    expect(await screen.findByText('Pratica in sospeso')).toBeInTheDocument();
    expect(screen.getByText(/aggiornata il 15\/04\/2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Vai all'area personale" })).toHaveAttribute(
      'href',
      '/it/private-area',
    );
    expect(screen.getByText("Hai effettuato l'accesso come Mario Rossi.")).toBeInTheDocument();
    const query = calls[0]!.searchParams;
    expect(calls[0]!.pathname).toBe('/api/suap/v1/request/list');
    expect(query.get('userId')).toBe('11');
    expect(query.get('typeOfServiceId')).toBe('1');
    // One draft asked for, not the whole list (issue 22 item 11b).
    expect(query.get('stateOfRequestId')).toBe('1');
    expect(query.get('size')).toBe('1');
  });

  it('shows no pending notice when the citizen has no draft', async () => {
    sessionStore.set('loggedUser', CITIZEN);
    const calls = stubApi({ '/suap/v1/request/list': { body: requestListReply([]) } });
    renderBox();
    expect(screen.getByRole('link', { name: 'Presenta una nuova richiesta' })).toHaveAttribute(
      'href',
      '/it/start',
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    // Let the reply render before checking that nothing appeared.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Pratica in sospeso')).not.toBeInTheDocument();
  });

  it('says so when the drafts cannot be checked', async () => {
    sessionStore.set('loggedUser', CITIZEN);
    stubApi({
      '/suap/v1/request/list': { status: 500, body: { code: 500, message: 'Error', description: 'x' } },
    });
    renderBox();
    expect(await screen.findByText(/Non è stato possibile verificare/)).toBeInTheDocument();
  });

  it('tells back-office staff the service is for citizens, without a login or start button', () => {
    sessionStore.set('loggedUser', STAFF);
    stubApi({});
    renderBox();
    expect(screen.getByText(/profilo di back office/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
