import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ModalHost } from '../../modal';

/**
 * Renders a component under `/:lang/*` with a fresh query client and the modal host, the way the app shell
 * hosts it; other routes render their path so tests can see where a navigation went.
 */
export function renderWithProviders(ui: ReactNode, url = '/it/support') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/support',
        element: (
          <>
            {ui}
            <ModalHost />
          </>
        ),
      },
      { path: '*', element: <p data-testid="other-page">other page</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
