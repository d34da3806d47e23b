import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlaceSelect } from '../reference-data/PlaceSelect';
import { SuapCard } from '../reference-data/SuapCard';

// Issue 24 (WCAG 3.1.2): names that exist only in Italian carry lang="it" on English pages.

const at = (path: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

const suap = {
  suapId: 1,
  name: 'SUAP Comune di Roma',
  pec: 'suap@pec.comune.roma.it',
  type: 'portal',
  url: null,
} as unknown as Parameters<typeof SuapCard>[0]['suap'];

function renderAll(path: string) {
  return render(
    <>
      <SuapCard suap={suap} headingLevel={2} selected={false} onSelect={() => {}} />
      <PlaceSelect
        id="municipality"
        label="Municipality"
        placeholder="Choose"
        options={[{ value: 5, label: 'Città di Castello' }]}
        value={undefined}
        onChange={() => {}}
        onBlur={() => {}}
      />
    </>,
    { wrapper: at(path) },
  );
}

describe('Italian-only names', () => {
  it('are marked lang="it" on English pages', () => {
    renderAll('/en/support');
    expect(screen.getByRole('heading', { level: 2, name: 'SUAP Comune di Roma' })).toHaveAttribute(
      'lang',
      'it',
    );
    expect(screen.getByRole('option', { name: 'Città di Castello' })).toHaveAttribute('lang', 'it');
  });

  it('carry no extra lang on Italian pages', () => {
    renderAll('/it/support');
    expect(screen.getByRole('heading', { level: 2, name: 'SUAP Comune di Roma' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByRole('option', { name: 'Città di Castello' })).not.toHaveAttribute('lang');
  });
});
