import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeModal } from '../../../components/modal';
import { renderApp } from '../../../test/render-app';
import { resetApp } from '../../../test/reset-app';
import { badRequest, callsTo, logIn, mockApi } from '../../../test/api-mock';
import { ADMIN } from '../../../test/fixtures';
import { fillSara } from '../testing/user-form';

const CREATE = '/api/suap/v1/backoffice/user/createUser';
const SERVER_SENTENCE =
  'Il campo «codice fiscale» deve avere 16 caratteri: 6 lettere, 2 cifre, 1 lettera, 2 cifre, 1 lettera, 3 cifre, 1 lettera.';

afterEach(resetApp);

async function fillAndSubmit() {
  const user = userEvent.setup();
  renderApp('/it/back-office/users/create');
  await screen.findByRole('heading', { level: 1, name: 'Nuovo utente' });
  await fillSara(user);
  await user.click(screen.getByRole('button', { name: "Crea l'utente" }));
}

/** Issue 22 item 6: what the server refuses reaches the person as words, never as a rule name. */
describe('server field errors on the user form', { timeout: 60_000 }, () => {
  it('words a 400 by its rule with the form catalogue, and the modal shows the server title and sentence', async () => {
    logIn(ADMIN, 'bo');
    const calls = mockApi({
      [`POST ${CREATE}`]: () =>
        badRequest('Dati non validi', SERVER_SENTENCE, [
          { field: 'body.fiscalCode', rule: 'pattern', message: SERVER_SENTENCE },
        ]),
    });
    await fillAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Dati non validi' });
    expect(dialog).toHaveTextContent(SERVER_SENTENCE);
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(1);
    act(() => closeModal());
    const field = screen.getByLabelText(/^Codice fiscale/);
    expect(field).toHaveAccessibleDescription(/Inserisci un codice fiscale di 16 caratteri/);
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: /^Codice fiscale: Inserisci un codice fiscale di 16/ }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\bpattern\b|Bad Request/);
  });

  it("shows the server's own sentence for a rule the form does not know", async () => {
    logIn(ADMIN, 'bo');
    mockApi({
      [`POST ${CREATE}`]: () =>
        badRequest('Dati non validi', 'Il campo «e-mail» è già usato da un altro utente.', [
          {
            field: 'body.email',
            rule: 'unique',
            message: 'Il campo «e-mail» è già usato da un altro utente.',
          },
        ]),
    });
    await fillAndSubmit();
    await screen.findByRole('dialog', { name: 'Dati non validi' });
    act(() => closeModal());
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(/è già usato da un altro utente/);
    expect(document.body).not.toHaveTextContent(/\bunique\b/);
  });
});
