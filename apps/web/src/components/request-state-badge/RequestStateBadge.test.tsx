import fs from 'node:fs';
import path from 'node:path';
import { act, render, renderHook, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestState, type RequestStateId } from '@suap/shared';
import { RequestStateBadge, useRequestStateLabel } from './RequestStateBadge';

// 2025-03-01T23:30Z is already 2 March in Italy: the caption must show the Italian calendar day.
const UPDATED_ON = '2025-03-01T23:30:00.000Z';

afterEach(async () => {
  await act(() => i18next.changeLanguage('it'));
});

describe('RequestStateBadge', () => {
  it.each([
    [RequestState.DRAFT, 'Bozza', 'Aggiornata il 02/03/2025'],
    [RequestState.DELETED, 'Eliminata', null],
    [RequestState.SENT, 'Inviata', null],
    [RequestState.ACCEPTED, 'Accettata', 'Conclusa il 02/03/2025'],
    [RequestState.REJECTED, 'Rifiutata', 'Conclusa il 02/03/2025'],
  ] as [RequestStateId, string, string | null][])(
    'state %i: badge %s, caption %s',
    (stateId, label, caption) => {
      const { container } = render(<RequestStateBadge stateId={stateId} updatedOn={UPDATED_ON} />);
      // The state is in words, with a "Stato:" prefix for screen readers; colour is only a CSS variant.
      const badge = container.querySelector('.badge')!;
      expect(badge).toHaveTextContent(`Stato: ${label}`);
      expect(badge.querySelector('.visually-hidden')).toHaveTextContent('Stato:');
      const captionNode = container.querySelector('.suap-request-state-caption');
      if (caption) expect(captionNode).toHaveTextContent(caption);
      else expect(captionNode).toBeNull();
    },
  );

  it('gives each state its own visual variant', () => {
    const { container } = render(
      <>
        {[1, 2, 3, 4, 5].map((id) => (
          <RequestStateBadge key={id} stateId={id as RequestStateId} />
        ))}
      </>,
    );
    const variants = [...container.querySelectorAll('.badge')].map((badge) =>
      [...badge.classList].find(
        (name) => name.startsWith('suap-request-state-') && name !== 'suap-request-state-badge',
      ),
    );
    expect(variants).toEqual([
      'suap-request-state-draft',
      'suap-request-state-deleted',
      'suap-request-state-sent',
      'suap-request-state-accepted',
      'suap-request-state-rejected',
    ]);
  });

  it('speaks English when the page does', async () => {
    await act(() => i18next.changeLanguage('en'));
    render(<RequestStateBadge stateId={RequestState.ACCEPTED} updatedOn={UPDATED_ON} />);
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Completed on 02/03/2025')).toBeInTheDocument();
  });

  it('leaves the caption out without a date or when asked to', () => {
    const { container, rerender } = render(
      <RequestStateBadge stateId={RequestState.DRAFT} updatedOn={null} />,
    );
    expect(container.querySelector('.suap-request-state-caption')).toBeNull();
    rerender(<RequestStateBadge stateId={RequestState.DRAFT} updatedOn={UPDATED_ON} hideCaption />);
    expect(container.querySelector('.suap-request-state-caption')).toBeNull();
  });

  it('offers the state name alone through useRequestStateLabel', () => {
    const { result } = renderHook(() => useRequestStateLabel());
    expect(result.current(RequestState.REJECTED)).toBe('Rifiutata');
  });

  it('keeps the five states apart by shape under forced colours, where their backgrounds are erased', () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, 'request-state-badge.css'), 'utf8');
    const forced = css.slice(css.indexOf('@media (forced-colors: active)'));
    expect(forced).toMatch(/\.suap-request-state-badge\s*\{[^}]*border:\s*2px solid CanvasText/);
    const rule = (selector: string) =>
      new RegExp(`\\.${selector}\\s*\\{([^}]*)\\}`).exec(forced)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
    const states = ['draft', 'deleted', 'sent', 'accepted', 'rejected'];
    // Each state's outline (style and width) and its leading symbol: no two badges may look the same.
    const looks = states.map((state) => ({
      outline: rule(`suap-request-state-${state}`),
      symbol: /content:\s*'([^']+)'\s*\/\s*''/.exec(rule(`suap-request-state-${state}::before`))?.[1],
    }));
    for (const look of looks) expect(look.symbol, JSON.stringify(looks)).toBeTruthy();
    expect(new Set(looks.map((look) => look.outline)).size).toBe(5);
    expect(new Set(looks.map((look) => look.symbol)).size).toBe(5);
  });
});
