import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultHandlers, makeSuap } from '../../../../components/reference-data/testing/reference-api-mock';
import { renderApp } from '../../../../test/render-app';
import { draftStore } from '../../draft/draft-store';
import { makeRequest } from '../../../../test/fixtures';
import { mockWizardApi, setUpWizardTests } from '../../testing/wizard-test-setup';

const SUAP_LIST = '/api/suap/v1/anagrafica/suap/list';

setUpWizardTests();

const errorSummary = () =>
  screen.queryAllByRole('alert').find((alert) => alert.classList.contains('suap-error-summary'));

// Issue 24 item 2a (WCAG 2.4.3): the summary takes focus right after a failed submit, never when a fix changes it.
describe('select initiative: fixing an error keeps focus where the user is', { timeout: 30_000 }, () => {
  it('choosing a SUAP with the keyboard after a failed submit leaves focus on the chosen button', async () => {
    const offices = defaultHandlers({ suaps: [makeSuap(1), makeSuap(2)] });
    mockWizardApi({ [`GET ${SUAP_LIST}`]: ({ url }) => offices[SUAP_LIST]!(url.searchParams) });
    draftStore.retrieve(
      makeRequest({ procedureNotification: { typeId: 1, address: 'a@b.it' }, suap: null, iniziative: null }),
      { forcedStep: 'select-initiative' },
    );
    renderApp('/it/enrolment/startup/select-initiative');
    const choose = (await screen.findAllByRole('button', { name: /Scegli questo SUAP/ }))[1]!;

    await userEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));
    await waitFor(() => expect(errorSummary()).toHaveFocus());
    expect(errorSummary()!.querySelectorAll('li')).toHaveLength(2);

    choose.focus();
    await userEvent.keyboard('{Enter}');
    // The SUAP error is gone (one error left), and focus has not jumped back to the top.
    await waitFor(() => expect(errorSummary()!.querySelectorAll('li')).toHaveLength(1));
    expect(choose).toHaveFocus();

    // A second failed submit is a new attempt: the summary takes focus again.
    await userEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));
    await waitFor(() => expect(errorSummary()).toHaveFocus());
  });
});
