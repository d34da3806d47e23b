import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '../components/layout/layout-links';
import { useFocusOnNavigation } from './use-focus-on-navigation';

// Two different shells, as the app has one for the language-less login callbacks and one under /:lang: moving
// from one to the other mounts a new shell, and focus must still go to the new page's heading.
function CallbackShell() {
  useFocusOnNavigation();
  return (
    <main id={MAIN_CONTENT_ID}>
      <h1>Logging in</h1>
      <button type="button">Somewhere</button>
    </main>
  );
}

function LanguageShell({ title }: { title: string }) {
  useFocusOnNavigation();
  return (
    <main id={MAIN_CONTENT_ID}>
      <h1>{title}</h1>
      <button type="button">Action</button>
    </main>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <CallbackShell /> },
      { path: '/en/startup-service', element: <LanguageShell title="Start a business" /> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus on navigation', () => {
  it('leaves focus alone on the first page, so the skip links stay the first Tab stop', () => {
    renderAt('/en/startup-service');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the h1 of a page reached from another shell (the login callback)', async () => {
    const router = renderAt('/auth/login?code=x&state=y');
    expect(screen.getByRole('heading', { level: 1, name: 'Logging in' })).not.toHaveFocus();
    await act(() => router.navigate('/en/startup-service', { replace: true }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Start a business' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('does not pull focus back to the heading when only the query changes', async () => {
    const router = renderAt('/auth/login');
    await act(() => router.navigate('/en/startup-service'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    const button = screen.getByRole('button', { name: 'Action' });
    act(() => button.focus());
    await act(() => router.navigate('/en/startup-service?page=2'));
    expect(button).toHaveFocus();
  });

  it('leaves focus in a modal opened on arrival (the refused-login message after the callback)', async () => {
    const router = renderAt('/auth/login?code=x&state=y');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    const close = document.createElement('button');
    close.textContent = 'Close';
    dialog.append(close);
    document.body.append(dialog);
    try {
      close.focus();
      await act(() => router.navigate('/en/startup-service', { replace: true }));
      screen.getByRole('heading', { level: 1, name: 'Start a business' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(close).toHaveFocus();
    } finally {
      dialog.remove();
    }
  });
});
