import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_ACTIONS, type StaffAction } from '@suap/shared';
import { callsTo } from '../../../../test/api-mock';
import { historyEntry, refusalJourney } from '../../../../test/procedure-fixtures';
import { captureDownloads } from '../../../../test/request-details';
import { ADMIN, COLLAB, STAFF, staffRequest } from '../../../../test/fixtures';
import { MARCO, openProcedureDetails, PAOLA } from '../../testing/procedure-details';
import { actionDrafts } from './action-drafts';

const downloads = captureDownloads();
afterEach(() => actionDrafts.clearAll());

const BUTTONS: Record<StaffAction, string> = {
  takeInCharge: 'Prendi in carico',
  assign: 'Assegna a un operatore',
  requestIntegration: "Richiedi un'integrazione",
  accept: 'Accetta la richiesta',
  startRefusal: 'Avvia il preavviso di rigetto',
  reject: 'Rifiuta la richiesta',
};

const actionsRegion = () =>
  screen.getByRole('heading', { level: 3, name: 'Azioni' }).parentElement as HTMLElement;
const shownButtons = () =>
  within(actionsRegion())
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('back-office procedure panel', { timeout: 30_000 }, () => {
  it.each<[string, StaffAction[]]>([
    ['a sent request', ['takeInCharge', 'assign']],
    ['a request in review', ['assign', 'requestIntegration', 'accept', 'startRefusal']],
    ['a notice answered with observations', ['accept', 'reject']],
    ['every action', [...STAFF_ACTIONS].reverse()],
  ])('shows exactly the actions the server allows (%s), in the procedure order', async (_, allowed) => {
    await openProcedureDetails({ procedure: { staffActions: allowed } });
    expect(shownButtons()).toEqual(STAFF_ACTIONS.filter((a) => allowed.includes(a)).map((a) => BUTTONS[a]));
  });

  it('shows the read-only profile no button, whatever the server says, and why', async () => {
    await openProcedureDetails({
      user: { ...STAFF, profile: { profileId: 99, description: 'Operatore' } },
      procedure: { staffActions: ['takeInCharge'] },
    });
    expect(shownButtons()).toEqual([]);
    expect(actionsRegion()).toHaveTextContent(
      'Il tuo profilo può consultare le richieste ma non agire sul procedimento.',
    );
  });

  it('names the responsible officer, marking the logged-in one, and says who else may act', async () => {
    const request = staffRequest(9, 6, { responsibleOperator: MARCO });
    await openProcedureDetails({ user: ADMIN, request });
    expect(
      screen.getByText('Responsabile del procedimento', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Marco Blu');
    expect(actionsRegion()).toHaveTextContent('Solo il responsabile del procedimento, Marco Blu, può agire');
  });

  it('shows "(tu)" beside the logged-in responsible officer', async () => {
    await openProcedureDetails({ request: staffRequest(9, 6, { responsibleOperator: PAOLA }) });
    expect(screen.getByText('Paola Gialli (tu)')).toBeInTheDocument();
  });

  it('shows the term, and says in words when it has run out', async () => {
    const running = staffRequest(9, 7, { responsibleOperator: PAOLA, termDueOn: '2099-04-10' });
    await openProcedureDetails({ request: running });
    expect(screen.getByText('Entro il 10/04/2099')).toBeInTheDocument();
    expect(screen.queryByText(/Scaduto:/)).not.toBeInTheDocument();
    expect(actionsRegion()).toHaveTextContent('In attesa della risposta del cittadino, entro il 10/04/2099.');
  });

  it('marks an overdue term in words, on the badge caption and in the procedure', async () => {
    const overdue = staffRequest(9, 7, {
      responsibleOperator: PAOLA,
      termDueOn: '2025-04-10',
      termExpired: true,
    });
    await openProcedureDetails({ request: overdue, procedure: { staffActions: ['startRefusal'] } });
    expect(screen.getByText('Scaduto: il cittadino non ha risposto entro il termine')).toBeInTheDocument();
    expect(screen.getByText('Termine per rispondere scaduto il 10/04/2025')).toBeInTheDocument();
    expect(shownButtons()).toEqual(['Avvia il preavviso di rigetto']);
  });

  it('says a concluded procedure allows nothing, and downloads the decision through the back-office path', async () => {
    const accepted = staffRequest(9, 4, { responsibleOperator: MARCO });
    const { user, calls } = await openProcedureDetails({
      user: COLLAB,
      request: accepted,
      procedure: { hasDecision: true },
      handlers: {
        'GET /api/suap/v1/backoffice/getDecisionPdf/9': () => ({
          body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
          headers: { 'content-type': 'application/pdf' },
        }),
      },
    });
    expect(actionsRegion()).toHaveTextContent('Il procedimento è concluso: non sono possibili altre azioni.');
    await user.click(screen.getByRole('button', { name: 'Scarica il provvedimento in PDF' }));
    // The file is named in the request's language (English), like the document.
    await waitFor(() => expect(downloads).toEqual(['decision-SUAP-2025-000009.pdf']));
    expect(callsTo(calls, 'GET', '/api/suap/v1/backoffice/getDecisionPdf/9')).toHaveLength(1);
  });

  it('says the applicant withdrew the request, shown in the history, and offers nothing (issue 30)', async () => {
    const withdrawn = staffRequest(9, 11, { responsibleOperator: MARCO });
    await openProcedureDetails({
      user: COLLAB,
      request: withdrawn,
      procedure: {
        history: [...refusalJourney(2), historyEntry(3, 'withdraw', { fromStateId: 6, toStateId: 11 })],
      },
    });
    expect(actionsRegion()).toHaveTextContent(
      'Il richiedente ha ritirato la richiesta: il procedimento è concluso e non sono possibili altre azioni.',
    );
    expect(shownButtons()).toEqual([]);
    expect(document.querySelector('.suap-request-state .badge')).toHaveTextContent('Stato: Ritirata');
    const steps = within(screen.getByRole('list', { name: 'Cronologia' })).getAllByRole('listitem');
    expect(within(steps.at(-1)!).getByRole('heading', { level: 3 })).toHaveTextContent('Richiesta ritirata');
    expect(steps.at(-1)).toHaveTextContent('Mario Rossi (richiedente)');
    expect(screen.queryByRole('button', { name: 'Scarica il provvedimento in PDF' })).not.toBeInTheDocument();
  });

  it('does not say a request withdrawn before anyone took it in charge is waiting to be taken', async () => {
    await openProcedureDetails({ lang: 'it', request: staffRequest(9, 11) });
    const procedure = screen.getByRole('heading', { level: 2, name: 'Procedimento' }).parentElement!;
    expect(procedure).toHaveTextContent('Nessuno: il procedimento si è concluso prima della presa in carico');
    expect(procedure).not.toHaveTextContent('attende di essere presa in carico');
  });

  it('shows the history as a timeline, every person by name, oldest step first', async () => {
    await openProcedureDetails({
      request: staffRequest(9, 8, { responsibleOperator: MARCO }),
      procedure: { history: refusalJourney(4) },
    });
    const timeline = screen.getByRole('list', { name: 'Cronologia' });
    const steps = within(timeline).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Richiesta inviata',
      'Presa in carico dal SUAP',
      'Richiesta di integrazione',
      'Integrazione inviata',
    ]);
    expect(timeline).toHaveTextContent('Mario Rossi (richiedente)');
    expect(timeline).toHaveTextContent('Inviate la planimetria del locale.');
  });

  it('offers no decision before there is one', async () => {
    await openProcedureDetails();
    expect(screen.queryByRole('button', { name: 'Scarica il provvedimento in PDF' })).not.toBeInTheDocument();
  });

  it('asks no procedure for a draft, which has none', async () => {
    const { calls } = await openProcedureDetails({ request: staffRequest(8, 1), ready: 'page' });
    await screen.findByLabelText(/Nuova data di eliminazione/);
    expect(screen.queryByRole('heading', { name: 'Procedimento' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/suap/v1/backoffice/procedure/8')).toHaveLength(0);
  });

  it('says when the procedure cannot be loaded, with a retry', async () => {
    await openProcedureDetails({
      ready: 'page',
      handlers: {
        'GET /api/suap/v1/backoffice/procedure/9': () => ({
          status: 500,
          body: { code: 500, message: 'Errore', description: 'Errore' },
        }),
      },
    });
    expect(await screen.findByText(/Non è stato possibile recuperare il procedimento/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
