import { createContext, useContext, type ReactNode } from 'react';

/** What the head of a prerendered page holds before the app takes over (the app then manages it). */
export interface PrerenderedHead {
  title: string;
  description?: string;
}

export interface Prerendering {
  setHead(head: PrerenderedHead): void;
}

const PrerenderingContext = createContext<Prerendering | null>(null);

/**
 * Set while the build renders a public page to static HTML (src/prerender/prerender-page.tsx), and in the
 * browser while the app hydrates that page, until it goes live (app/App.tsx).
 */
export const PrerenderingProvider = PrerenderingContext.Provider;

export function usePrerendering(): Prerendering | null {
  return useContext(PrerenderingContext);
}

/**
 * The build knows nothing about the visitor, so in the prerendered HTML what depends on the session keeps
 * its place but stays unseen (and out of reach of keyboard and screen readers) until the app renders the
 * right variant: a logged-in user never sees a login button flash.
 */
export function SessionDependent({ children }: { children: ReactNode }) {
  return usePrerendering() ? <div className="suap-session-pending">{children}</div> : children;
}
