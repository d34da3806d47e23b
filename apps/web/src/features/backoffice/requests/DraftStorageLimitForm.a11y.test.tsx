import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, isoDateInRome } from '@suap/shared';
import {
  expectErrorsTiedAndFocused,
  expectRequiredMarked,
  expectVisibleLabels,
} from '../../../components/form/testing/form-audit';
import { resetApp } from '../../../test/reset-app';
import { openDraftDetails } from '../testing/draft-details';

// Issue 9's form rules on the draft storage limit form of the back-office request details.

afterEach(resetApp);

describe('draft storage limit form accessibility', { timeout: 30_000 }, () => {
  it('is labelled and marked required; a refused date is announced, described and focused', async () => {
    const { user, input } = await openDraftDetails();
    const root = input.closest('form') as HTMLElement;
    expectVisibleLabels(root);
    // The form has a single field: its label's asterisk is explained to screen readers as "required" inline.
    expectRequiredMarked(root, /\*/);
    await user.clear(input);
    await user.type(input, addDaysToIsoDate(isoDateInRome(new Date()), -1));
    await user.click(screen.getByRole('button', { name: 'Aggiorna la data di eliminazione' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/La data non può essere precedente/);
    expect(expectErrorsTiedAndFocused(root)).toEqual([input]);
  });
});
