import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  expectErrorsTiedAndFocused,
  expectRequiredMarked,
  expectVisibleLabels,
} from '../../../components/form/testing/form-audit';
import { renderApp } from '../../../test/render-app';
import { setUpIdentityMatchingTests } from './testing/identity-matching-session';

// Issue 9's form rules on the identity-matching form: labels, required marks, errors tied and announced, focus.

vi.setConfig({ testTimeout: 20_000 });

setUpIdentityMatchingTests();

describe('identity-matching form', () => {
  it('is labelled and marks required fields; a refused submit ties, announces and focuses the errors', async () => {
    renderApp('/en/auth/identity-matcher');
    const fiscalCode = await screen.findByLabelText(/^Fiscal code/);
    const form = fiscalCode.closest('form') as HTMLElement;
    expectVisibleLabels(form);
    expectRequiredMarked(form.parentElement as HTMLElement, /Fields marked with \* are required/);

    await userEvent.click(screen.getByRole('button', { name: 'Check and continue' }));
    await screen.findByRole('alert');
    const invalid = expectErrorsTiedAndFocused(form);
    expect(invalid[0]).toBe(fiscalCode);
  });
});
