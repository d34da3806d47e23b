import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { sessionState } from '../../../lib/session';
import { callsTo, logIn, mockApi, ok } from '../../../test/api-mock';
import { ADMIN, page } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The back-office lists' focus tests (issue 24 item 2b) drive the same list: ADMIN logged in, 12 results 5 a
// page, none for the search "nobody".

type UserSession = ReturnType<typeof userEvent.setup>;

/** Each test leaves no user or stubbed fetch behind. */
export function setUpListFocusTests() {
  afterEach(() => {
    sessionState.clearUser();
    vi.unstubAllGlobals();
  });
}

/**
 * Renders the list at `path`, its endpoint answering `items` under `key` (plus `extra` fields), and waits for
 * the table. Returns the user and the query of the last list call.
 */
export async function renderFocusList(options: {
  path: string;
  endpoint: string;
  key: string;
  items: unknown[];
  extra?: Record<string, unknown>;
}) {
  logIn(ADMIN, 'bo');
  const user = userEvent.setup();
  const calls = mockApi({
    [`GET ${options.endpoint}`]: (url) => {
      const nobody = url.searchParams.get('filter') === 'nobody';
      return ok({
        ...page(options.key, nobody ? [] : options.items, {
          page: Number(url.searchParams.get('page')),
          totalResults: nobody ? 0 : 12,
        }),
        ...options.extra,
      });
    },
  });
  const lastQuery = () => callsTo(calls, 'GET', options.endpoint).at(-1)!.url.searchParams;
  renderApp(options.path);
  await screen.findByRole('table');
  return { user, lastQuery };
}

/** "Next" twice reaches the last of the three pages; returns its button once it is the current page. */
export async function pageToTheLast(user: UserSession) {
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await screen.findByRole('button', { name: 'Page 2' });
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  const last = screen.getByRole('button', { name: 'Last page, page 3' });
  await waitFor(() => expect(last).toHaveAttribute('aria-current', 'page'));
  return last;
}
