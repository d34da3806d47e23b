import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  expectErrorsTiedAndFocused,
  expectRequiredMarked,
  expectVisibleLabels,
} from '../../../../components/form/testing/form-audit';
import { sessionStore } from '../../../../lib/session-storage';
import { renderApp } from '../../../../test/render-app';
import { resetApp } from '../../../../test/reset-app';
import { logIn, mockApi, ok } from '../../../../test/api-mock';
import { ADMIN, SARA } from '../../../../test/fixtures';

// Issue 9's form rules on the user create and modify forms.

const NOTE = /contrassegnati con l'asterisco \(\*\) sono obbligatori/;
const formOf = (field: HTMLElement) => field.closest('form') as HTMLElement;

afterEach(resetApp);

describe('user form accessibility', { timeout: 30_000 }, () => {
  it('create: labelled, required marked and explained, errors tied and announced, focus on the first', async () => {
    logIn(ADMIN, 'bo');
    mockApi({});
    const user = userEvent.setup();
    renderApp('/it/back-office/users/create');
    const firstName = await screen.findByLabelText(/^Nome/);
    const root = formOf(firstName);
    expectVisibleLabels(root);
    expectRequiredMarked(root, NOTE);
    // Start from the last field: the submit must bring focus back up to the first invalid one.
    await user.type(screen.getByLabelText(/^Codice fiscale/), 'ABC');
    await user.click(screen.getByRole('button', { name: "Crea l'utente" }));
    await screen.findByRole('alert');
    const invalid = expectErrorsTiedAndFocused(root);
    expect(invalid.map((control) => control.id)).toEqual([
      'bo-user-firstName',
      'bo-user-lastName',
      'bo-user-fiscalCode',
      'bo-user-email',
      'bo-user-profile-profileId',
    ]);
  });

  it('modify: an emptied required field is refused the same way', async () => {
    logIn(ADMIN, 'bo');
    sessionStore.set('selectedUser', SARA);
    mockApi({
      'GET /api/suap/v1/backoffice/user/getUser/12': () =>
        ok({ code: 200, message: 'OK', description: '', user: SARA }),
    });
    const user = userEvent.setup();
    renderApp('/it/back-office/users/modify');
    const lastName = await screen.findByLabelText(/^Cognome/);
    const root = formOf(lastName);
    expectVisibleLabels(root);
    expectRequiredMarked(root, NOTE);
    await user.clear(lastName);
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    await screen.findByRole('alert');
    expect(expectErrorsTiedAndFocused(root)).toEqual([lastName]);
  });
});
