import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, formatDate, isoDateInRome, type Procedure } from '@suap/shared';
import { callsTo } from '../../../../test/api-mock';
import { resetApp } from '../../../../test/reset-app';
import { staffRequest } from '../../../../test/fixtures';
import {
  openProcedureDetails,
  OPERATORS_PATH,
  PAOLA,
  PROCEDURE_PATH,
  procedureReply,
  SARA,
} from '../../testing/procedure-details';
import { actionDrafts } from './action-drafts';

afterEach(() => {
  resetApp();
  actionDrafts.clearAll();
});

const POST = `${PROCEDURE_PATH}9`;
const today = isoDateInRome(new Date());
const defaultDue = addDaysToIsoDate(today, 30);
const maxDue = addDaysToIsoDate(today, 90);
const inReview = staffRequest(9, 6, { responsibleOperator: PAOLA });
const after = (changes: Partial<Procedure>) => procedureReply({ ...base(), ...changes });
const base = (): Procedure => ({
  requestId: 9,
  version: 3,
  stateId: 6,
  language: 'en',
  responsibleOperator: PAOLA,
  termDueOn: null,
  termExpired: false,
  hasObservations: false,
  history: [],
  staffActions: [],
  citizenActions: [],
  defaultIntegrationDueOn: null,
  maxIntegrationDueOn: null,
  refusalNoticeTermDays: 10,
  hasDecision: false,
});

type Setup = Awaited<ReturnType<typeof openProcedureDetails>>;

