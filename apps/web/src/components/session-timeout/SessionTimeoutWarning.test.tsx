import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLeaving, sessionState } from '../../lib/session';
import { CITIZEN } from '../../test/fixtures';
import { ModalHost } from '../modal';
import { SessionTimeoutWarning } from './SessionTimeoutWarning';

const MINUTE = 60_000;

function reply(expiresAt: number) {
  return {
    code: 200,
    message: 'OK',
    description: 'Session active',
    authenticated: true,
    identityMatching: false,
    idp: 'fo' as const,
    user: CITIZEN,
    claims: null,
    sessionEnded: false,
    session: { idleMinutes: 30, expiresAt: new Date(expiresAt).toISOString(), absoluteExpiresAt: null },
  };
}

let serverExpiry = 0;
const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/api/session/extend')) serverExpiry = Date.now() + 30 * MINUTE;
  return new Response(JSON.stringify(reply(serverExpiry)));
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.stubGlobal('fetch', fetchMock);
  sessionState.reset();
  resetLeaving();
  serverExpiry = Date.now() + 30 * MINUTE;
  sessionState.applyServer(reply(serverExpiry), true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function renderWarning() {
  return render(
    <MemoryRouter initialEntries={['/it/support']}>
      <SessionTimeoutWarning />
      <ModalHost />
    </MemoryRouter>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('session timeout warning (WCAG 2.2.1)', () => {
  it('appears two minutes before the idle expiry, focused, and extends the session', async () => {
    renderWarning();
    await advance(27 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1 * MINUTE + 1000);
    const dialog = screen.getByRole('alertdialog', { name: 'La sessione sta per scadere' });
    const stay = screen.getByRole('button', { name: 'Rimani collegato' });
    expect(stay).toHaveFocus();
    expect(dialog).toHaveTextContent(/Tempo rimanente: [12]:[0-5]\d/);
    // Issue 23: "1:56", not "1 : 56" — the timer is not set in the monospace face that spaces the colon.
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^[12]:[0-5]\d$/);
    expect(timer).not.toHaveClass('suap-mono');
    expect(timer).toHaveClass('suap-session-timer');

    await act(async () => stay.click());
    await advance(0);
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/session\/extend/),
      expect.anything(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(20 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not warn when activity elsewhere moved the deadline', async () => {
    renderWarning();
    serverExpiry = Date.now() + 40 * MINUTE; // another call touched the session
    await advance(28 * MINUTE + 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('tells the user when the session has ended', async () => {
    renderWarning();
    await advance(28 * MINUTE + 1000);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await advance(2 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sessione scaduta' })).toBeInTheDocument();
    expect(sessionState.get().user).toBeNull();
  });
});
