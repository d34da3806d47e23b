import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectErrorsTiedAndFocused,
  expectRequiredMarked,
  expectVisibleLabels,
} from '../../../../components/form/testing/form-audit';
import { badRequest, callsTo, logIn, ok, type Reply } from '../../../../test/api-mock';
import { historyEntry, procedureReply, refusalJourney } from '../../../../test/procedure-fixtures';
import { captureDownloads } from '../../../../test/request-details';
import {
  ANSWER_3,
  conflict,
  integrationRequested,
  openProcedurePage,
  refusalNotice,
  stateOf,
  type ProcedureState,
} from '../../testing/procedure-page';

beforeEach(() => logIn());
captureDownloads();

const ANSWER = 'Allego la planimetria del locale, come richiesto.\nLa visura arriva domani.';
const NOTE = /contrassegnati con un asterisco \(\*\) sono obbligatori/;
const form = () => screen.getByRole('textbox').closest('form') as HTMLElement;

/** State 8 after the citizen's answer, as the server then holds it. */
const integrationReceived = (): ProcedureState =>
  stateOf(8, {
    history: [
      ...refusalJourney(3),
      historyEntry(4, 'answerIntegration', { fromStateId: 7, toStateId: 8, message: ANSWER }),
    ],
  });

/** The success alert of an answer, found by its title. */
async function sentAlert(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  const alert = heading.closest<HTMLElement>('.alert')!;
  expect(alert).toHaveAttribute('role', 'status');
  return alert;
}

async function confirmSend(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Vuoi inviare la risposta?' });
  await user.click(within(dialog).getByRole('button', { name: 'Conferma e invia' }));
}

