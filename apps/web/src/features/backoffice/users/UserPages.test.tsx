import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UserSchema } from '@suap/shared';
import { closeModal } from '../../../components/modal';
import { sessionStore } from '../../../lib/session-storage';
import { renderApp } from '../../../test/render-app';
import { resetApp } from '../../../test/reset-app';
import { badRequest, callsTo, logIn, mockApi, ok } from '../../../test/api-mock';
import { ADMIN, COLLAB, page, SARA } from '../../../test/fixtures';
import { fillSara } from '../testing/user-form';

const USERS = '/api/suap/v1/backoffice/user/getUserList';
const CREATE = '/api/suap/v1/backoffice/user/createUser';
const MODIFY = '/api/suap/v1/backoffice/user/modifyUser';
const userReply = (user: unknown) => ok({ code: 200, message: 'OK', description: '', user });

afterEach(resetApp);

describe('back-office users', { timeout: 60_000 }, () => {
  it('lists users by surname with the SPEC columns and sorts on click', async () => {
    logIn(ADMIN, 'bo');
    const calls = mockApi({ [`GET ${USERS}`]: () => ok(page('userList', [ADMIN, SARA])) });
    const user = userEvent.setup();
    renderApp('/it/back-office/users');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼⇅]/g, ''));
    expect(headers).toEqual(['Nome', 'Cognome', 'Codice fiscale', 'Email', 'Profilo', 'Attivo', 'Azioni']);
    expect(within(table).getByRole('rowheader', { name: 'Russo' })).toBeInTheDocument();
    expect(callsTo(calls, 'GET', USERS)[0]!.url.searchParams.get('sort')).toBe('lastName;asc');
    await user.click(within(table).getByRole('button', { name: /^Email/ }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', USERS).at(-1)!.url.searchParams.get('sort')).toBe('email;desc'),
    );
  });

  it('refuses a collaborator the user pages, also by typed URL, without asking the server', async () => {
    logIn(COLLAB, 'bo');
    const calls = mockApi({});
    for (const url of ['/it/back-office/users', '/it/back-office/users/create']) {
      const view = renderApp(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Pagina non disponibile' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Il tuo profilo non può aprire questa pagina');
      view.unmount();
    }
    expect(callsTo(calls, 'GET', USERS)).toHaveLength(0);
  });

  it('validates the create form: summary on top, messages per field, focus on the first invalid field', async () => {
    logIn(ADMIN, 'bo');
    const calls = mockApi({});
    const user = userEvent.setup();
    renderApp('/it/back-office/users/create');
    await screen.findByRole('heading', { level: 1, name: 'Nuovo utente' });
    await user.type(screen.getByLabelText(/^Codice fiscale/), 'ABC');
    await user.click(screen.getByRole('button', { name: "Crea l'utente" }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Nome: Compila questo campo' })).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', {
        name: /Codice fiscale: Inserisci un codice fiscale di 16 caratteri/,
      }),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Profilo: Scegli un profilo' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveFocus();
    expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription(/Compila questo campo/);
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(0);
  });

  it('creates Sara Russo, then shows her details with the created modal', async () => {
    logIn(ADMIN, 'bo');
    const calls = mockApi({
      [`POST ${CREATE}`]: () => userReply(SARA),
      'GET /api/suap/v1/backoffice/user/getUser/12': () => userReply(SARA),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/it/back-office/users/create');
    await screen.findByRole('heading', { level: 1, name: 'Nuovo utente' });
    await fillSara(user);
    await user.click(screen.getByRole('button', { name: "Crea l'utente" }));
    const dialog = await screen.findByRole('dialog', { name: 'Utente creato' });
    expect(dialog).toHaveTextContent(
      "Sara Russo ora può accedere all'area operatori con il profilo Collaboratore.",
    );
    expect(router.state.location.pathname).toBe('/it/back-office/users/details');
    expect(screen.getByRole('heading', { level: 1, name: 'Sara Russo' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', CREATE)[0]!.body).toMatchObject({
      firstName: 'Sara',
      lastName: 'Russo',
      fiscalCode: 'RSSSRA92L47F839E',
      email: 'sara.russo@example.com',
      profile: { profileId: 3 },
      active: 1,
    });
    expect(sessionStore.get('selectedUser', UserSchema)?.userId).toBe(12);
  });

  it('shows the server message of a 400 (duplicate) in a modal and at the field', async () => {
    logIn(ADMIN, 'bo');
    mockApi({
      [`POST ${CREATE}`]: () =>
        badRequest('Utente già esistente', 'Esiste già un utente con questi dati', [
          {
            field: 'body.email',
            rule: 'unique',
            message: "Esiste già un utente con l'indirizzo e-mail sara.russo@example.com",
          },
        ]),
    });
    const user = userEvent.setup();
    renderApp('/it/back-office/users/create');
    await screen.findByRole('heading', { level: 1, name: 'Nuovo utente' });
    await fillSara(user);
    await user.click(screen.getByRole('button', { name: "Crea l'utente" }));
    const dialog = await screen.findByRole('dialog', { name: 'Utente già esistente' });
    expect(dialog).toHaveTextContent('Esiste già un utente con questi dati');
    act(() => closeModal());
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      /Esiste già un utente con l'indirizzo e-mail/,
    );
  });

  it('shows the generic bo.user-create error for any other failure', async () => {
    logIn(ADMIN, 'bo');
    mockApi({
      [`POST ${CREATE}`]: () => ({ status: 500, body: { code: 500, message: 'Internal', description: 'x' } }),
    });
    const user = userEvent.setup();
    renderApp('/it/back-office/users/create');
    await screen.findByRole('heading', { level: 1, name: 'Nuovo utente' });
    await fillSara(user);
    await user.click(screen.getByRole('button', { name: "Crea l'utente" }));
    expect(
      await screen.findByRole('dialog', { name: "Non è stato possibile salvare l'utente" }),
    ).toBeInTheDocument();
  });

  it('modifies the selected user from its details and shows the modified modal', async () => {
    logIn(ADMIN, 'bo');
    sessionStore.set('selectedUser', SARA);
    const calls = mockApi({
      'GET /api/suap/v1/backoffice/user/getUser/12': () => userReply(SARA),
      [`PUT ${MODIFY}`]: (_url, body) => userReply({ ...SARA, email: (body as { email: string }).email }),
    });
    const user = userEvent.setup();
    renderApp('/en/back-office/users/details');
    await screen.findByRole('heading', { level: 1, name: 'Sara Russo' });
    const menu = screen.getByRole('navigation', { name: 'Staff area' });
    expect(within(menu).getByRole('link', { name: 'Modify user' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Modify the user' }));
    await screen.findByRole('heading', { level: 1, name: 'Modify Sara Russo' });
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveValue('sara.russo@example.com');
    await user.clear(email);
    await user.type(email, 'sara.russo@comune.example.it');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'User modified' });
    expect(dialog).toHaveTextContent("The changes to Sara Russo's data have been saved.");
    expect(callsTo(calls, 'PUT', MODIFY)[0]!.body).toMatchObject({
      userId: 12,
      email: 'sara.russo@comune.example.it',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sara Russo' })).toBeInTheDocument();
  });
});
