import { act } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { historyEntry, refusalJourney } from '../../test/procedure-fixtures';
import { renderHistory } from './render-history';

afterEach(async () => {
  await act(() => i18next.changeLanguage('it'));
});

describe('RequestHistory accessibility (axe)', () => {
  it('has no violations for the citizen, a whole journey in Italian', async () => {
    const { container } = renderHistory({
      entries: refusalJourney(),
      viewer: 'citizen',
      requestLanguage: 'it',
    });
    await expectNoAxeViolations(container);
  });

  it('has no violations for staff on an English page with Italian texts and an expired term', async () => {
    await act(() => i18next.changeLanguage('en'));
    const entries = [...refusalJourney(3), historyEntry(4, 'expireTerm', { fromStateId: 7, toStateId: 7 })];
    const { container } = renderHistory({ entries, viewer: 'staff', requestLanguage: 'it' }, 'en');
    await expectNoAxeViolations(container);
  });
});
