import { render } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listItem, staffRequest } from '../../../test/fixtures';
import { requestColumns } from './request-columns';

const t = ((key: string) => key) as unknown as TFunction;

function suapCell(lang: 'it' | 'en') {
  const column = requestColumns(t, lang).find((entry) => entry.key === 'suap.name')!;
  const request = listItem(staffRequest(8, 3));
  render(<MemoryRouter>{column.cell(request)}</MemoryRouter>);
  return [...document.querySelectorAll('span')].find((span) => span.textContent === request.suap?.name);
}

// Issue 24 (WCAG 3.1.2): SUAP names exist only in Italian; in the English list they keep Italian pronunciation.
describe('request list columns', () => {
  it('marks the SUAP name lang="it" in the English list', () => {
    expect(suapCell('en')).toHaveAttribute('lang', 'it');
  });

  it('adds no lang in the Italian list', () => {
    expect(suapCell('it')).not.toHaveAttribute('lang');
  });
});
