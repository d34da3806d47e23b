import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SummaryGroup } from './SummaryGroup';

const rows = [
  { label: 'SUAP', value: 'SUAP Comune di Roma', italian: true as const },
  { label: 'Address', value: 'mario@example.it' },
];

function valueOf(path: string, text: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SummaryGroup id="initiative" title="Initiative" rows={rows} />
    </MemoryRouter>,
  );
  return [...document.querySelectorAll('dd')].find((dd) => dd.textContent === text);
}

// Issue 24 (WCAG 3.1.2): the SUAP's and the municipality's names exist only in Italian; on an English summary
// they keep their Italian pronunciation, while the answers in the page language carry no lang of their own.
describe('SummaryGroup', () => {
  it('marks an Italian-only value lang="it" on an English page, and nothing else', () => {
    expect(valueOf('/en/enrolment/summary', 'SUAP Comune di Roma')).toHaveAttribute('lang', 'it');
    expect(
      [...document.querySelectorAll('dd')].find((dd) => dd.textContent === 'mario@example.it'),
    ).not.toHaveAttribute('lang');
  });

  it('adds no lang on an Italian page', () => {
    expect(valueOf('/it/enrolment/summary', 'SUAP Comune di Roma')).not.toHaveAttribute('lang');
  });
});
