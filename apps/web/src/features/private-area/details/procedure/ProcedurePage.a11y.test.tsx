import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, it } from 'vitest';
import { logIn } from '../../../../test/api-mock';
import { expectNoAxeViolations } from '../../../../test/axe';
import { ok } from '../../../../test/api-mock';
import { historyEntry, procedureReply, refusalJourney } from '../../../../test/procedure-fixtures';
import { captureDownloads } from '../../../../test/request-details';
import {
  integrationRequested,
  openProcedurePage,
  refusalNotice,
  stateOf,
  WITHDRAW_3,
} from '../../testing/procedure-page';

// axe on the whole details page (layout included) in the procedure's states with something to act on.

beforeEach(() => logIn());
captureDownloads();

describe('request details accessibility with the procedure (axe)', { timeout: 30_000 }, () => {
  it('state 7: the integration form, before and after a refused submit', async () => {
    await openProcedurePage(() => integrationRequested());
    await screen.findByRole('textbox');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Invia la risposta' }));
    await screen.findByRole('alert');
    await expectNoAxeViolations();
  });

  it('state 9: the observations form with the explanation of the notice, in English', async () => {
    await openProcedurePage(() => refusalNotice(), {}, 'en');
    await screen.findByRole('textbox', { name: /Your observations/ });
    await expectNoAxeViolations();
  });

  it('state 9: the confirmation dialog open', async () => {
    await openProcedurePage(() => refusalNotice());
    await userEvent.type(screen.getByRole('textbox'), 'La superficie è stata misurata di nuovo.');
    await userEvent.click(screen.getByRole('button', { name: 'Invia le osservazioni' }));
    await screen.findByRole('dialog');
    await expectNoAxeViolations();
  });

  it('state 6: the withdrawal confirmation open, in English, then the request withdrawn (issue 30)', async () => {
    let state = stateOf(6, { history: refusalJourney(2) });
    await openProcedurePage(
      () => state,
      {
        [WITHDRAW_3]: () => {
          state = stateOf(11, {
            version: state.procedure.version + 1,
            history: [...refusalJourney(2), historyEntry(3, 'withdraw', { fromStateId: 6, toStateId: 11 })],
          });
          return ok(procedureReply(state.procedure));
        },
      },
      'en',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    const dialog = await screen.findByRole('dialog');
    await expectNoAxeViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the withdrawal' }));
    await screen.findByRole('heading', { level: 2, name: 'Request withdrawn' });
    await screen.findByText('Withdrawn', { selector: '.badge *, .badge' });
    await expectNoAxeViolations();
  });

  it('state 4: accepted, with the decision download and the whole history', async () => {
    await openProcedurePage(() => stateOf(4, { hasDecision: true, history: refusalJourney(4) }));
    await screen.findByRole('button', { name: 'Scarica il provvedimento in PDF' });
    await expectNoAxeViolations();
  });
});
