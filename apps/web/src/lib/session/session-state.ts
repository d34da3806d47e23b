import { useSyncExternalStore } from 'react';
import { usePrerendering } from '../prerendering';
import { sessionStore } from '../session-storage';
import type { IdpName, SessionReply, SessionState, SessionTimes } from './session-types';
import { asStoredUser } from './stored-user';

type Listener = () => void;
const listeners = new Set<Listener>();

const ANONYMOUS: SessionState = {
  user: null,
  identityMatching: false,
  claims: null,
  idp: null,
  expiresAt: null,
};

let state: SessionState = ANONYMOUS;
/** The stored `loggedUser` the current state was built from, to notice changes made through session storage. */
let storedSnapshot: string | undefined;

/**
 * SPEC §4: persisted user data is restored on start, before the server has answered. Session storage stays the
 * source of truth for the user, so a value written there (a reload, a test) is picked up at the next read.
 */
function syncWithStorage(): SessionState {
  const stored = sessionStore.get('loggedUser');
  const snapshot = stored === undefined ? undefined : JSON.stringify(stored);
  if (snapshot !== storedSnapshot) {
    storedSnapshot = snapshot;
    const user = asStoredUser(stored);
    state = user ? { ...state, user, identityMatching: false } : { ...ANONYMOUS };
  }
  return state;
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Server clock minus this browser's clock, learnt from replies that restarted the idle period. */
let clockSkewMs = 0;

/**
 * The idle deadline on this browser's clock. A reply that touched the session (login, extend) ends exactly
 * `idleMinutes` after the server's "now", which tells how far the two clocks are apart; other replies reuse
 * that difference, so a wrong computer clock cannot make the warning come too early or too late.
 */
function expiryOf(times: SessionTimes | undefined, touched: boolean): number | null {
  const parsed = times?.expiresAt ? Date.parse(times.expiresAt) : NaN;
  if (!times || !Number.isFinite(parsed)) return null;
  const absolute = times.absoluteExpiresAt ? Date.parse(times.absoluteExpiresAt) : NaN;
  const cappedByAbsolute = Number.isFinite(absolute) && absolute <= parsed;
  if (touched && !cappedByAbsolute) clockSkewMs = parsed - times.idleMinutes * 60_000 - Date.now();
  return parsed - clockSkewMs;
}

/**
 * The logged-user state of the tab: one small store shared by the pre-header, the guards and the timeout
 * warning. The user is mirrored in session storage (`loggedUser`) so a reload restores it at once.
 */
export const sessionState = {
  get(): SessionState {
    return syncWithStorage();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: SessionState): void {
    if (next.user) sessionStore.set('loggedUser', next.user);
    else sessionStore.clear('loggedUser');
    const stored = sessionStore.get('loggedUser');
    storedSnapshot = stored === undefined ? undefined : JSON.stringify(stored);
    state = next;
    emit();
  },
  /**
   * Takes what the server says about the session as the truth; `touched` when the call restarted the idle
   * period (login, identity match, extend).
   */
  applyServer(
    reply: Pick<SessionReply, 'user' | 'identityMatching' | 'claims' | 'session'> & { idp?: IdpName | null },
    touched = false,
  ): void {
    const user = reply.user ?? null;
    const identityMatching = !user && reply.identityMatching;
    sessionState.set({
      user,
      identityMatching,
      claims: reply.claims ?? null,
      idp: reply.idp ?? sessionState.get().idp,
      expiresAt: user || identityMatching ? expiryOf(reply.session, touched) : null,
    });
  },
  /** Forgets the user locally (the server session is handled by the caller). */
  clearUser(): void {
    sessionState.set({ user: null, identityMatching: false, claims: null, idp: null, expiresAt: null });
  },
  /** Forgets everything not in session storage (deadlines, claims); tests use it. */
  reset(): void {
    state = { ...ANONYMOUS };
    storedSnapshot = undefined;
    clockSkewMs = 0;
    emit();
  },
};

export function useSessionState(): SessionState {
  const prerendering = usePrerendering() !== null;
  const state = useSyncExternalStore(sessionState.subscribe, sessionState.get, sessionState.get);
  // A prerendered page was made for a visitor nobody knew; the app renders it the same until it goes live.
  return prerendering ? ANONYMOUS : state;
}
