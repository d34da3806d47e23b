import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { setUpIdentityMatchingTests } from './testing/identity-matching-session';

// Issue 24 item 2a (WCAG 2.4.3): the error summary is brought forward right after a refused submit, never
// because a fix changed it; the page stays on the field being fixed.

vi.setConfig({ testTimeout: 20_000 });

const scrolled: Element[] = [];

setUpIdentityMatchingTests();
beforeEach(() => {
  scrolled.length = 0;
  // jsdom has no scrollIntoView: record which elements asked for it.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const summary = () => screen.getByRole('heading', { name: /error/i }).closest('[role="alert"]')!;

describe('identity-matching form: fixing an error', () => {
  it('does not bring the summary back into view; a new refused submit does', async () => {
    renderApp('/en/auth/identity-matcher');
    const fiscalCode = await screen.findByLabelText(/^Fiscal code/);
    await userEvent.click(screen.getByRole('button', { name: 'Check and continue' }));
    await waitFor(() => expect(summary().querySelectorAll('li').length).toBeGreaterThan(1));
    const before = summary().querySelectorAll('li').length;
    const summaryScrolls = () => scrolled.filter((element) => element === summary()).length;
    expect(summaryScrolls()).toBe(1);

    // Two errors (fiscal code, place of birth): the fiscal code is fixed, the list changes under the summary.
    await userEvent.type(fiscalCode, 'MLLHNS75C15Z112W');
    await waitFor(() => expect(summary().querySelectorAll('li')).toHaveLength(before - 1));
    expect(summaryScrolls()).toBe(1);
    expect(fiscalCode).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Check and continue' }));
    await waitFor(() => expect(summaryScrolls()).toBe(2));
  });
});
