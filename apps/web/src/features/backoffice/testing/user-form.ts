import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Fills the user form (in Italian) with Sara Russo, a collaborator, typing her fiscal code in lower case. */
export async function fillSara(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nome/), 'Sara');
  await user.type(screen.getByLabelText(/^Cognome/), 'Russo');
  await user.type(screen.getByLabelText(/^Codice fiscale/), 'rsssra92l47f839e');
  await user.type(screen.getByLabelText(/^Email/), 'sara.russo@example.com');
  await user.selectOptions(screen.getByLabelText(/^Profilo/), 'Collaboratore');
}
