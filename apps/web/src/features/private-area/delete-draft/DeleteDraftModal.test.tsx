import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { resetApp } from '../../../test/reset-app';
import { logIn, mockApi, ok, type Reply } from '../../../test/api-mock';
import { citizenRequest, listReply } from '../../../test/fixtures';

const LIST = 'GET /api/suap/v1/request/list';
const DELETE_5 = 'DELETE /api/suap/v1/request/5';

beforeEach(() => logIn());
afterEach(resetApp);

/** Draft 5 (version 6) above sent request 4; after a delete the server lists 5 as deleted. */
function serverWithDraft(deleteReply: () => Reply) {
  let deleted = false;
  const calls = mockApi({
    [LIST]: () => ok(listReply([citizenRequest(5, deleted ? 2 : 1), citizenRequest(4, 3)])),
    [DELETE_5]: () => {
      const reply = deleteReply();
      if ((reply.status ?? 200) === 200) deleted = true;
      return reply;
    },
  });
  const listCalls = () => calls.filter((call) => call.url.pathname.endsWith('/request/list')).length;
  return { calls, listCalls };
}

async function openConfirmation() {
  renderApp('/it/private-area');
  // The first render loads the page's code: slow on a busy machine.
  const button = await screen.findByRole(
    'button',
    { name: 'Elimina la bozza iniziata il 05/01/2025' },
    { timeout: 15_000 },
  );
  await userEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: 'Vuoi eliminare la bozza?' }) };
}

describe('deleting a draft from the private area', { timeout: 30_000 }, () => {
  it('asks for confirmation, deletes with the version, confirms and reloads the list', async () => {
    const { calls, listCalls } = serverWithDraft(() =>
      ok({ code: 200, message: 'OK', description: 'Draft deleted' }),
    );
    const { dialog } = await openConfirmation();
    expect(dialog).toHaveTextContent('Questa bozza sarà eliminata');
    expect(dialog).toHaveTextContent('Attenzione');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const before = listCalls();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina la bozza' }));
    const done = await screen.findByRole('dialog', { name: 'Bozza eliminata' });
    expect(done).toHaveTextContent('La bozza è stata eliminata.');
    const deletion = calls.find((call) => call.method === 'DELETE')!;
    expect(deletion.url.pathname).toBe('/api/suap/v1/request/5');
    expect(deletion.url.searchParams.get('version')).toBe('6');

    await waitFor(() => expect(listCalls()).toBe(before + 1));
    const card = screen
      .getByRole('heading', { level: 3, name: 'Bozza iniziata il 05/01/2025' })
      .closest('li')!;
    await waitFor(() => expect(card.querySelector('.badge')).toHaveTextContent('Stato: Eliminata'));
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();

    // Closing the alert: the delete button is gone, so focus goes to the list's heading.
    await userEvent.click(within(done).getAllByRole('button', { name: 'Chiudi' }).at(-1)!);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Le tue richieste' })).toHaveFocus(),
    );
  });

  it('deletes nothing when the person cancels, and gives focus back to the delete button', async () => {
    const { calls } = serverWithDraft(() => ok({}));
    const { dialog, button } = await openConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(button).toHaveFocus();
  });

  it('explains a draft changed elsewhere (409) and shows its real state', async () => {
    const { listCalls } = serverWithDraft(() => ({
      status: 409,
      body: {
        code: 409,
        message: 'Conflict',
        description: 'Conflict',
        reason: 'stale-version',
        currentVersion: 7,
      },
    }));
    const { dialog } = await openConfirmation();
    const before = listCalls();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina la bozza' }));
    const alert = await screen.findByRole('dialog', { name: 'La bozza non può essere eliminata' });
    expect(alert).toHaveTextContent('Errore');
    await waitFor(() => expect(listCalls()).toBe(before + 1));
  });

  it('says the draft was not deleted when the call fails', async () => {
    const { listCalls } = serverWithDraft(() => ({
      status: 500,
      body: { code: 500, message: 'Error', description: 'Error' },
    }));
    const { dialog } = await openConfirmation();
    const before = listCalls();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina la bozza' }));
    expect(
      await screen.findByRole('dialog', { name: 'Non è stato possibile eliminare la bozza' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls()).toBe(before);
    const card = screen
      .getByRole('heading', { level: 3, name: 'Bozza iniziata il 05/01/2025' })
      .closest('li')!;
    expect(card.querySelector('.badge')).toHaveTextContent('Stato: Bozza');
  });
});
