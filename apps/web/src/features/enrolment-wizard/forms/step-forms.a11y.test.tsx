import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectErrorsTiedAndFocused,
  expectRequiredMarked,
  expectVisibleLabels,
} from '../../../components/form/testing/form-audit';
import { renderApp } from '../../../test/render-app';
import { draftStore } from '../draft/draft-store';
import { newDraft } from '../draft/wizard-draft';
import { makeRequest, TEST_USER } from '../../../test/fixtures';
import { mockWizardApi, setUpWizardTests } from '../testing/wizard-test-setup';

// Issue 9's form rules on the wizard's forms: labels, required marks, errors tied and announced, focus.

const NOTE = /contrassegnati con (l'asterisco|un asterisco)? ?\(?\*\)? sono obbligatori/;
const form = (id: string) => document.getElementById(id) as HTMLElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));

setUpWizardTests();

describe('wizard forms', { timeout: 30_000 }, () => {
  it('notification contacts: labelled, required marked, the empty address refused and focused', async () => {
    mockWizardApi({});
    draftStore.create(newDraft(TEST_USER));
    draftStore.completeWithoutSave('initial-summary');
    renderApp('/it/enrolment/startup/notification-contacts');
    const address = await screen.findByLabelText(/^Indirizzo email/);
    const root = form('enrolment-notification-contacts');
    expectVisibleLabels(root);
    expectRequiredMarked(root, NOTE);
    await userEvent.clear(address);
    await submit();
    await screen.findByRole('alert');
    const invalid = expectErrorsTiedAndFocused(root);
    expect(invalid).toEqual([address]);
  });

  it('personal data: the first of several invalid fields gets focus, each is described by its error', async () => {
    mockWizardApi({});
    draftStore.retrieve(makeRequest({ procedureNotification: { typeId: 1, address: 'a@b.it' } }));
    renderApp('/it/enrolment/startup/personal-data');
    const firstName = await screen.findByLabelText(/^Nome/);
    const root = form('enrolment-personal-data');
    await userEvent.click(screen.getByLabelText(/legale rappresentante/));
    expectVisibleLabels(root);
    expectRequiredMarked(root, NOTE);
    await userEvent.click(screen.getByLabelText(/legale rappresentante/));

    await userEvent.clear(firstName);
    await userEvent.clear(screen.getByLabelText(/^Cognome/));
    await submit();
    await screen.findByRole('alert');
    const invalid = expectErrorsTiedAndFocused(root);
    expect(invalid.map((control) => control.id)).toEqual(['enrolment-firstName', 'enrolment-lastName']);
  });

  it('select initiative: nothing chosen moves focus to the announced summary linking to both pickers', async () => {
    mockWizardApi({});
    draftStore.retrieve(
      makeRequest({ procedureNotification: { typeId: 1, address: 'a@b.it' }, suap: null, iniziative: null }),
      { forcedStep: 'select-initiative' },
    );
    renderApp('/it/enrolment/startup/select-initiative');
    await screen.findByRole('heading', { level: 1, name: 'SUAP e iniziativa' });
    await submit();
    // The pickers may show alerts of their own (no records): the summary is the one holding the step's errors.
    const summary = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((alert) => alert.classList.contains('suap-error-summary'));
      expect(found).toBeDefined();
      return found!;
    });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = Array.from(summary.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['#enrolment-suap', '#enrolment-iniziative']);
    // Following a link lands on the picker's heading, which can take focus.
    await userEvent.click(summary.querySelector('a')!);
    expect(document.getElementById('enrolment-suap')).toHaveFocus();
  });
});
