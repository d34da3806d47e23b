import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { languageFromPath } from '../lib/i18n';
import { refreshSession } from '../lib/session';
import { createAppRouter } from './router';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // apiRequest has its own retry rule (SPEC §9 default 0); a second layer would multiply calls.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  // GET /api/session once at start: the server says whether the restored user is still logged in.
  useEffect(() => void refreshSession(languageFromPath(window.location.pathname)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
