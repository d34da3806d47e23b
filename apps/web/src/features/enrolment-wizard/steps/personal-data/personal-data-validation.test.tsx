import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { draftStore } from '../../draft/draft-store';
import { makeRequest } from '../../../../test/fixtures';
import { mockWizardApi, setUpWizardTests } from '../../testing/wizard-test-setup';

// Issue 23, items 3, 4, 5 and 9: what the personal-data step refuses, and how it says so.

setUpWizardTests();

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Salva e continua' }));
const summary = async () =>
  within(await screen.findByRole('alert'))
    .getAllByRole('link')
    .map((a) => a.textContent);

async function openStep() {
  mockWizardApi({});
  draftStore.retrieve(makeRequest({ procedureNotification: { typeId: 1, address: 'a@b.it' } }));
  renderApp('/it/enrolment/startup/personal-data');
  return screen.findByLabelText(/^Nome/);
}

async function retype(label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (value !== '') await userEvent.type(field, value);
  return field;
}

describe('personal data validation (issue 23)', { timeout: 30_000 }, () => {
  it('a first name of three spaces is no first name', async () => {
    await openStep();
    await retype(/^Nome/, '   ');
    await submit();
    expect(await summary()).toEqual(['Nome: Inserisci il nome.']);
  });

  it('an impossible date says so, never a raw zod message; 1800 and Ital1a are refused', async () => {
    await openStep();
    await retype(/^Data di nascita/, '31/02/1990');
    await submit();
    const [message] = await summary();
    expect(message).toMatch(/Questa data non esiste/);
    expect(document.body.textContent).not.toMatch(/expected/);

    await retype(/^Data di nascita/, '1990-05-12');
    await submit();
    expect((await summary())[0]).toMatch(/gg\/mm\/aaaa/);

    await retype(/^Data di nascita/, '01/01/1800');
    await retype(/^Stato di nascita|^Luogo di nascita/, 'Ital1a');
    await submit();
    const messages = await summary();
    expect(messages[0]).toMatch(/120 anni/);
    expect(messages[1]).toMatch(/nome di uno Stato/);
  });

  it('unticking the legal representative drops the hidden fields and their errors', async () => {
    await openStep();
    await userEvent.click(screen.getByLabelText(/legale rappresentante/));
    await retype(/^Ragione sociale/, 'Rossi <srl>');
    await submit();
    expect((await summary()).some((text) => text?.startsWith('Ragione sociale'))).toBe(true);
    await userEvent.click(screen.getByLabelText(/legale rappresentante/));
    expect(screen.queryByLabelText(/^Ragione sociale/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/Ragione sociale:/);
    await submit();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('each message names the rule and its number: 11 digits for the VAT number, 100 characters for a name', async () => {
    await openStep();
    await retype(/^Nome/, 'A'.repeat(101));
    await userEvent.click(screen.getByLabelText(/legale rappresentante/));
    await retype(/^Ragione sociale/, 'Rossi S.r.l.');
    await retype(/^Partita IVA/, 'IT07654320485');
    await submit();
    const messages = await summary();
    expect(messages[0]).toBe('Nome: Il testo è troppo lungo: al massimo 100 caratteri.');
    expect(messages.at(-1)).toMatch(/11 cifre/);
    expect(messages.join(' ')).not.toMatch(/troppo lungo\.$/);
  });
});
