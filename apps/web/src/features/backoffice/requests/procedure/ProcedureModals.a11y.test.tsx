import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, isoDateInRome, STAFF_ACTIONS, type StaffAction } from '@suap/shared';
import {
  expectErrorsTiedAndFocused,
  expectRequiredMarked,
  expectVisibleLabels,
} from '../../../../components/form/testing/form-audit';
import { resetApp } from '../../../../test/reset-app';
import { staffRequest } from '../../../../test/fixtures';
import { expectNoAxeViolations } from '../../../../test/axe';
import { refusalJourney } from '../../../../test/procedure-fixtures';
import { openProcedureDetails, PAOLA, procedureOf } from '../../testing/procedure-details';
import { actionDrafts } from './action-drafts';

// Issue 27 "the accessibility sweep covers every new screen, modal and state": axe on the details page, then on
// each action's dialog as it opens and after a refused confirm; issue 9's form rules on the dialogs' fields.

afterEach(() => {
  resetApp();
  actionDrafts.clearAll();
});

const today = isoDateInRome(new Date());
const request = staffRequest(9, 10, { responsibleOperator: PAOLA });
const procedure = {
  // The whole timeline on the page: every kind of step is checked with the dialogs over it.
  history: refusalJourney(6),
  staffActions: [...STAFF_ACTIONS],
  hasObservations: true,
  defaultIntegrationDueOn: addDaysToIsoDate(today, 30),
  maxIntegrationDueOn: addDaysToIsoDate(today, 90),
};

const BUTTONS: Record<StaffAction, string> = {
  takeInCharge: 'Take in charge',
  assign: 'Assign to an officer',
  requestIntegration: 'Request an integration',
  accept: 'Accept the request',
  startRefusal: 'Start a refusal (notice of reasons)',
  reject: 'Reject the request',
};

describe('procedure screens accessibility', { timeout: 60_000 }, () => {
  it('the details page with its procedure has no axe violation', async () => {
    await openProcedureDetails({ lang: 'en', request, procedure });
    await expectNoAxeViolations();
  });

  it.each(STAFF_ACTIONS)(
    'the %s dialog: no axe violation, open and after a refused confirm',
    async (action) => {
      const { user } = await openProcedureDetails({ lang: 'en', request, procedure });
      await user.click(screen.getByRole('button', { name: BUTTONS[action] }));
      const dialog = await screen.findByRole('dialog');
      // The assign dialog's list comes from its own call: check it once it is there.
      if (action === 'assign') await within(dialog).findByRole('option', { name: 'Marco Blu' });
      await expectNoAxeViolations();
      if (action === 'takeInCharge') return;

      const form = dialog.querySelector('form') as HTMLElement;
      expectVisibleLabels(form);
      expectRequiredMarked(form, /Fields marked with an asterisk \(\*\) are required/);
      if (action === 'requestIntegration') await user.clear(within(dialog).getByLabelText(/must answer by/));
      await user.click(within(dialog).getAllByRole('button').at(-1)!);
      await within(dialog).findByRole('alert');
      expectErrorsTiedAndFocused(form);
      await expectNoAxeViolations();
    },
  );

  it('a refusal said in the dialog has no axe violation', async () => {
    const { user } = await openProcedureDetails({
      lang: 'en',
      request,
      procedure,
      actionReplies: [{ status: 500, body: { code: 500, message: 'Error', description: 'Error' } }],
    });
    await user.click(screen.getByRole('button', { name: 'Take in charge' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Take in charge' }));
    expect(await within(dialog).findByRole('alert')).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('focus goes back to the button that opened a cancelled dialog', async () => {
    const { user } = await openProcedureDetails({ lang: 'en', request, procedure });
    const opener = screen.getByRole('button', { name: 'Accept the request' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Accept request no. 9?' });
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
  });

  it('after an action its button is gone: focus goes to the actions heading', async () => {
    const { user, server } = await openProcedureDetails({
      lang: 'en',
      request: staffRequest(9, 3),
      procedure: { staffActions: ['takeInCharge', 'assign'] },
    });
    server.procedure = procedureOf(staffRequest(9, 6), { responsibleOperator: PAOLA });
    const opener = screen.getByRole('button', { name: 'Take in charge' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Take in charge' }));
    const done = await screen.findByRole('dialog', { name: 'Request taken in charge' });
    await waitFor(() => expect(opener).not.toBeInTheDocument());
    await user.click(within(done).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Actions' })).toHaveFocus());
  });
});
