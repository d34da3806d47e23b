import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequestSchema } from '@suap/shared';
import { sessionStore } from '../../../lib/session-storage';
import { renderApp } from '../../../test/render-app';
import { captureDownloads, field } from '../../../test/request-details';
import { logIn, mockApi, ok, type Reply } from '../../../test/api-mock';
import { citizenRequest, listReply, requestReply } from '../../../test/fixtures';

const DETAILS_3 = 'GET /api/suap/v1/request/3';
const PDF_3 = 'GET /api/suap/v1/request/getPdfRecap/3';
const sent = citizenRequest(3, 3);

beforeEach(() => logIn());
const downloads = captureDownloads();

describe('request details', { timeout: 30_000 }, () => {
  it('shows the state, dates and every field of the request in Italian', async () => {
    const calls = mockApi({ [DETAILS_3]: () => ok(requestReply(sent)) });
    renderApp('/it/private-area/request-details/3');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Richiesta SUAP-2025-000003' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    await screen.findByText('SUAP di Roma Capitale');
    expect(calls.find((call) => call.url.pathname.endsWith('/request/3'))!.url.searchParams.get('lang')).toBe(
      'it',
    );
    expect(document.querySelector('.suap-request-state')).toHaveTextContent('Stato: Inviata');
    expect(field('Codice della richiesta')).toBe('SUAP-2025-000003');
    expect(field('Tipo di servizio')).toBe("Avvio di un'attività d'impresa");
    expect(field('Lingua della richiesta')).toBe('Italiano');
    expect(field('Data di creazione')).toBe('03/01/2025');
    expect(field('Ultimo aggiornamento')).toBe('03/03/2025');
    expect(field('Data e ora di invio')).toBe('03/02/2025 10:15');
    expect(field('PEC del SUAP')).toBe('suap@pec.comune.roma.it');
    expect(field('Attività')).toBe('Commercio al dettaglio');
    expect(field('Tipo di recapito')).toBe('PEC (posta elettronica certificata)');
    expect(field('Codice fiscale')).toBe('RSSMRA80A01H501U');
    expect(field('Sesso')).toBe('Maschile');
    expect(field("Agisce come legale rappresentante di un'impresa")).toBe('No');
    // Drafts only: no expiry date and no resume link on a sent request.
    expect(screen.queryByText('Eliminazione della bozza se non modificata')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Riprendi la bozza' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Torna all'area personale" })).toHaveAttribute(
      'href',
      '/it/private-area',
    );
  });

  it('writes every field in English on the English page, "not provided" where empty', async () => {
    const draft = citizenRequest(3, 1, { iniziative: null, procedureNotification: null });
    mockApi({ [DETAILS_3]: () => ok(requestReply(draft)) });
    renderApp('/en/private-area/request-details/3');
    // Issue 23: a draft has no code yet; it is named by its start day, never by the internal id.
    await screen.findByRole('heading', { level: 1, name: 'Draft started on 03/01/2025' });
    await screen.findByText('Service type', { selector: 'dt' });
    expect(document.querySelector('.suap-request-state')).toHaveTextContent(
      'Status: DraftUpdated on 03/03/2025',
    );
    expect(field('Service type')).toBe('Starting a business activity');
    expect(field('Initiative')).toBe('Not provided');
    expect(field('Contact type')).toBe('Not provided');
    expect(field('Request code')).toBe('assigned when the request is sent');
    expect(field('Draft deleted if not changed by')).toBe('03/03/2026');
    expect(field('Language of the request')).toBe('Italian');
    expect(screen.getByRole('link', { name: 'Resume the draft' })).toHaveAttribute(
      'href',
      '/en/enrolment/startup?requestId=3',
    );
  });

  it('downloads the PDF recap through the front-office path, named after the reference code', async () => {
    const calls = mockApi({
      [DETAILS_3]: () => ok(requestReply(sent)),
      [PDF_3]: () => ({ body: new Blob(['%PDF-1.7']), headers: { 'content-type': 'application/pdf' } }),
    });
    renderApp('/en/private-area/request-details/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Download the PDF summary' }));
    await waitFor(() => expect(downloads).toEqual(['riepilogo-richiesta-SUAP-2025-000003.pdf']));
    expect(calls.some((call) => call.url.pathname === '/api/suap/v1/request/getPdfRecap/3')).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the generic PDF alert when the download fails', async () => {
    mockApi({
      [DETAILS_3]: () => ok(requestReply(sent)),
      [PDF_3]: (): Reply => ({ status: 500, body: { code: 500, message: 'x', description: 'x' } }),
    });
    renderApp('/it/private-area/request-details/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Scarica il riepilogo in PDF' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Non è stato possibile scaricare il riepilogo',
    });
    expect(dialog).toHaveTextContent('Errore');
    expect(downloads).toEqual([]);
  });

  it("says 'not found' for a request that is not the citizen's (the server answers 404)", async () => {
    mockApi({
      'GET /api/suap/v1/request/9': (): Reply => ({
        status: 404,
        body: { code: 404, message: 'Not Found', description: 'Request not found' },
      }),
    });
    renderApp('/it/private-area/request-details/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Richiesta non trovata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('non è tra le tue');
    expect(screen.queryByRole('button', { name: 'Scarica il riepilogo in PDF' })).not.toBeInTheDocument();
  });

  it('says "not found" for an id that is not a number, without calling the server', async () => {
    const calls = mockApi({});
    renderApp('/it/private-area/request-details/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Richiesta non trovata' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.startsWith('/api/suap/v1/request/'))).toBe(false);
  });

  it('keeps the selected request in session only while its details page is open', async () => {
    mockApi({
      [DETAILS_3]: () => ok(requestReply(sent)),
      'GET /api/suap/v1/request/list': () => ok(listReply([sent])),
    });
    renderApp('/it/private-area');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Richiesta SUAP-2025-000003' }, { timeout: 15_000 }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Richiesta SUAP-2025-000003' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get('selectedRequest', RequestSchema)?.requestId).toBe(3));
    await userEvent.click(screen.getByRole('link', { name: "Torna all'area personale" }));
    await screen.findByRole('heading', { level: 1, name: 'Area personale' });
    // The page being left clears it in its effects' clean-up, which React may run after the new page is shown.
    await waitFor(() => expect(sessionStore.get('selectedRequest')).toBeUndefined());
  });

  it('fetches the request again after a reload of its page', async () => {
    sessionStore.set('selectedRequest', citizenRequest(3, 1));
    const calls = mockApi({ [DETAILS_3]: () => ok(requestReply(sent)) });
    renderApp('/it/private-area/request-details/3');
    // The stored copy (a draft) is replaced by the server's current state (sent).
    await waitFor(() =>
      expect(document.querySelector('.suap-request-state')).toHaveTextContent('Stato: Inviata'),
    );
    expect(calls.filter((call) => call.url.pathname === '/api/suap/v1/request/3')).toHaveLength(1);
    expect(within(document.body).getByText('SUAP-2025-000003')).toBeInTheDocument();
  });
});
