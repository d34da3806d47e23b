import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { PrerenderingProvider, type Prerendering } from '../lib/prerendering';
import { AppRoutes } from './router';

/** The client side of a prerendered page: the head is already in the document. */
const hydrating: Prerendering = { setHead() {} };

/**
 * The form controls the prerendered page holds disabled (src/prerender/page-document.ts) work once the app
 * has hydrated the page. React does not correct attributes while hydrating, so this does.
 */
function enablePrerenderedControls() {
  for (const control of document.querySelectorAll('[data-prerender-disabled]')) {
    control.removeAttribute('disabled');
    control.removeAttribute('data-prerender-disabled');
  }
}

interface AppProps {
  /** main.tsx creates it, so it can fetch the first page's data before rendering. */
  queryClient: QueryClient;
  /**
   * Only on a prerendered page: settles when the session is known (or past a deadline). The first render
   * hydrates the markup the build made for a visitor nobody knew, so it renders exactly that: anonymous, with
   * an empty query cache (main.tsx prefetches nothing into it). Then the data comes in as the screens fetch
   * it, and when `live` settles the session-dependent parts do, as updates of the same elements.
   */
  live?: Promise<unknown>;
}

export function App({ queryClient, live }: AppProps) {
  const [prerendering, setPrerendering] = useState(live !== undefined);
  useEffect(() => {
    if (!live) return;
    enablePrerenderedControls();
    void live.then(() => startTransition(() => setPrerendering(false)));
  }, [live]);

  return (
    <PrerenderingProvider value={prerendering ? hydrating : null}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </PrerenderingProvider>
  );
}
