import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../lib/session-storage';
import { logIn, mockApi, ok, type Handler } from '../../../test/api-mock';
import { ADMIN, listItem, staffRequest } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/**
 * The details of draft 8 as ADMIN sees them in Italian, with the API answering the draft and `handlers`; resolves
 * with the user and the new deletion date field once it is shown.
 */
export async function openDraftDetails(handlers: Record<string, Handler> = {}) {
  logIn(ADMIN, 'bo');
  const draft = staffRequest(8, 1);
  sessionStore.set('selectedRequest', listItem(draft)); // as the list stores it
  mockApi({
    'GET /api/suap/v1/backoffice/request/8': () =>
      ok({ code: 200, message: 'OK', description: '', request: draft }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderApp('/it/back-office/requests/details');
  const input = await screen.findByLabelText(/Nuova data di eliminazione/);
  return { user, input };
}
