import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { ModalHost } from '../../modal';

/**
 * A documents component on a page of `lang` (the URL's first segment and i18next's language), with a query
 * client and the modal host (a failed download opens an alert).
 */
export async function renderAttachments(ui: ReactElement, lang: 'it' | 'en' = 'it') {
  await act(() => i18next.changeLanguage(lang));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/${lang}/private-area/request-details/3`]}>
        <main>{ui}</main>
        <ModalHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
