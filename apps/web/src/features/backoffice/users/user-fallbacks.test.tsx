import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { NoUserChosen, UserRetrieveError } from './user-fallbacks';

describe('user page fallbacks (details and modify)', () => {
  it('says no user was chosen, as a warning callout announced as an alert', () => {
    render(<NoUserChosen />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('callout', 'warning');
    expect(alert).toHaveTextContent(i18next.t('backoffice.users.none.title'));
    expect(alert).toHaveTextContent(i18next.t('backoffice.users.none.description'));
  });

  it('words the retrieve error for a user and retries on demand', async () => {
    const onRetry = vi.fn();
    render(<UserRetrieveError onRetry={onRetry} />);
    expect(screen.getByText(i18next.t('retrieve-error.user-description'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
