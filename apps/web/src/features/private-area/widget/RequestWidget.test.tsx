import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Request } from '@suap/shared';
import { browserNavigation, sessionState } from '../../../lib/session';
import { renderApp } from '../../../test/render-app';
import { resetApp } from '../../../test/reset-app';
import { logIn, mockApi, ok, type Reply } from '../../../test/api-mock';
import { citizenRequest, listReply } from '../../../test/fixtures';

const LIST = 'GET /api/suap/v1/request/list';

/** Ids n..1, newest first as the server orders them; 1 draft (the newest), then sent, accepted, rejected, deleted. */
function requests(n: number): Request[] {
  const states = [3, 4, 5, 2] as const;
  return Array.from({ length: n }, (_, i) =>
    citizenRequest(i + 1, i + 1 === n ? 1 : states[i % states.length]!),
  ).reverse();
}

/** The server's list: the page each call asks for. */
const paged =
  (all: Request[]) =>
  (url: URL): Reply =>
    ok(listReply(all, url));

const pagesAsked = (calls: { url: URL }[]) =>
  calls
    .filter((call) => call.url.pathname.endsWith('/request/list'))
    .map((call) => call.url.searchParams.get('page'));

const items = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const item = (id: number) =>
  screen
    .getAllByRole('link')
    .find((link) => link.getAttribute('href') === `/it/private-area/request-details/${id}`)!
    .closest('li')!;

/**
 * The heading of request `id` among requests(n) (issue 23): the reference code the citizen quotes once sent,
 * else the day the draft was started — never the internal id.
 */
function heading(id: number, n = 7): string {
  const states = [3, 4, 5, 2] as const;
  const request = citizenRequest(id, id === n ? 1 : states[(id - 1) % states.length]!);
  const day = String(id).padStart(2, '0');
  return request.referenceCode ? `Richiesta ${request.referenceCode}` : `Bozza iniziata il ${day}/01/2025`;
}

beforeEach(() => logIn());
afterEach(() => {
  resetApp();
  vi.restoreAllMocks();
});

