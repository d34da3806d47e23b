import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, isoDateInRome, formatDate, RequestSchema } from '@suap/shared';
import { sessionStore } from '../../../lib/session-storage';
import { renderApp } from '../../../test/render-app';
import { captureDownloads, field } from '../../../test/request-details';
import { callsTo, holdCalls, logIn, mockApi, ok } from '../../../test/api-mock';
import { ADMIN, CITIZEN_PERSONAL_DATA, COLLAB, listItem, page, staffRequest } from '../../../test/fixtures';

const DETAILS = '/api/suap/v1/backoffice/request/';
const reply = (request: unknown) => ok({ code: 200, message: 'OK', description: '', request });
const downloads = captureDownloads();

describe('back-office request details', { timeout: 30_000 }, () => {
  it('shows a sent request and downloads its PDF through the back-office path', async () => {
    logIn(COLLAB, 'bo');
    const sent = staffRequest(9, 3, {
      personalData: CITIZEN_PERSONAL_DATA,
    });
    sessionStore.set('selectedRequest', sent);
    const calls = mockApi({
      [`GET ${DETAILS}9`]: () => reply(sent),
      'GET /api/suap/v1/backoffice/getPdfRecap/9': () => ({
        body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/en/back-office/requests/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request no. 9' })).toBeInTheDocument();
    await screen.findByText('Request code', { selector: 'dt' });
    expect(field('Request code')).toBe('SUAP-2025-000009');
    expect(field('Date and time sent')).toBe('02/03/2025 10:15');
    expect(field('Contact type')).toBe('PEC (certified email)');
    expect(field('SUAP')).toBe('SUAP di Roma Capitale');
    expect(screen.getByRole('heading', { name: 'Personal data declared' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Draft deletion date' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download the PDF summary' }));
    await waitFor(() => expect(downloads).toEqual(['request-summary-SUAP-2025-000009.pdf']));
    expect(callsTo(calls, 'GET', '/api/suap/v1/backoffice/getPdfRecap/9')).toHaveLength(1);
  });

  it('opens from the line the list stored: loading under the heading, then the request read whole', async () => {
    logIn(COLLAB, 'bo');
    const sent = staffRequest(9, 3, { personalData: CITIZEN_PERSONAL_DATA });
    sessionStore.set('selectedRequest', listItem(sent));
    const calls = mockApi({ [`GET ${DETAILS}9`]: () => reply(sent) });
    const release = holdCalls(`${DETAILS}9`);
    renderApp('/en/back-office/requests/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request no. 9' })).toBeInTheDocument();
    // A line holds none of the details: nothing of them is shown from it, the page says it is loading.
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Request code', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the PDF summary' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('button', { name: 'Download the PDF summary' })).toBeInTheDocument();
    expect(field('Request code')).toBe('SUAP-2025-000009');
    expect(field('Contact type')).toBe('PEC (certified email)');
    expect(screen.getByRole('heading', { name: 'Personal data declared' })).toBeInTheDocument();
    expect(callsTo(calls, 'GET', `${DETAILS}9`)).toHaveLength(1);
    // The whole request takes the line's place in the session, for a reload.
    await waitFor(() =>
      expect(sessionStore.get('selectedRequest', RequestSchema)?.personalData).toEqual(CITIZEN_PERSONAL_DATA),
    );
  });

  it('keeps the request shown while a language switch reads it again', async () => {
    logIn(COLLAB, 'bo');
    const sent = staffRequest(9, 3);
    sessionStore.set('selectedRequest', sent);
    const calls = mockApi({ [`GET ${DETAILS}9`]: () => reply(sent) });
    const { router } = renderApp('/en/back-office/requests/details');
    await screen.findByText('Request code', { selector: 'dt' });
    const release = holdCalls(`${DETAILS}9`);
    await act(() => router.navigate('/it/back-office/requests/details'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Richiesta n. 9' })).toBeInTheDocument();
    expect(field('Codice della richiesta')).toBe('SUAP-2025-000009');
    release();
    await waitFor(() =>
      expect(callsTo(calls, 'GET', `${DETAILS}9`).map((call) => call.url.searchParams.get('lang'))).toEqual([
        'en',
        'it',
      ]),
    );
  });

  it('moves the deletion date of a draft, refusing a day past the storage period', async () => {
    logIn(ADMIN, 'bo');
    const draft = staffRequest(8, 1);
    sessionStore.set('selectedRequest', draft);
    const today = isoDateInRome(new Date());
    const max = addDaysToIsoDate(today, 365);
    const target = addDaysToIsoDate(today, 30);
    const calls = mockApi({
      [`GET ${DETAILS}8`]: () => reply(draft),
      'PUT /api/suap/v1/backoffice/updateDraftStorageLimit/8': (_url, body) =>
        ok({ code: 200, message: 'OK', description: '', request: { ...draft, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderApp('/it/back-office/requests/details');
    const input = await screen.findByLabelText(/Nuova data di eliminazione/);
    expect(screen.queryByRole('button', { name: 'Scarica il riepilogo in PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dati personali dichiarati' })).not.toBeInTheDocument();
    await waitFor(() => expect(input).toHaveAttribute('max', max));
    expect(input).toHaveAttribute('min', today);

    await user.clear(input);
    await user.type(input, addDaysToIsoDate(max, 1));
    await user.click(screen.getByRole('button', { name: 'Aggiorna la data di eliminazione' }));
    expect(
      await screen.findByText(`La data non può essere successiva al ${formatDate(max)}`),
    ).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'PUT', '/api/suap/v1/backoffice/updateDraftStorageLimit/8')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, target);
    await user.click(screen.getByRole('button', { name: 'Aggiorna la data di eliminazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data di eliminazione aggiornata' });
    expect(dialog).toHaveTextContent(`la bozza n. 8 sarà eliminata il ${formatDate(target)}`);
    expect(callsTo(calls, 'PUT', '/api/suap/v1/backoffice/updateDraftStorageLimit/8')[0]!.body).toEqual({
      draftExpiresOn: target,
    });
    await user.click(within(dialog).getAllByRole('button', { name: 'Chiudi' })[0]!);
    expect(field('Eliminazione della bozza se non modificata')).toBe(formatDate(target));
  });

  it('shows the server message when the draft is no longer a draft (409)', async () => {
    logIn(ADMIN, 'bo');
    const draft = staffRequest(8, 1, { draftExpiresOn: addDaysToIsoDate(isoDateInRome(new Date()), 10) });
    sessionStore.set('selectedRequest', draft);
    mockApi({
      [`GET ${DETAILS}8`]: () => reply(draft),
      'PUT /api/suap/v1/backoffice/updateDraftStorageLimit/8': () => ({
        status: 409,
        body: { code: 409, message: 'Conflict', description: 'Solo una bozza ha una data di eliminazione' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/it/back-office/requests/details');
    await screen.findByLabelText(/Nuova data di eliminazione/);
    await user.click(screen.getByRole('button', { name: 'Aggiorna la data di eliminazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conflict' });
    expect(dialog).toHaveTextContent('Solo una bozza ha una data di eliminazione');
  });

  it('a failed PDF download shows the catalogue pdf-request message and description (SPEC §8)', async () => {
    logIn(COLLAB, 'bo');
    const sent = staffRequest(9, 3);
    sessionStore.set('selectedRequest', sent);
    mockApi({
      [`GET ${DETAILS}9`]: () => reply(sent),
      'GET /api/suap/v1/backoffice/getPdfRecap/9': () => ({
        status: 500,
        body: { code: 500, message: 'Internal Server Error', description: 'PDF' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/it/back-office/requests/details');
    await user.click(await screen.findByRole('button', { name: 'Scarica il riepilogo in PDF' }));
    const dialog = await screen.findByRole('dialog', {
      name: i18next.t('ep.api-errors.pdf-request.message'),
    });
    expect(dialog).toHaveTextContent(i18next.t('ep.api-errors.pdf-request.description'));
    // Staff have no personal area: the shared text must not send them to one.
    expect(dialog).not.toHaveTextContent(/area personale/);
    expect(downloads).toEqual([]);
  });

  it('a details page that cannot be loaded says so about the request, not a list (issue 22, 8.2)', async () => {
    logIn(ADMIN, 'bo');
    sessionStore.set('selectedRequest', staffRequest(9, 3));
    mockApi({
      [`GET ${DETAILS}9`]: () => ({
        status: 500,
        body: { code: 500, message: 'Internal Server Error', description: 'Errore' },
      }),
    });
    renderApp('/en/back-office/requests/details');
    const alert = await screen.findByText(
      "We could not retrieve the request's data. Please try again in a few minutes.",
    );
    expect(alert.closest('[role="alert"]')).toHaveTextContent('The data could not be loaded');
    expect(alert.closest('[role="alert"]')).not.toHaveTextContent(/list/);
  });

  it('says that no request is selected when the session has none', async () => {
    logIn(ADMIN, 'bo');
    mockApi({});
    renderApp('/it/back-office/requests/details');
    expect(await screen.findByText('Nessuna richiesta selezionata')).toBeInTheDocument();
  });

  it('clears the selected request when its page is left', async () => {
    logIn(ADMIN, 'bo');
    const sent = staffRequest(9, 3);
    sessionStore.set('selectedRequest', sent);
    mockApi({
      [`GET ${DETAILS}9`]: () => reply(sent),
      'GET /api/suap/v1/backoffice/list': () => ok(page('requestList', [])),
    });
    const user = userEvent.setup();
    renderApp('/it/back-office/requests/details');
    await screen.findByRole('heading', { level: 1, name: 'Richiesta n. 9' });
    await waitFor(() => expect(sessionStore.get('selectedRequest', RequestSchema)?.requestId).toBe(9));
    await user.click(screen.getByRole('link', { name: "Torna all'elenco delle richieste" }));
    await screen.findByRole('heading', { level: 1, name: 'Richieste' });
    // The page being left clears it in its effects' clean-up, which React may run after the new page is shown.
    await waitFor(() => expect(sessionStore.get('selectedRequest')).toBeUndefined());
  });
});
