import { afterEach, beforeEach } from 'vitest';
import { resetApp } from '../../../test/reset-app';
import { draftStore } from '../draft/draft-store';
import { logInTestUser } from './wizard-api-mock';

/** Each test starts logged in as the test citizen and leaves no modal, draft, user or stubbed fetch behind. */
export function setUpWizardTests() {
  beforeEach(() => logInTestUser());
  afterEach(() => {
    resetApp();
    draftStore.clear();
  });
}
