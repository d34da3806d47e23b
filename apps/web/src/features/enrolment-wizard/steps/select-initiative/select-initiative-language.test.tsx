import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { draftStore } from '../../draft/draft-store';
import { makeRequest, TEST_INITIATIVE } from '../../../../test/fixtures';
import { mockWizardApi, setUpWizardTests } from '../../testing/wizard-test-setup';
import { initiativeLabel } from './initiative-form';

setUpWizardTests();

describe('chosen initiative after a language switch (issue 23 item 6)', { timeout: 30_000 }, () => {
  it('shows the chosen initiative in the new language, both ways', async () => {
    mockWizardApi({});
    draftStore.retrieve(makeRequest({ procedureNotification: { typeId: 1, address: 'a@b.it' } }), {
      forcedStep: 'select-initiative',
    });
    const { router } = renderApp('/it/enrolment/startup/select-initiative');
    expect(
      await screen.findByText('Iniziativa scelta: Apertura di un esercizio di vicinato'),
    ).toBeInTheDocument();
    await router.navigate('/en/enrolment/startup/select-initiative');
    expect(await screen.findByText('Chosen initiative: Opening a neighbourhood shop')).toBeInTheDocument();
    await router.navigate('/it/enrolment/startup/select-initiative');
    expect(
      await screen.findByText('Iniziativa scelta: Apertura di un esercizio di vicinato'),
    ).toBeInTheDocument();
  });

  it('falls back to the description when a variant is empty', () => {
    expect(initiativeLabel({ ...TEST_INITIATIVE, descriptionEn: '' }, 'en')).toBe(
      TEST_INITIATIVE.description,
    );
  });
});
