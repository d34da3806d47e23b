import { afterEach, beforeEach } from 'vitest';
import { logIn, mockApi, okReply, type Handler, type RecordedCall, type Reply } from '../../../test/api-mock';
import { TEST_USER } from '../../../test/fixtures';
import { resetApp } from '../../../test/reset-app';
import { draftStore } from '../draft/draft-store';

export { okReply };

/** A wizard handler answers with a reply ({status, body}) or with the body of a 200 reply. */
export type WizardHandler = (call: { url: URL; body: unknown }) => Reply | unknown;

function isReply(value: unknown): value is Reply {
  return (
    typeof value === 'object' &&
    value !== null &&
    'body' in value &&
    Object.keys(value).every((k) => k === 'body' || k === 'status')
  );
}

const sessionReply = (): Reply => ({ body: okReply({ authenticated: true, user: TEST_USER }) });

/** The shared API mock with the wizard's shorter handlers, and the test citizen's session unless a test sets it. */
export function mockWizardApi(handlers: Record<string, WizardHandler>): RecordedCall[] {
  const adapted: Record<string, Handler> = {
    'GET /api/session': sessionReply,
    'POST /api/session': sessionReply,
    'DELETE /api/session': sessionReply,
  };
  for (const [key, handler] of Object.entries(handlers)) {
    adapted[key] = (url, body) => {
      const result = handler({ url, body });
      return isReply(result) ? result : { status: 200, body: result };
    };
  }
  return mockApi(adapted);
}

/** Mario Rossi logged in through the provider (fiscal code vouched for). */
export function logInTestUser(): void {
  const { firstName, lastName, fiscalCode, dateOfBirth, gender, email } = TEST_USER;
  logIn(TEST_USER, 'fo', { firstName, lastName, fiscalCode, dateOfBirth, gender, email, userEidasId: null });
}

/** Each test starts logged in as the test citizen and leaves no modal, draft, user or stubbed fetch behind. */
export function setUpWizardTests() {
  beforeEach(() => logInTestUser());
  afterEach(() => {
    resetApp();
    draftStore.clear();
  });
}