async function openAction({ user }: Setup, button: string, title: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('staff action dialogs', { timeout: 30_000 }, () => {
  it('take in charge: states the consequences, posts the version read, reloads and says it is done', async () => {
    const setup = await openProcedureDetails({
      procedure: { staffActions: ['takeInCharge', 'assign'] },
      actionReplies: [after({ stateId: 6, staffActions: ['requestIntegration'] })],
    });
    const procedureReads = callsTo(setup.calls, 'GET', POST).length;
    const dialog = await openAction(setup, 'Prendi in carico', 'Vuoi prendere in carico la richiesta n. 9?');
    expect(dialog).toHaveTextContent('Diventerai responsabile del procedimento');
    await setup.user.click(within(dialog).getByRole('button', { name: 'Prendi in carico' }));

    const done = await screen.findByRole('dialog', { name: 'Richiesta presa in carico' });
    expect(done).toHaveTextContent('Sei il responsabile del procedimento della richiesta n. 9');
    expect(callsTo(setup.calls, 'POST', POST).map((call) => call.body)).toEqual([
      { action: 'takeInCharge', version: 2 },
    ]);
    await waitFor(() => expect(callsTo(setup.calls, 'GET', POST).length).toBeGreaterThan(procedureReads));
    expect(callsTo(setup.calls, 'GET', '/api/suap/v1/backoffice/request/9').length).toBeGreaterThan(1);
  });

  it('assign: offers the active officers but the responsible one, requires a choice, posts it', async () => {
    const setup = await openProcedureDetails({
      request: inReview,
      procedure: { staffActions: ['assign'] },
      actionReplies: [after({ responsibleOperator: SARA })],
    });
    const dialog = await openAction(setup, 'Assegna a un operatore', 'Assegna la richiesta n. 9');
    const select = within(dialog).getByRole('combobox', { name: /Nuovo responsabile del procedimento/ });
    await waitFor(() =>
      expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
        'Scegli un operatore',
        'Marco Blu',
        'Sara Russo',
      ]),
    );
    await setup.user.click(within(dialog).getByRole('button', { name: 'Assegna la richiesta' }));
    expect(await within(dialog).findByText('Scegli un operatore', { selector: 'p' })).toBeInTheDocument();
    expect(select).toHaveFocus();
    expect(callsTo(setup.calls, 'POST', POST)).toHaveLength(0);

    await setup.user.selectOptions(select, 'Sara Russo');
    await setup.user.click(within(dialog).getByRole('button', { name: 'Assegna la richiesta' }));
    expect(await screen.findByRole('dialog', { name: 'Richiesta assegnata' })).toHaveTextContent(
      'Sara Russo è ora responsabile del procedimento della richiesta n. 9.',
    );
    expect(callsTo(setup.calls, 'POST', POST)[0]!.body).toEqual({
      action: 'assign',
      version: 2,
      assigneeUserId: 12,
    });
    expect(callsTo(setup.calls, 'GET', OPERATORS_PATH)).toHaveLength(1);
  });

  it('request integration: a message in the request language, a due date proposed and bounded', async () => {
    const setup = await openProcedureDetails({
      request: inReview,
      procedure: {
        staffActions: ['requestIntegration'],
        defaultIntegrationDueOn: defaultDue,
        maxIntegrationDueOn: maxDue,
      },
      actionReplies: [after({ stateId: 7, termDueOn: defaultDue })],
    });
    const dialog = await openAction(
      setup,
      "Richiedi un'integrazione",
      "Richiedi un'integrazione per la richiesta n. 9",
    );
    // Italian page, English request: the label says the message must be written in English.
    const message = within(dialog).getByLabelText(
      /^Messaggio al cittadino \(in inglese, la lingua della richiesta\)/,
    );
    expect(message).toHaveAttribute('lang', 'en');
    const dueOn = within(dialog).getByLabelText(/Il cittadino deve rispondere entro il/);
    expect(dueOn).toHaveValue(defaultDue);
    expect(dueOn).toHaveAttribute('min', addDaysToIsoDate(today, 1));
    expect(dueOn).toHaveAttribute('max', maxDue);

    const confirm = within(dialog).getByRole('button', { name: 'Invia la richiesta di integrazione' });
    await setup.user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Messaggio al cittadino (in inglese, la lingua della richiesta): Compila questo campo',
    );
    expect(message).toHaveFocus();

    await setup.user.type(message, 'Too short');
    await setup.user.clear(dueOn);
    await setup.user.type(dueOn, addDaysToIsoDate(maxDue, 1));
    await setup.user.click(confirm);
    expect(await within(dialog).findByText('Scrivi almeno 10 caratteri')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`Scegli un giorno non oltre il ${formatDate(maxDue)}`),
    ).toBeInTheDocument();
    expect(callsTo(setup.calls, 'POST', POST)).toHaveLength(0);

    await setup.user.type(message, ': please send the floor plan.  ');
    await setup.user.clear(dueOn);
    await setup.user.type(dueOn, defaultDue);
    await setup.user.click(confirm);
    expect(await screen.findByRole('dialog', { name: 'Integrazione richiesta' })).toHaveTextContent(
      `deve rispondere entro il ${formatDate(defaultDue)}`,
    );
    expect(callsTo(setup.calls, 'POST', POST)[0]!.body).toEqual({
      action: 'requestIntegration',
      version: 2,
      message: 'Too short: please send the floor plan.',
      dueOn: defaultDue,
    });
  });

  it('accept: the reason labelled with the request language, bounded, posted', async () => {
    const setup = await openProcedureDetails({
      lang: 'en',
      request: inReview,
      procedure: { staffActions: ['accept'] },
      actionReplies: [after({ stateId: 4, hasDecision: true })],
    });
    const dialog = await openAction(setup, 'Accept the request', 'Accept request no. 9?');
    expect(dialog).toHaveTextContent('This is the final decision');
    const reason = within(dialog).getByLabelText(/^Reason \(in English, the request's language\)/);
    await setup.user.click(reason);
    await setup.user.paste('x'.repeat(2001));
    await setup.user.click(within(dialog).getByRole('button', { name: 'Accept the request' }));
    expect(await within(dialog).findByText('Write at most 2000 characters')).toBeInTheDocument();

    await setup.user.clear(reason);
    await setup.user.type(reason, 'All the requirements are met.');
    await setup.user.click(within(dialog).getByRole('button', { name: 'Accept the request' }));
    await screen.findByRole('dialog', { name: 'Request accepted' });
    expect(callsTo(setup.calls, 'POST', POST)[0]!.body).toEqual({
      action: 'accept',
      version: 2,
      reason: 'All the requirements are met.',
    });
  });

  it('start a refusal: explains art. 10-bis and the citizen’s term, posts the reasons', async () => {
    const setup = await openProcedureDetails({
      request: inReview,
      procedure: { staffActions: ['startRefusal'] },
      actionReplies: [after({ stateId: 9, termDueOn: addDaysToIsoDate(today, 10) })],
    });
    const dialog = await openAction(
      setup,
      'Avvia il preavviso di rigetto',
      'Avvia il preavviso di rigetto per la richiesta n. 9',
    );
    expect(dialog).toHaveTextContent('Non puoi rifiutare una richiesta direttamente');
    expect(dialog).toHaveTextContent('avrà 10 giorni per presentare osservazioni');
    expect(dialog).toHaveTextContent('art. 10-bis della legge 241/1990');
    await setup.user.type(
      within(dialog).getByLabelText(/^Motivazione \(in inglese/),
      'The premises are not suitable.',
    );
    await setup.user.click(within(dialog).getByRole('button', { name: 'Invia il preavviso' }));
    expect(await screen.findByRole('dialog', { name: 'Preavviso di rigetto inviato' })).toHaveTextContent(
      `entro il ${formatDate(addDaysToIsoDate(today, 10))}`,
    );
    expect(callsTo(setup.calls, 'POST', POST)[0]!.body).toEqual({
      action: 'startRefusal',
      version: 2,
      reason: 'The premises are not suitable.',
    });
  });

  it('reject after observations: the assessment is required and sent with the reason', async () => {
    const setup = await openProcedureDetails({
      request: staffRequest(9, 10, { responsibleOperator: PAOLA }),
      procedure: { staffActions: ['accept', 'reject'], hasObservations: true },
      actionReplies: [after({ stateId: 5, hasDecision: true })],
    });
    const dialog = await openAction(setup, 'Rifiuta la richiesta', 'Vuoi rifiutare la richiesta n. 9?');
    expect(dialog).toHaveTextContent('Il cittadino ha presentato osservazioni');
    const confirm = within(dialog).getByRole('button', { name: 'Rifiuta la richiesta' });
    await setup.user.type(within(dialog).getByLabelText(/^Motivazione/), 'The premises are not suitable.');
    await setup.user.click(confirm);
    const assessment = within(dialog).getByLabelText(/^Valutazione delle osservazioni \(in inglese/);
    expect(assessment).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Valutazione delle osservazioni');

    await setup.user.type(assessment, 'The new plan still lacks an emergency exit.');
    await setup.user.click(confirm);
    await screen.findByRole('dialog', { name: 'Richiesta rifiutata' });
    expect(callsTo(setup.calls, 'POST', POST)[0]!.body).toEqual({
      action: 'reject',
      version: 2,
      reason: 'The premises are not suitable.',
      observationsAssessment: 'The new plan still lacks an emergency exit.',
    });
  });

  it('reject after the term ran out without observations: the reason alone', async () => {
    const setup = await openProcedureDetails({
      request: staffRequest(9, 9, { responsibleOperator: PAOLA, termDueOn: '2025-03-20', termExpired: true }),
      procedure: { staffActions: ['accept', 'reject'] },
      actionReplies: [after({ stateId: 5 })],
    });
    const dialog = await openAction(setup, 'Rifiuta la richiesta', 'Vuoi rifiutare la richiesta n. 9?');
    expect(dialog).toHaveTextContent('Il cittadino non ha presentato osservazioni entro il termine.');
    expect(within(dialog).queryByLabelText(/Valutazione delle osservazioni/)).not.toBeInTheDocument();
    await setup.user.type(within(dialog).getByLabelText(/^Motivazione/), 'No answer to the notice.');
    await setup.user.click(within(dialog).getByRole('button', { name: 'Rifiuta la richiesta' }));
    await screen.findByRole('dialog', { name: 'Richiesta rifiutata' });
    expect(callsTo(setup.calls, 'POST', POST)[0]!.body).toEqual({
      action: 'reject',
      version: 2,
      reason: 'No answer to the notice.',
    });
  });
});
