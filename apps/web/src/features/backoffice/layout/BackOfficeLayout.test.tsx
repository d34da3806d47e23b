import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { resetApp } from '../../../test/reset-app';
import { logIn, mockApi } from '../../../test/api-mock';
import { ADMIN } from '../../../test/fixtures';

afterEach(resetApp);

describe('back-office layout', () => {
  it('puts no heading before the page h1 and labels the side menu as a navigation', async () => {
    logIn(ADMIN, 'bo');
    mockApi({});
    renderApp('/en/back-office/users/create');
    const h1 = await screen.findByRole('heading', { level: 1, name: 'New user' });
    const headings = screen.getAllByRole('heading');
    // WCAG 1.3.1 / 2.4.6: the first heading of the page is its h1 (the side menu's h2 came first).
    expect(headings[0]).toBe(h1);
    const menu = screen.getByRole('navigation', { name: 'Staff area' });
    expect(menu).toContainElement(screen.getByRole('link', { name: 'New user' }));
  });
});
