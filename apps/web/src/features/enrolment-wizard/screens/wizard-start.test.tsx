import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Request } from '@suap/shared';
import { renderApp } from '../../../test/render-app';
import { draftStore } from '../draft/draft-store';
import { makeRequest } from '../../../test/fixtures';
import { mockWizardApi, okReply, setUpWizardTests } from '../testing/wizard-test-setup';

const LIST = 'GET /api/suap/v1/request/list';

/** GET request/list as the server answers `stateOfRequestId=1&size=1`: the latest draft, or nothing. */
const listOf = (requestList: Request[]) =>
  okReply({
    requestList,
    page: 1,
    size: 1,
    totalPages: requestList.length,
    totalResults: requestList.length,
    sort: null,
    filter: null,
  });

setUpWizardTests();

describe('starting a request', { timeout: 30_000 }, () => {
  it('starts a new draft on the initial summary and checks for an existing draft', async () => {
    const calls = mockWizardApi({ [LIST]: () => listOf([]) });
    renderApp('/it/enrolment/startup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prima di iniziare' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('/request/list'))).toBe(true));
    const list = calls.find((call) => call.url.pathname.endsWith('/request/list'))!;
    expect(list.url.searchParams.get('userId')).toBe('11');
    // The latest draft alone is asked for, not the whole list (issue 22 item 11b).
    expect(list.url.searchParams.get('stateOfRequestId')).toBe('1');
    expect(list.url.searchParams.get('size')).toBe('1');
    expect(draftStore.getState().draft?.requestId).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers to continue an existing draft, saying when it was started, and continues it', async () => {
    const existing = makeRequest({ requestId: 9, procedureNotification: { typeId: 1, address: 'a@b.it' } });
    mockWizardApi({ [LIST]: () => listOf([existing]) });
    renderApp('/it/enrolment/startup/initial-summary');
    const dialog = await screen.findByRole('dialog', { name: 'Hai già una richiesta in bozza' });
    expect(dialog).toHaveTextContent('il 01/03/2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continua la richiesta in bozza' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dati personali' })).toBeInTheDocument();
    expect(screen.getByText('Stai continuando la richiesta iniziata il 01/03/2025.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('deletes the existing draft with its version and starts a new one', async () => {
    const existing = makeRequest({ requestId: 9 });
    const calls = mockWizardApi({
      [LIST]: () => listOf([existing]),
      'DELETE /api/suap/v1/request/9': () => okReply({}),
    });
    renderApp('/it/enrolment/startup/initial-summary');
    const dialog = await screen.findByRole('dialog', { name: 'Hai già una richiesta in bozza' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Elimina la bozza/ }));
    expect(await screen.findByRole('dialog', { name: 'Bozza eliminata' })).toBeInTheDocument();
    const deletion = calls.find((call) => call.method === 'DELETE')!;
    expect(deletion.url.searchParams.get('version')).toBe('3');
    expect(draftStore.getState().draft?.requestId).toBeUndefined();
  });

  it('shows the step menu with each status in words and the current step marked', async () => {
    mockWizardApi({ [LIST]: () => listOf([]) });
    draftStore.retrieve(makeRequest({ procedureNotification: { typeId: 1, address: 'a@b.it' } }));
    renderApp('/it/enrolment/startup/select-initiative');
    const menu = await screen.findByRole('navigation', { name: 'Passaggi della richiesta' });
    const current = within(menu).getByText('SUAP e iniziativa').closest('[aria-current]');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(
      within(menu).getByRole('link', { name: /Recapiti per le comunicazioni\s*\(completato\)/ }),
    ).toBeInTheDocument();
    expect(within(menu).getByText('Riepilogo').parentElement).toHaveTextContent('non ancora disponibile');
    expect(within(menu).queryByRole('link', { name: /Riepilogo/ })).not.toBeInTheDocument();
  });

  it('sends a step that cannot open yet to the step waiting for the person', async () => {
    mockWizardApi({ [LIST]: () => listOf([]) });
    draftStore.retrieve(makeRequest({ suap: null, iniziative: null }));
    renderApp('/it/enrolment/startup/request-summary');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recapiti per le comunicazioni' }),
    ).toBeInTheDocument();
  });
});
