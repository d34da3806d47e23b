import { afterEach, beforeEach, vi } from 'vitest';
import { browserNavigation, resetLeaving, sessionState } from '../lib/session';

/**
 * For tests that render the app around a session: a fresh session state and leaving flag for each test, page
 * navigations (logout, provider redirects) recorded instead of performed, and fetch stubs removed afterwards.
 */
export function setUpSessionTests(): void {
  // The first test to reach a lazy screen pays for its transform on a busy machine.
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(() => {
    sessionState.reset();
    resetLeaving();
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
