import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DetailSectionCard, type DetailSection } from './DetailSectionCard';

const section: DetailSection = {
  id: 'office',
  title: 'Office',
  rows: [
    { label: 'SUAP', value: 'SUAP Comune di Roma', italian: true },
    { label: 'Initiative code', value: 'A-1' },
    { label: 'PEC', value: '' },
  ],
};

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <DetailSectionCard section={section} notProvided="Not provided" listClassName="suap-bo-fields" />
    </MemoryRouter>,
  );
}

const valueOf = (text: string) => [...document.querySelectorAll('dd')].find((dd) => dd.textContent === text);

describe('DetailSectionCard (issue 24, WCAG 3.1.2)', () => {
  // Both areas that show it: the back office and the private area.
  for (const area of ['back-office', 'private-area']) {
    it(`marks an Italian-only name lang="it" on an English ${area} page, and nothing else`, () => {
      renderAt(`/en/${area}/requests/1`);
      expect(valueOf('SUAP Comune di Roma')).toHaveAttribute('lang', 'it');
      expect(valueOf('A-1')).not.toHaveAttribute('lang');
    });

    it(`adds no lang on an Italian ${area} page`, () => {
      renderAt(`/it/${area}/requests/1`);
      expect(valueOf('SUAP Comune di Roma')).not.toHaveAttribute('lang');
    });
  }

  it('is a section named by its h2, with the area class on the list and the empty value worded', () => {
    renderAt('/en/back-office/requests/1');
    expect(screen.getByRole('region', { name: 'Office' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Office' })).toHaveAttribute('id', 'office');
    expect(document.querySelector('dl')).toHaveClass('row', 'mb-0', 'suap-bo-fields');
    expect(valueOf('Not provided')).toBeDefined();
  });
});
