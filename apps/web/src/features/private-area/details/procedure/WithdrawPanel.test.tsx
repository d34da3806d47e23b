import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, logIn, ok, type Reply } from '../../../../test/api-mock';
import { historyEntry, procedureReply, refusalJourney } from '../../../../test/procedure-fixtures';
import { captureDownloads } from '../../../../test/request-details';
import {
  conflict,
  integrationRequested,
  openProcedurePage,
  stateOf,
  WITHDRAW_3,
  type ProcedureState,
} from '../../testing/procedure-page';

// Issue 30: the citizen withdraws a request whose procedure is open, after a confirmation.

beforeEach(() => logIn());
captureDownloads();

const WITHDRAW_URL = '/api/suap/v1/request/withdraw/3';
const DIALOG = 'Vuoi ritirare la richiesta SUAP-2025-000003?';
const withdrawButton = () => screen.getByRole('button', { name: 'Ritira la richiesta' });

/** Request 3 withdrawn from `state`, as the server then holds it. */
function withdrawnFrom(state: ProcedureState): ProcedureState {
  const { history, version, stateId } = state.procedure;
  return stateOf(11, {
    version: version + 1,
    responsibleOperator: state.procedure.responsibleOperator,
    history: [
      ...history,
      historyEntry(history.length + 1, 'withdraw', { fromStateId: stateId, toStateId: 11 }),
    ],
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = DIALOG) {
  await user.click(withdrawButton());
  return screen.findByRole('dialog', { name });
}

describe('withdrawing a request (issue 30)', { timeout: 30_000 }, () => {
  it('offers it after the history, as a secondary action, while the procedure is open', async () => {
    await openProcedurePage(() => stateOf(6, { history: refusalJourney(2) }));
    const section = screen.getByRole('region', { name: 'Ritiro della richiesta' });
    expect(section).toHaveTextContent(
      'Se non vuoi più proseguire, puoi ritirare la richiesta finché il SUAP non ha deciso.',
    );
    const button = within(section).getByRole('button', { name: 'Ritira la richiesta' });
    expect(button).toHaveClass('btn-outline-primary');
    expect(button).not.toHaveClass('btn-primary');
    // After the history, last of the procedure's sections.
    const history = screen.getByRole('heading', { level: 2, name: 'Cronologia' });
    expect(history.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('stays secondary to the answer the SUAP waits for', async () => {
    await openProcedurePage(() => integrationRequested());
    expect(screen.getByRole('button', { name: 'Invia la risposta' })).toHaveClass('btn-primary');
    expect(withdrawButton()).toHaveClass('btn-outline-primary');
  });

  it.each([4, 5, 11] as const)('is not offered in state %i, where the procedure is over', async (stateId) => {
    await openProcedurePage(() => stateOf(stateId));
    expect(screen.queryByRole('region', { name: 'Ritiro della richiesta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ritira la richiesta' })).not.toBeInTheDocument();
  });

  it('asks first, saying what it means; cancelling changes nothing and focus goes back to the button', async () => {
    const user = userEvent.setup();
    const { calls } = await openProcedurePage(() => stateOf(6, { history: refusalJourney(2) }));
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent(
      'Il procedimento si chiude e il SUAP viene informato del ritiro. Non potrai annullare questa scelta',
    );
    // The safe choice first, and focused; the irreversible one in red.
    const cancel = within(dialog).getByRole('button', { name: 'Annulla' });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Conferma il ritiro' })).toHaveClass('btn-danger');
    // Tab stays in the dialog.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(withdrawButton()).toHaveFocus();
    // Escape closes it too.
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', WITHDRAW_URL)).toHaveLength(0);
  });

  it('withdraws on confirmation: the page shows the withdrawn request and says so, with focus on it', async () => {
    const user = userEvent.setup();
    let state = integrationRequested();
    const { calls } = await openProcedurePage(() => state, {
      [WITHDRAW_3]: (): Reply => {
        state = withdrawnFrom(state);
        return ok(procedureReply(state.procedure));
      },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Conferma il ritiro' }));

    const title = await screen.findByRole('heading', { level: 2, name: 'Richiesta ritirata' });
    const alert = title.closest<HTMLElement>('.alert')!;
    expect(alert).toHaveAttribute('role', 'status');
    expect(alert).toHaveTextContent('Il procedimento è concluso e il SUAP è stato informato del ritiro.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', WITHDRAW_URL).map((call) => call.body)).toEqual([{ version: 4 }]);
    expect(callsTo(calls, 'POST', WITHDRAW_URL)[0]!.url.searchParams.get('lang')).toBe('it');

    // The request is read again: withdrawn, nothing left to answer or withdraw, the step in the history.
    await waitFor(() =>
      expect(document.querySelector('.suap-request-state')).toHaveTextContent('Stato: Ritirata'),
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ritira la richiesta' })).not.toBeInTheDocument();
    // The facts say so too, for whoever comes back to the page later.
    const outcome = within(screen.getByRole('region', { name: 'Andamento della richiesta' })).getByText(
      'Esito',
      {
        selector: 'dt',
      },
    ).nextElementSibling;
    expect(outcome).toHaveTextContent(
      'Hai ritirato la richiesta: il procedimento si è concluso senza una decisione del SUAP.',
    );
    const steps = within(screen.getByRole('list', { name: 'Cronologia' })).getAllByRole('listitem');
    expect(within(steps.at(-1)!).getByRole('heading', { level: 3 })).toHaveTextContent('Richiesta ritirata');
    expect(steps.at(-1)).toHaveTextContent('Tu');
  });

  it.each([
    [
      'stale-version',
      'La richiesta è stata aggiornata nel frattempo. Abbiamo ricaricato la pagina: controlla lo stato e, se vuoi ancora ritirarla, riprova.',
    ],
    [
      'invalid-state',
      'Il procedimento è già concluso e la richiesta non può più essere ritirata. Abbiamo ricaricato la pagina con lo stato attuale.',
    ],
  ])('says why a refused withdrawal (%s) was not done, and reads the request again', async (reason, text) => {
    const user = userEvent.setup();
    const { calls } = await openProcedurePage(() => stateOf(6, { history: refusalJourney(2) }), {
      [WITHDRAW_3]: () => conflict(reason),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Conferma il ritiro' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La richiesta non è stata ritirata');
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert).toHaveFocus());
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/suap/v1/request/procedure/3')).toHaveLength(2));
  });

  it('says it failed when the server does not answer, and changes nothing', async () => {
    const user = userEvent.setup();
    const { calls } = await openProcedurePage(() => stateOf(3), {
      [WITHDRAW_3]: (): Reply => ({ status: 500, body: { code: 500, message: 'x', description: 'x' } }),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Conferma il ritiro' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La richiesta non è stata ritirata');
    expect(alert).toHaveTextContent('Si è verificato un problema. Riprova tra qualche minuto.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Still possible: the button is there for another try.
    expect(withdrawButton()).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/suap/v1/request/procedure/3')).toHaveLength(1);
  });

  it('speaks English on the English page', async () => {
    const user = userEvent.setup();
    await openProcedurePage(() => stateOf(3), {}, 'en');
    const section = screen.getByRole('region', { name: 'Withdrawing the request' });
    await user.click(within(section).getByRole('button', { name: 'Withdraw the request' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Do you want to withdraw request SUAP-2025-000003?',
    });
    expect(dialog).toHaveTextContent('The procedure ends and the SUAP is told of the withdrawal.');
    expect(within(dialog).getByRole('button', { name: 'Confirm the withdrawal' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
