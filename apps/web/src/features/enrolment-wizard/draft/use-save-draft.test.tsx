import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { TEST_USER } from '../../../test/fixtures';
import { mockWizardApi, setUpWizardTests } from '../testing/wizard-test-setup';
import { draftStore } from './draft-store';
import { newDraft } from './wizard-draft';

setUpWizardTests();

const draftLimit = {
  status: 409,
  body: {
    code: 409,
    message: 'Conflict',
    description: 'Hai raggiunto il numero massimo di bozze aperte (10)',
    reason: 'draft-limit',
    limit: 10,
  },
};

/** A new request on the contacts step, saved: its first save creates the draft. */
async function saveNewRequest(lang: 'it' | 'en') {
  draftStore.create(newDraft(TEST_USER));
  draftStore.completeWithoutSave('initial-summary');
  renderApp(`/${lang}/enrolment/startup/notification-contacts`);
  const address = await screen.findByLabelText(lang === 'it' ? /Indirizzo email/ : /Email address/);
  await userEvent.clear(address);
  await userEvent.type(address, 'mario@example.it');
  await userEvent.click(
    screen.getByRole('button', { name: lang === 'it' ? 'Salva la bozza' : 'Save draft' }),
  );
}

describe('saving a new draft past the open-draft limit (issue 22 item 11b)', { timeout: 30_000 }, () => {
  it('says the limit is reached and what to do, not that the draft changed elsewhere', async () => {
    mockWizardApi({ 'POST /api/suap/v1/request': () => draftLimit });
    await saveNewRequest('it');
    const dialog = await screen.findByRole('dialog', { name: 'Troppe bozze aperte' });
    expect(dialog).toHaveTextContent(
      "Hai raggiunto il numero massimo di bozze aperte (10): riprendi o elimina una bozza dalla tua area personale prima di iniziarne un'altra.",
    );
    expect(screen.queryByRole('dialog', { name: /modificata in un'altra finestra/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Non è stato possibile salvare/ })).not.toBeInTheDocument();
    expect(draftStore.getState().draft?.requestId).toBeUndefined();
  });

  it('says it in English on the English page', async () => {
    mockWizardApi({ 'POST /api/suap/v1/request': () => draftLimit });
    await saveNewRequest('en');
    const dialog = await screen.findByRole('dialog', { name: 'Too many open drafts' });
    expect(dialog).toHaveTextContent('You have reached the maximum number of open drafts (10)');
  });
});
