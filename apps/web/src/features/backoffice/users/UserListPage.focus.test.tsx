import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, SARA } from '../../../test/fixtures';
import { pageToTheLast, renderFocusList, setUpListFocusTests } from '../testing/list-focus';

const USERS = '/api/suap/v1/backoffice/user/getUserList';

setUpListFocusTests();

// Issue 24 item 2b (WCAG 2.4.3): the user list keeps its search field (and the focus in it) across results.
describe('back-office user list: focus survives a new result', { timeout: 30_000 }, () => {
  it('keeps the focus on the search field after a search, an empty result and a clear', async () => {
    const { user, lastQuery } = await renderFocusList({
      path: '/en/back-office/users',
      endpoint: USERS,
      key: 'userList',
      items: [ADMIN, SARA],
    });
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
    const last = await pageToTheLast(user);
    expect(last).toHaveFocus();
  });
});