describe('answering an integration request (state 7)', { timeout: 30_000 }, () => {
  it('shows what the SUAP asks, the limits and the term, with a labelled and required field', async () => {
    await openProcedurePage(() => integrationRequested());
    expect(
      screen.getByRole('heading', { level: 2, name: 'Rispondi alla richiesta di integrazione' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Inviate la planimetria del locale\./, { selector: '.suap-procedure-quote' }),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /La tua risposta/ });
    expect(field).toHaveAccessibleDescription(
      /Scrivi da 10 a 4000 caratteri\. Puoi inviare fino al 02\/04\/2025 compreso\./,
    );
    expectVisibleLabels(form());
    expectRequiredMarked(form(), NOTE);
  });

  it('refuses an empty or short text with the rule in words, summarised, tied to the field and focused', async () => {
    const user = userEvent.setup();
    const { calls } = await openProcedurePage(() => integrationRequested());
    await user.click(screen.getByRole('button', { name: 'Invia la risposta' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent("C'è un errore da correggere");
    expect(summary).toHaveTextContent('La tua risposta: Scrivi il testo da inviare.');
    expect(expectErrorsTiedAndFocused(form())).toEqual([screen.getByRole('textbox')]);

    await user.type(screen.getByRole('textbox'), '  ok  ');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      /Il testo è troppo corto: scrivi almeno 10 caratteri\./,
    );
    await user.type(screen.getByRole('textbox'), 'ay, ecco la risposta');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/suap/v1/request/answer/3')).toHaveLength(0);
  });

  it('confirms, sends the trimmed text with the version read, then shows the result and the new state', async () => {
    const user = userEvent.setup();
    let state = integrationRequested();
    const { calls } = await openProcedurePage(() => state, {
      [ANSWER_3]: (): Reply => {
        state = integrationReceived();
        return ok(procedureReply(state.procedure));
      },
    });
    await user.type(screen.getByRole('textbox'), `  ${ANSWER}  `);
    await user.click(screen.getByRole('button', { name: 'Invia la risposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi inviare la risposta?' });
    expect(dialog).toHaveTextContent("Dopo l'invio non potrai modificarla.");
    await confirmSend(user);

    const done = await sentAlert('Risposta inviata');
    expect(done).toHaveTextContent("riprenderà l'esame della richiesta");
    await waitFor(() => expect(done).toHaveFocus());
    expect(callsTo(calls, 'POST', '/api/suap/v1/request/answer/3')[0]!.body).toEqual({
      version: 4,
      message: ANSWER,
    });
    // The request and its procedure are read again: the new state, no form, the answer in the history.
    await waitFor(() =>
      expect(document.querySelector('.suap-request-state')).toHaveTextContent('Stato: Integrazione ricevuta'),
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Cronologia' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(within(steps[3]!).getByText(/Allego la planimetria/).textContent).toBe(ANSWER);
  });

  it('sends nothing when the confirmation is cancelled, and keeps the text', async () => {
    const user = userEvent.setup();
    const { calls } = await openProcedurePage(() => integrationRequested());
    await user.type(screen.getByRole('textbox'), ANSWER);
    await user.click(screen.getByRole('button', { name: 'Invia la risposta' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue(ANSWER);
    expect(callsTo(calls, 'POST', '/api/suap/v1/request/answer/3')).toHaveLength(0);
  });

  it('keeps the text when the term ended meanwhile (409), shows it with the reason and reloads', async () => {
    const user = userEvent.setup();
    let state = integrationRequested();
    const { calls } = await openProcedurePage(() => state, {
      [ANSWER_3]: (): Reply => {
        state = integrationRequested({ termExpired: true, citizenActions: [] });
        return conflict('term-expired');
      },
    });
    await user.type(screen.getByRole('textbox'), ANSWER);
    await user.click(screen.getByRole('button', { name: 'Invia la risposta' }));
    await confirmSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Il testo non è stato inviato');
    expect(alert).toHaveTextContent('Il termine per rispondere è scaduto.');
    await waitFor(() => expect(alert).toHaveFocus());
    // The form went with the reload; what was typed is in the alert, to copy.
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(within(alert).getByText(/Allego la planimetria/).textContent).toBe(ANSWER);
    expect(callsTo(calls, 'GET', '/api/suap/v1/request/procedure/3')).toHaveLength(2);
    expect(callsTo(calls, 'GET', '/api/suap/v1/request/3')).toHaveLength(2);
  });

  it('after a stale version (409) reloads and lets the citizen send the same text again', async () => {
    const user = userEvent.setup();
    let state = integrationRequested();
    let answers = 0;
    const { calls } = await openProcedurePage(() => state, {
      [ANSWER_3]: (): Reply => {
        answers += 1;
        if (answers === 1) {
          state = integrationRequested({ version: 9 });
          return conflict('stale-version');
        }
        return ok(procedureReply(integrationReceived().procedure));
      },
    });
    await user.type(screen.getByRole('textbox'), ANSWER);
    await user.click(screen.getByRole('button', { name: 'Invia la risposta' }));
    await confirmSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La richiesta è stata aggiornata nel frattempo.',
    );
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/suap/v1/request/procedure/3')).toHaveLength(2));
    expect(screen.getByRole('textbox')).toHaveValue(ANSWER);
    await user.click(screen.getByRole('button', { name: 'Invia la risposta' }));
    await confirmSend(user);
    await sentAlert('Risposta inviata');
    expect(callsTo(calls, 'POST', '/api/suap/v1/request/answer/3').map((call) => call.body)).toEqual([
      { version: 4, message: ANSWER },
      { version: 9, message: ANSWER },
    ]);
  });

  it('keeps the text in the form when sending fails, and reloads nothing', async () => {
    const user = userEvent.setup();
    const { calls } = await openProcedurePage(() => integrationRequested(), {
      [ANSWER_3]: (): Reply => ({ status: 500, body: { code: 500, message: 'x', description: 'x' } }),
    });
    await user.type(screen.getByRole('textbox'), ANSWER);
    await user.click(screen.getByRole('button', { name: 'Invia la risposta' }));
    await confirmSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('il testo che hai scritto è ancora nel modulo');
    expect(screen.getByRole('textbox')).toHaveValue(ANSWER);
    expect(callsTo(calls, 'GET', '/api/suap/v1/request/procedure/3')).toHaveLength(1);
  });

  it("shows the server's refusal of the text under the field (400), focused", async () => {
    const user = userEvent.setup();
    await openProcedurePage(() => integrationRequested(), {
      [ANSWER_3]: () =>
        badRequest('Bad Request', 'x', [{ field: 'body.message', rule: 'maxlength', message: 'Too long' }]),
    });
    await user.type(screen.getByRole('textbox'), ANSWER);
    await user.click(screen.getByRole('button', { name: 'Invia la risposta' }));
    await confirmSend(user);
    await waitFor(() =>
      expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
        /Il testo è troppo lungo: al massimo 4000 caratteri\./,
      ),
    );
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveFocus());
    expect(screen.getByRole('textbox')).toHaveValue(ANSWER);
  });
});

describe('observations on a 10-bis notice (state 9)', { timeout: 30_000 }, () => {
  it('explains the notice in plain words and sends the observations', async () => {
    const user = userEvent.setup();
    let state = refusalNotice();
    const { calls } = await openProcedurePage(() => state, {
      [ANSWER_3]: (): Reply => {
        state = stateOf(10, { history: refusalJourney(6) });
        return ok(procedureReply(state.procedure));
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Invia le tue osservazioni' })).toBeInTheDocument();
    const explain = screen.getByRole('heading', {
      level: 3,
      name: "Che cos'è il preavviso di rigetto",
    }).parentElement!;
    expect(explain).toHaveTextContent('articolo 10-bis della legge 241/1990');
    expect(explain).toHaveTextContent('Hai tempo fino al 15/04/2025 compreso.');
    expect(screen.getByText('Motivi indicati dal SUAP')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Le tue osservazioni/ }), 'La superficie è 42 mq.');
    await user.click(screen.getByRole('button', { name: 'Invia le osservazioni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi inviare le osservazioni?' });
    await user.click(within(dialog).getByRole('button', { name: 'Conferma e invia' }));
    await waitFor(async () => expect(await sentAlert('Osservazioni inviate')).toHaveFocus());
    expect(callsTo(calls, 'POST', '/api/suap/v1/request/answer/3')).toHaveLength(1);
    await waitFor(() =>
      expect(document.querySelector('.suap-request-state')).toHaveTextContent('Stato: Osservazioni ricevute'),
    );
  });
});
