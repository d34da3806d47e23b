import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DetailSectionCard } from './DetailList';

const section = {
  id: 'office',
  title: 'Office',
  rows: [
    { label: 'SUAP', value: 'SUAP Comune di Roma', italian: true as const },
    { label: 'Initiative code', value: 'A-1' },
  ],
};

function valueOf(path: string, text: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <DetailSectionCard section={section} />
    </MemoryRouter>,
  );
  return [...document.querySelectorAll('dd')].find((dd) => dd.textContent === text);
}

describe('back-office DetailSectionCard (issue 24, WCAG 3.1.2)', () => {
  it('marks an Italian-only name lang="it" on an English page, and nothing else', () => {
    expect(valueOf('/en/back-office/requests/1', 'SUAP Comune di Roma')).toHaveAttribute('lang', 'it');
    expect([...document.querySelectorAll('dd')].find((dd) => dd.textContent === 'A-1')).not.toHaveAttribute(
      'lang',
    );
  });

  it('adds no lang on an Italian page', () => {
    expect(valueOf('/it/back-office/requests/1', 'SUAP Comune di Roma')).not.toHaveAttribute('lang');
  });
});
