import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, logIn, mockApi, ok, type Reply } from '../../../../test/api-mock';
import { citizenRequest, requestReply } from '../../../../test/fixtures';
import { refusalJourney } from '../../../../test/procedure-fixtures';
import { captureDownloads } from '../../../../test/request-details';
import {
  DECISION_3,
  integrationRequested,
  openProcedurePage,
  PROCEDURE_3,
  refusalNotice,
  REQUEST_3,
  stateOf,
} from '../../testing/procedure-page';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => logIn());
const downloads = captureDownloads();

const history = () => screen.getByRole('list', { name: 'Cronologia' });
/** The definition of `label` in the facts of the procedure (responsible officer, term). */
const fact = (label: string, region = 'Andamento della richiesta') =>
  within(screen.getByRole('region', { name: region })).getByText(label, { selector: 'dt' })
    .nextElementSibling;

describe('request details: the procedure (issue 27)', { timeout: 30_000 }, () => {
  it('says a sent request waits to be taken in charge, and shows its history', async () => {
    await openProcedurePage(() => stateOf(3));
    expect(
      screen.getByText(/in attesa di essere presa in carico da un operatore del SUAP/),
    ).toBeInTheDocument();
    expect(within(history()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(history()).getByRole('heading', { level: 3 })).toHaveTextContent('Richiesta inviata');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('names the responsible officer (Law 241/1990 art. 5) once the request is in review', async () => {
    await openProcedurePage(() => stateOf(6, { history: refusalJourney(2) }));
    expect(document.querySelector('.suap-request-state')).toHaveTextContent('Stato: In istruttoria');
    expect(fact('Responsabile del procedimento')).toHaveTextContent('Marco Blu');
    expect(fact('Responsabile del procedimento')).toHaveTextContent('art. 5 della legge 241/1990');
    expect(within(history()).getAllByRole('listitem')).toHaveLength(2);
    // No answer is asked, no decision yet: neither the form nor the decision button.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /provvedimento/ })).not.toBeInTheDocument();
  });

  it('shows the term to answer on the badge and in the facts', async () => {
    await openProcedurePage(() => integrationRequested());
    expect(document.querySelector('.suap-request-state-caption')).toHaveTextContent(
      'Rispondere entro il 02/04/2025',
    );
    expect(fact('Termine per rispondere')).toHaveTextContent('Puoi rispondere fino al 02/04/2025 compreso.');
  });

  it('says in words that the term has ended, and offers no form then', async () => {
    await openProcedurePage(() => integrationRequested({ termExpired: true, citizenActions: [] }));
    expect(document.querySelector('.suap-request-state-caption')).toHaveTextContent(
      'Termine per rispondere scaduto il 02/04/2025',
    );
    expect(fact('Termine per rispondere')).toHaveTextContent(
      'Il termine è scaduto il 02/04/2025: dal portale non puoi più rispondere.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers the decision of an accepted request as a PDF named after the reference code', async () => {
    const { calls } = await openProcedurePage(
      () => stateOf(4, { hasDecision: true, history: refusalJourney(2) }),
      {
        [DECISION_3]: () => ({
          body: new Blob(['%PDF-1.7']),
          headers: { 'content-type': 'application/pdf' },
        }),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Scarica il provvedimento in PDF' }));
    await waitFor(() => expect(downloads).toEqual(['provvedimento-SUAP-2025-000003.pdf']));
    expect(callsTo(calls, 'GET', '/api/suap/v1/request/getDecisionPdf/3')).toHaveLength(1);
    // The recap is still there, as a secondary action.
    expect(screen.getByRole('button', { name: 'Scarica il riepilogo in PDF' })).toHaveClass(
      'btn-outline-primary',
    );
  });

  it('says the decision could not be downloaded, naming the decision', async () => {
    await openProcedurePage(() => stateOf(5, { hasDecision: true }), {
      [DECISION_3]: (): Reply => ({ status: 500, body: { code: 500, message: 'x', description: 'x' } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Scarica il provvedimento in PDF' }));
    expect(
      await screen.findByRole('dialog', { name: 'Non è stato possibile scaricare il provvedimento' }),
    ).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('writes everything in English on the English page, marking the Italian texts of an Italian request', async () => {
    await openProcedurePage(() => refusalNotice(), {}, 'en');
    expect(fact('Responsible officer', 'Progress of your request')).toHaveTextContent('Marco Blu');
    const steps = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(within(steps[4]!).getByRole('heading')).toHaveTextContent(
      'Notice of reasons for refusal (art. 10-bis, Law 241/1990)',
    );
    expect(within(steps[4]!).getByText(/superficie minima/)).toHaveAttribute('lang', 'it');
    expect(screen.getByText(/superficie minima/, { selector: '.suap-procedure-quote' })).toHaveAttribute(
      'lang',
      'it',
    );
  });

  it('asks for no procedure for a draft', async () => {
    const calls = mockApi({ [REQUEST_3]: () => ok(requestReply(citizenRequest(3, 1))) });
    renderApp('/it/private-area/request-details/3');
    await screen.findByRole('heading', { level: 1, name: 'Bozza iniziata il 03/01/2025' });
    await screen.findByText('Tipo di servizio', { selector: 'dt' });
    expect(callsTo(calls, 'GET', '/api/suap/v1/request/procedure/3')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Andamento della richiesta' })).not.toBeInTheDocument();
  });

  it('says the progress could not be loaded, and tries again', async () => {
    let fail = true;
    const state = integrationRequested();
    mockApi({
      [REQUEST_3]: () => ok(requestReply(state.request)),
      [PROCEDURE_3]: (): Reply =>
        fail
          ? { status: 500, body: { code: 500, message: 'x', description: 'x' } }
          : ok({ code: 200, message: 'OK', description: '', procedure: state.procedure }),
    });
    renderApp('/it/private-area/request-details/3');
    const alert = await screen.findByText(/Non è stato possibile caricare l'andamento/);
    // The request's own fields are still there.
    expect(screen.getByText('Tipo di servizio', { selector: 'dt' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Andamento della richiesta' })).toBeInTheDocument();
  });
});
