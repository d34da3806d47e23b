import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listItem, staffRequest } from '../../../test/fixtures';
import { pageToTheLast, renderFocusList, setUpListFocusTests } from '../testing/list-focus';

const LIST = '/api/suap/v1/backoffice/list';

setUpListFocusTests();

// Issue 24 item 2b (WCAG 2.4.3): searching, clearing and paging keep the focus on the control used (or, when that
// control is disabled by the action, on the current page), never on <body>.
describe('back-office request list: focus survives a new result', { timeout: 30_000 }, () => {
  it('keeps the focus on the search field after search and clear, and in the paginator on the last page', async () => {
    const { user, lastQuery } = await renderFocusList({
      path: '/en/back-office/requests',
      endpoint: LIST,
      key: 'requestList',
      items: [listItem(staffRequest(9, 3))],
      // The contract's flag for a capped total (issue 25); an exact total here.
      extra: { totalIsLowerBound: false },
    });
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
    const last = await pageToTheLast(user);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(last).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});
