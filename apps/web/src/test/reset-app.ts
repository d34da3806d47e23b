import { act, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { closeModal } from '../components/modal';
import { sessionState } from '../lib/session';

/**
 * What a test of a rendered screen leaves behind, undone: an open modal, the mounted app, the logged-in
 * user and stubbed globals (fetch). Unmounts before logging out: a guarded page still on screen would answer
 * the logout with a new login.
 */
export function resetApp() {
  act(() => closeModal());
  cleanup();
  sessionState.clearUser();
  vi.unstubAllGlobals();
}
