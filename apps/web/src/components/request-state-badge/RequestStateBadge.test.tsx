import fs from 'node:fs';
import path from 'node:path';
import { act, render, renderHook, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST_STATE_BADGES, RequestState, type RequestStateId } from '@suap/shared';
import { RequestStateBadge, useRequestStateLabel } from './RequestStateBadge';

// 2025-03-01T23:30Z is already 2 March in Italy: the caption must show the Italian calendar day.
const UPDATED_ON = '2025-03-01T23:30:00.000Z';
/** The last day of the citizen's term: a calendar date, shown as written. */
const TERM_DUE_ON = '2025-04-15';
const ALL_STATES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as RequestStateId[];

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

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
    [RequestState.IN_REVIEW, 'In istruttoria', 'Aggiornata il 02/03/2025'],
    [RequestState.INTEGRATION_REQUESTED, 'Integrazione richiesta', 'Rispondere entro il 15/04/2025'],
    [RequestState.INTEGRATION_RECEIVED, 'Integrazione ricevuta', 'Aggiornata il 02/03/2025'],
    [RequestState.REFUSAL_NOTICE, 'Preavviso di rigetto', 'Rispondere entro il 15/04/2025'],
    [RequestState.OBSERVATIONS_RECEIVED, 'Osservazioni ricevute', 'Aggiornata il 02/03/2025'],
    [RequestState.WITHDRAWN, 'Ritirata', 'Conclusa il 02/03/2025'],
  ] as [RequestStateId, string, string | null][])(
    'state %i: badge %s, caption %s',
    (stateId, label, caption) => {
      const { container } = render(
        <RequestStateBadge stateId={stateId} updatedOn={UPDATED_ON} termDueOn={TERM_DUE_ON} />,
      );
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
        {ALL_STATES.map((id) => (
          <RequestStateBadge key={id} stateId={id} />
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
      'suap-request-state-in-review',
      'suap-request-state-integration-requested',
      'suap-request-state-integration-received',
      'suap-request-state-refusal-notice',
      'suap-request-state-observations-received',
      'suap-request-state-withdrawn',
    ]);
  });

  it('says in words that the term to answer has ended, with its last day', () => {
    const { container } = render(
      <RequestStateBadge stateId={RequestState.REFUSAL_NOTICE} termDueOn={TERM_DUE_ON} termExpired />,
    );
    expect(container.querySelector('.suap-request-state-caption')).toHaveTextContent(
      'Termine per rispondere scaduto il 15/04/2025',
    );
  });

  it("leaves the 'answer by' caption out without a term, whatever the date of the last change", () => {
    const { container } = render(
      <RequestStateBadge stateId={RequestState.INTEGRATION_REQUESTED} updatedOn={UPDATED_ON} />,
    );
    expect(container.querySelector('.suap-request-state-caption')).toBeNull();
  });

  it('speaks English when the page does', async () => {
    await act(() => i18next.changeLanguage('en'));
    render(<RequestStateBadge stateId={RequestState.ACCEPTED} updatedOn={UPDATED_ON} />);
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Completed on 02/03/2025')).toBeInTheDocument();
    render(<RequestStateBadge stateId={RequestState.INTEGRATION_REQUESTED} termDueOn={TERM_DUE_ON} />);
    expect(screen.getByText('Integration requested')).toBeInTheDocument();
    expect(screen.getByText('Answer by 15/04/2025')).toBeInTheDocument();
    render(<RequestStateBadge stateId={RequestState.WITHDRAWN} updatedOn={UPDATED_ON} />);
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.getAllByText('Completed on 02/03/2025')).toHaveLength(2);
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

  it("gives every state's text at least 4.5:1 against its background (WCAG 1.4.3)", () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, 'request-state-badge.css'), 'utf8');
    const normal = css.slice(0, css.indexOf('@media (forced-colors: active)'));
    const declaration = (state: string, property: string) =>
      new RegExp(
        `\\.suap-request-state-${state}\\s*\\{[^}]*?(?<![-\\w])${property}:\\s*(#[0-9a-f]{6})`,
        'i',
      ).exec(normal)?.[1];
    for (const id of ALL_STATES) {
      const state = REQUEST_STATE_BADGES[id];
      const background = declaration(state, 'background-color');
      const text = declaration(state, 'color') ?? '#ffffff';
      expect(background, state).toBeDefined();
      expect(contrast(background!, text), `${state}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the eleven states apart by shape under forced colours, where their backgrounds are erased', () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, 'request-state-badge.css'), 'utf8');
    const forced = css.slice(css.indexOf('@media (forced-colors: active)'));
    expect(forced).toMatch(/\.suap-request-state-badge\s*\{[^}]*border:\s*2px solid CanvasText/);
    const rule = (selector: string) =>
      new RegExp(`\\.${selector}\\s*\\{([^}]*)\\}`).exec(forced)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
    const states = ALL_STATES.map((id) => REQUEST_STATE_BADGES[id]);
    // Each state's outline (style and width) and its leading symbol: no two badges may look the same.
    const looks = states.map((state) => ({
      outline: rule(`suap-request-state-${state}`),
      symbol: /content:\s*'([^']+)'\s*\/\s*''/.exec(rule(`suap-request-state-${state}::before`))?.[1],
    }));
    for (const look of looks) expect(look.symbol, JSON.stringify(looks)).toBeTruthy();
    expect(new Set(looks.map((look) => look.outline)).size).toBe(states.length);
    expect(new Set(looks.map((look) => look.symbol)).size).toBe(states.length);
  });
});
