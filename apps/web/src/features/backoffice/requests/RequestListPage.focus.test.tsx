import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionState } from '../../../lib/session';
import { renderApp } from '../../../test/render-app';
import { callsTo, logIn, mockApi, ok } from '../testing/api-mock';
import { ADMIN, page, staffRequest } from '../testing/fixtures';

const LIST = '/api/suap/v1/backoffice/list';

afterEach(() => {
  sessionState.clearUser();
  vi.unstubAllGlobals();
});

// Issue 24 item 2b (WCAG 2.4.3): searching, clearing and paging keep the focus on the control used (or, when that
// control is disabled by the action, on the current page), never on <body>.
describe('back-office request list: focus survives a new result', { timeout: 30_000 }, () => {
  it('keeps the focus on the search field after search and clear, and in the paginator on the last page', async () => {
    logIn(ADMIN);
    const user = userEvent.setup();
    const calls = mockApi({
      [`GET ${LIST}`]: (url) => {
        const filter = url.searchParams.get('filter');
        return ok({
          ...page('requestList', filter === 'nobody' ? [] : [staffRequest(9, 3)], {
            page: Number(url.searchParams.get('page')),
            totalResults: filter === 'nobody' ? 0 : 12,
          }),
          // The contract's flag for a capped total (issue 25); an exact total here.
          totalIsLowerBound: false,
        });
      },
    });
    const lastQuery = () => callsTo(calls, 'GET', LIST).at(-1)!.url.searchParams;
    renderApp('/en/back-office/requests');
    await screen.findByRole('table');
    const field = screen.getByRole('textbox', { name: 'Search the requests' });

    await user.type(field, 'rossi{Enter}');
    await waitFor(() => expect(lastQuery().get('filter')).toBe('rossi'));
    await screen.findByRole('table');
    expect(screen.getByRole('textbox', { name: 'Search the requests' })).toBe(field);
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(lastQuery().has('filter')).toBe(false));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');

    // No results: the table gives way to the no-records card, the field stays.
    await user.type(field, 'nobody{Enter}');
    await screen.findByText('No request matches the search.');
    expect(field).toHaveFocus();
    await user.clear(field);
    await screen.findByRole('table');
    expect(field).toHaveFocus();

    // 12 results, 5 a page: "next" twice reaches the last page, where "next" is disabled.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('button', { name: 'Page 2' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const last = screen.getByRole('button', { name: 'Last page, page 3' });
    await waitFor(() => expect(last).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(last).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});
