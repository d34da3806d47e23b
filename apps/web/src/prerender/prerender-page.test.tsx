import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/App';
import { createQueryClient } from '../app/query-client';
import { CITIZEN, requestListReply } from '../test/fixtures';
import { PUBLIC_DOCUMENTS_REPLY, stubApi } from '../features/public-pages/testing/api-stub';
import { sessionState } from '../lib/session';
import { sessionStore } from '../lib/session-storage';
import { disableControls } from './page-document';
import { prerenderPage } from './prerender-page';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  sessionState.clearUser();
  sessionStore.clearAll();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prerendered public pages', { timeout: 30_000 }, () => {
  it('render the page of a visitor nobody knows, with its title and description', async () => {
    sessionStore.set('loggedUser', CITIZEN); // whatever the machine that builds holds, the page is anonymous
    const page = await prerenderPage('/it/startup-service');
    expect(page.lang).toBe('it');
    expect(page.head.title).toBe('Portale SUAP - Avvio attività');
    expect(page.head.description).toMatch(/SUAP/);
    document.body.innerHTML = page.body;
    expect(screen.getByRole('heading', { level: 1, name: 'Avvio attività' })).toBeInTheDocument();
    // The session-dependent parts keep their place, unseen: the login box body and the header login button.
    const pending = document.querySelectorAll('.suap-session-pending');
    expect(pending).toHaveLength(2);
    expect(pending[1]).toHaveTextContent('Accedi con SPID, CIE o eIDAS');
    expect(document.body).not.toHaveTextContent('Mario Rossi');

    const english = await prerenderPage('/en');
    expect(english.lang).toBe('en');
    expect(english.head.title).toBe('SUAP portal - Home');
  });

  it('are hydrated as they are, then show the logged-in citizen once the session is known', async () => {
    sessionStore.set('loggedUser', CITIZEN);
    stubApi({
      '/public/documents': { body: PUBLIC_DOCUMENTS_REPLY },
      '/suap/v1/request/list': { body: requestListReply([]) },
    });
    const page = await prerenderPage('/it/startup-service');
    const container = document.createElement('div');
    container.innerHTML = disableControls(page.body);
    document.body.append(container);
    window.history.replaceState(null, '', '/it/startup-service');
    const heading = container.querySelector('h1');
    const menuButton = container.querySelector('button.custom-navbar-toggler');
    expect(menuButton).toBeDisabled();

    const consoleErrors = vi.spyOn(console, 'error');
    const recoverableErrors: unknown[] = [];
    let goLive = () => {};
    const live = new Promise<void>((resolve) => (goLive = resolve));
    await act(async () => {
      root = hydrateRoot(container, <App queryClient={createQueryClient()} live={live} />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    // No mismatch: React kept every element the browser had painted and took them over.
    expect(recoverableErrors).toEqual([]);
    // Development React names the attributes only the prerendered markup has: the controls it holds disabled
    // (App enables them). Nothing else may differ.
    for (const call of consoleErrors.mock.calls) {
      expect(call.slice(0, 2)).toEqual([
        'Warning: Extra attributes from the server: %s%s',
        'disabled,data-prerender-disabled',
      ]);
    }
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('button.custom-navbar-toggler')).toBe(menuButton);
    expect(menuButton).toBeEnabled();
    expect(screen.queryByText(/Mario Rossi/)).not.toBeInTheDocument();

    await act(async () => goLive());
    expect(await screen.findByText("Hai effettuato l'accesso come Mario Rossi.")).toBeInTheDocument();
    expect(container.querySelector('.suap-session-pending')).toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
    expect(await screen.findByRole('link', { name: /Scheda di riferimento/ })).toBeInTheDocument();
  });
});
