import { afterEach, beforeEach, vi } from 'vitest';
import { resetLeaving, sessionState } from '../../../../lib/session';
import { hansClaims, sessionReply, stubApi } from '../../../../test/fake-api';

/**
 * Each test starts with hans.mueller's session waiting for identity matching (eIDAS claims, no fiscal code) and
 * leaves no stubbed fetch or spy behind.
 */
export function setUpIdentityMatchingTests() {
  beforeEach(() => {
    sessionState.reset();
    resetLeaving();
    stubApi({
      'GET /api/session': {
        body: sessionReply(
          { identityMatching: true, idp: 'fo', claims: hansClaims },
          new Date(Date.now() + 30 * 60_000).toISOString(),
        ),
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
