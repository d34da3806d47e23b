import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Request } from '@suap/shared';
import { renderApp } from '../../../test/render-app';
import { draftStore } from '../draft/draft-store';
import { newDraft } from '../draft/wizard-draft';
import { makeRequest, TEST_USER } from '../../../test/fixtures';
import { mockWizardApi, okReply, setUpWizardTests } from '../testing/wizard-test-setup';

const LIST = 'GET /api/suap/v1/request/list';
const saved = makeRequest({ requestId: 9, procedureNotification: { typeId: 1, address: 'a@b.it' } });

/** The server's answer to "the latest draft": the one being left is still there after save-and-exit. */
const listOf = (requestList: Request[]) =>
  okReply({
    requestList,
    page: 1,
    size: 1,
    totalPages: 1,
    totalResults: requestList.length,
    sort: null,
    filter: null,
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

setUpWizardTests();

describe('leaving the form (issue 23 item 1)', { timeout: 30_000 }, () => {
  it.each([
    ['Salva ed esci', true],
    ['Esci senza salvare', true],
    ['Esci senza salvare', false],
  ] as const)('"%s" goes to the startup page and stays there (saved draft: %s)', async (button, existing) => {
    mockWizardApi({
      [LIST]: () => listOf([saved]),
      'PUT /api/suap/v1/request/9': () => okReply({ request: { ...saved, version: 4 } }),
    });
    if (existing) draftStore.retrieve(saved, { forcedStep: 'notification-contacts' });
    else {
      draftStore.create(newDraft(TEST_USER));
      draftStore.completeWithoutSave('initial-summary');
    }
    const { router } = renderApp('/it/enrolment/startup/notification-contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Annulla la richiesta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi uscire dalla richiesta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/startup-service'));
    await screen.findByRole('heading', { level: 1 });
    // The wizard used to come back on its own, with the draft-found dialog over the initial summary.
    await pause(400);
    expect(router.state.location.pathname).toBe('/it/startup-service');
    expect(screen.queryByRole('dialog', { name: 'Hai già una richiesta in bozza' })).not.toBeInTheDocument();
    expect(draftStore.getState().draft).toBeNull();
  });

  it('starting again from the startup page after leaving checks for the draft as usual', async () => {
    mockWizardApi({ [LIST]: () => listOf([saved]) });
    draftStore.retrieve(saved, { forcedStep: 'notification-contacts' });
    const { router } = renderApp('/it/enrolment/startup/notification-contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Annulla la richiesta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi uscire dalla richiesta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esci senza salvare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/startup-service'));
    await router.navigate('/it/enrolment/startup/initial-summary');
    expect(await screen.findByRole('dialog', { name: 'Hai già una richiesta in bozza' })).toBeInTheDocument();
  });
});

describe('draft-found dialog focus (issue 23 item 7)', { timeout: 30_000 }, () => {
  it('focuses the title, never the destructive button, so Enter deletes nothing', async () => {
    const calls = mockWizardApi({ [LIST]: () => listOf([saved]) });
    renderApp('/it/enrolment/startup/initial-summary');
    const dialog = await screen.findByRole('dialog', { name: 'Hai già una richiesta in bozza' });
    const title = within(dialog).getByRole('heading', { name: 'Hai già una richiesta in bozza' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    await pause(300); // the modal's focus polling must not move it to the first button afterwards
    expect(document.activeElement).toBe(title);
    await userEvent.keyboard('{Enter}');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Hai già una richiesta in bozza' })).toBeInTheDocument();
  });
});
