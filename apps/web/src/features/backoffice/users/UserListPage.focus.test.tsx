import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionState } from '../../../lib/session';
import { renderApp } from '../../../test/render-app';
import { callsTo, logIn, mockApi, ok } from '../testing/api-mock';
import { ADMIN, page, SARA } from '../testing/fixtures';

const USERS = '/api/suap/v1/backoffice/user/getUserList';

afterEach(() => {
  sessionState.clearUser();
  vi.unstubAllGlobals();
});

// Issue 24 item 2b (WCAG 2.4.3): the user list keeps its search field (and the focus in it) across results.
describe('back-office user list: focus survives a new result', { timeout: 30_000 }, () => {
  it('keeps the focus on the search field after a search, an empty result and a clear', async () => {
    logIn(ADMIN);
    const user = userEvent.setup();
    const calls = mockApi({
      [`GET ${USERS}`]: (url) => {
        const filter = url.searchParams.get('filter');
        return ok(
          page('userList', filter === 'nobody' ? [] : [ADMIN, SARA], {
            page: Number(url.searchParams.get('page')),
            totalResults: filter === 'nobody' ? 0 : 12,
          }),
        );
      },
    });
    const lastQuery = () => callsTo(calls, 'GET', USERS).at(-1)!.url.searchParams;
    renderApp('/en/back-office/users');
    await screen.findByRole('table');
    const field = screen.getByRole('textbox', { name: 'Search the users' });

    await user.type(field, 'sara.russo@example.com{Enter}');
    await waitFor(() => expect(lastQuery().get('filter')).toBe('sara.russo@example.com'));
    expect(screen.getByRole('textbox', { name: 'Search the users' })).toBe(field);
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'nobody{Enter}');
    await screen.findByText('No user matches the search.');
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(lastQuery().has('filter')).toBe(false));
    await screen.findByRole('table');
    expect(field).toHaveFocus();

    // Paging to the last page: "next" is disabled there, the current page's button holds the focus.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('button', { name: 'Page 2' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const last = screen.getByRole('button', { name: 'Last page, page 3' });
    await waitFor(() => expect(last).toHaveAttribute('aria-current', 'page'));
    expect(last).toHaveFocus();
  });
});