describe('private area request widget', { timeout: 30_000 }, () => {
  it('asks the server for one page at a time of the own startup requests, 3 a page, with the paginator', async () => {
    const calls = mockApi({ [LIST]: paged(requests(7)) });
    renderApp('/it/private-area');
    // The first render loads the page's code: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Area personale' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: heading(7) });
    const list = calls.find((call) => call.url.pathname.endsWith('/request/list'))!;
    expect(list.url.searchParams.get('userId')).toBe('11');
    expect(list.url.searchParams.get('typeOfServiceId')).toBe('1');
    expect(list.url.searchParams.get('includeDeleted')).toBeNull();
    // The page size is the server's default (SPEC §9: 3): only the page is asked for.
    expect(list.url.searchParams.get('page')).toBe('1');
    expect(list.url.searchParams.get('size')).toBeNull();

    expect(items()).toEqual([heading(7), heading(6), heading(5)]);
    expect(screen.getByText(/Richieste: 7/)).toHaveTextContent('Richieste: 7 · Pagina 1 di 3');
    const pager = screen.getByRole('navigation', { name: 'Pagine delle richieste' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Pagina successiva' }));
    await screen.findByRole('heading', { level: 3, name: heading(4) });
    expect(items()).toEqual([heading(4), heading(3), heading(2)]);
    // Focus goes back to the top of the list that changed.
    expect(screen.getByRole('heading', { level: 2, name: 'Le tue richieste' })).toHaveFocus();
    await userEvent.click(within(pager).getByRole('button', { name: 'Ultima pagina, pagina 3' }));
    await screen.findByRole('heading', { level: 3, name: heading(1) });
    expect(items()).toEqual([heading(1)]);
    expect(pagesAsked(calls)).toEqual(['1', '2', '3']);
  });

  it('moves a page past the last one (a stale ?page=) to the last page the server has', async () => {
    const calls = mockApi({ [LIST]: paged(requests(7)) });
    const { router } = renderApp('/it/private-area?page=9');
    await screen.findByRole('heading', { level: 3, name: heading(1) });
    expect(items()).toEqual([heading(1)]);
    expect(router.state.location.search).toBe('?page=3');
    expect(pagesAsked(calls)).toEqual(['9', '3']);
  });

  it('keeps the page in the URL, so a reload shows the same page', async () => {
    mockApi({ [LIST]: paged(requests(7)) });
    const { router } = renderApp('/it/private-area?page=2');
    await screen.findByRole('heading', { level: 3, name: heading(4) });
    expect(items()).toEqual([heading(4), heading(3), heading(2)]);
    await userEvent.click(screen.getByRole('button', { name: 'Prima pagina, pagina 1' }));
    expect(router.state.location.search).toBe('');
    await screen.findByRole('heading', { level: 3, name: heading(7) });
  });

  it('shows no paginator with 3 requests or fewer', async () => {
    mockApi({ [LIST]: paged(requests(3)) });
    renderApp('/it/private-area');
    await screen.findByRole('heading', { level: 3, name: heading(3, 3) });
    expect(items()).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Pagine delle richieste' })).not.toBeInTheDocument();
    expect(screen.getByText('Richieste: 3')).toBeInTheDocument();
  });

  it('shows each state with its badge and caption, and the buttons only on drafts', async () => {
    const all = [
      citizenRequest(5, 1),
      citizenRequest(4, 2),
      citizenRequest(3, 3),
      citizenRequest(2, 4),
      citizenRequest(1, 5),
    ];
    mockApi({ [LIST]: paged(all) });
    renderApp('/it/private-area?page=1');
    await screen.findByRole('heading', { level: 3, name: heading(5, 5) });

    const draft = item(5);
    expect(draft).toHaveTextContent('Stato: Bozza');
    expect(draft).toHaveTextContent('Aggiornata il 05/03/2025');
    expect(draft).toHaveTextContent('Se non la modifichi, la bozza sarà eliminata il 05/03/2026.');
    expect(
      within(draft).getByRole('link', { name: 'Riprendi la bozza iniziata il 05/01/2025' }),
    ).toHaveAttribute('href', '/it/enrolment/startup?requestId=5');
    expect(
      within(draft).getByRole('button', { name: 'Elimina la bozza iniziata il 05/01/2025' }),
    ).toBeInTheDocument();
    expect(draft).toHaveTextContent("Avvio di un'attività d'impresa");
    expect(draft).toHaveTextContent('SUAP di Roma Capitale');
    expect(draft).toHaveTextContent('Apertura di un esercizio di vicinato');
    expect(draft).not.toHaveTextContent('Codice della richiesta');

    const deleted = item(4);
    expect(deleted).toHaveTextContent('Stato: Eliminata');
    expect(deleted.querySelector('.suap-request-state-caption')).toBeNull();

    const sent = item(3);
    expect(sent).toHaveTextContent('Stato: Inviata');
    expect(sent.querySelector('.suap-request-state-caption')).toBeNull();
    // Issue 23: one number, the reference code, as the request's title; the internal id never shows.
    expect(within(sent).getByRole('heading', { level: 3 })).toHaveTextContent(/^Richiesta SUAP-2025-000003$/);
    expect(items().join(' ')).not.toMatch(/n\. \d/);
    expect(sent).toHaveTextContent('Data di invio03/02/2025');

    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await screen.findByRole('heading', { level: 3, name: heading(2) });
    expect(item(2)).toHaveTextContent('Stato: Accettata');
    expect(item(2)).toHaveTextContent('Conclusa il 02/03/2025');
    expect(item(1)).toHaveTextContent('Stato: Rifiutata');
    expect(item(1)).toHaveTextContent('Conclusa il 01/03/2025');

    // Non-draft requests show only the id link: no buttons, no other links.
    for (const id of [4, 3, 2, 1]) {
      if (id > 2) {
        await userEvent.click(screen.getByRole('button', { name: 'Prima pagina, pagina 1' }));
        await screen.findByRole('heading', { level: 3, name: heading(id) });
      }
      const card = item(id);
      expect(within(card).queryAllByRole('button')).toHaveLength(0);
      expect(
        within(card)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([`/it/private-area/request-details/${id}`]);
      if (id > 2) {
        await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
        await screen.findByRole('heading', { level: 3, name: heading(2) });
      }
    }
  });

  it('shows the procedure states (issue 27): the term to answer, and in words when it has ended', async () => {
    const all = [
      citizenRequest(9, 6),
      citizenRequest(8, 7, { termDueOn: '2025-04-10' }),
      citizenRequest(7, 9, { termDueOn: '2025-03-20', termExpired: true }),
    ];
    mockApi({ [LIST]: paged(all) });
    renderApp('/it/private-area');
    await screen.findByRole('heading', { level: 3, name: 'Richiesta SUAP-2025-000009' });
    expect(item(9)).toHaveTextContent('Stato: In istruttoria');
    expect(item(9)).toHaveTextContent('Aggiornata il 09/03/2025');
    expect(item(8)).toHaveTextContent('Stato: Integrazione richiesta');
    expect(item(8).querySelector('.suap-request-state-caption')).toHaveTextContent(
      'Rispondere entro il 10/04/2025',
    );
    expect(item(7)).toHaveTextContent('Stato: Preavviso di rigetto');
    expect(item(7).querySelector('.suap-request-state-caption')).toHaveTextContent(
      'Termine per rispondere scaduto il 20/03/2025',
    );
    // Sent requests offer no buttons, whatever their step.
    for (const id of [9, 8, 7]) expect(within(item(id)).queryAllByRole('button')).toHaveLength(0);
  });

  it('writes service type and initiative in English on the English page', async () => {
    mockApi({ [LIST]: () => ok(listReply([citizenRequest(2, 4)])) });
    renderApp('/en/private-area');
    const title = await screen.findByRole('heading', { level: 3, name: 'Request SUAP-2025-000002' });
    const card = title.closest('li')!;
    expect(card).toHaveTextContent('Starting a business activity');
    expect(card).toHaveTextContent('Opening a neighbourhood shop');
    expect(card).toHaveTextContent('Status: Accepted');
    expect(card).toHaveTextContent('Completed on 02/03/2025');
  });

  it('shows a friendly empty state with a link to start a request', async () => {
    mockApi({ [LIST]: () => ok(listReply([])) });
    renderApp('/it/private-area');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Non hai ancora richieste' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Avvia una richiesta' })).toHaveAttribute(
      'href',
      '/it/enrolment/startup',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagine delle richieste' })).not.toBeInTheDocument();
  });

  it('shows the retrieve error when the list cannot be read, and tries again', async () => {
    let fail = true;
    mockApi({
      [LIST]: (): Reply =>
        fail
          ? { status: 500, body: { code: 500, message: 'x', description: 'x' } }
          : ok(listReply(requests(1))),
    });
    renderApp('/it/private-area');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Riprova');
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('heading', { level: 3, name: heading(1, 1) })).toBeInTheDocument();
  });

  it('sends a visitor without a session to the front-office login, coming back here', async () => {
    sessionState.clearUser();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    mockApi({ [LIST]: () => ok(listReply([])) });
    renderApp('/it/private-area?page=2');
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const target = new URL(assign.mock.calls[0]![0], 'http://localhost');
    expect(target.pathname).toBe('/api/login/start');
    expect(target.searchParams.get('idp')).toBe('fo');
    expect(target.searchParams.get('origin')).toBe('/it/private-area?page=2');
    expect(screen.queryByRole('heading', { level: 2, name: 'Le tue richieste' })).not.toBeInTheDocument();
  });
});
