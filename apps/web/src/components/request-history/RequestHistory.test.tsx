import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { HISTORY_ACTIONS } from '@suap/shared';
import { historyEntry, refusalJourney } from '../../test/procedure-fixtures';
import { renderHistory } from './render-history';

afterEach(async () => {
  await act(() => i18next.changeLanguage('it'));
});

const steps = () => within(screen.getByRole('list', { name: 'Cronologia' })).getAllByRole('listitem');
/** The description of the term `label` within one step. */
const fact = (step: HTMLElement, label: string) =>
  within(step).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('RequestHistory', () => {
  it('lists every step in order, each with its title, date and time in Italy, who and the state reached', () => {
    renderHistory({ entries: refusalJourney(), viewer: 'citizen', requestLanguage: 'it' });
    const items = steps();
    expect(items).toHaveLength(7);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Richiesta inviata',
      'Presa in carico dal SUAP',
      'Richiesta di integrazione',
      'Integrazione inviata',
      'Preavviso di rigetto (art. 10-bis, legge 241/1990)',
      'Osservazioni inviate',
      'Richiesta rifiutata',
    ]);
    // 09:30 UTC on 1 March 2025 is 10:30 in Italy.
    const first = items[0]!;
    expect(within(first).getByText('01/03/2025 10:30').tagName).toBe('TIME');
    expect(within(first).getByText('01/03/2025 10:30')).toHaveAttribute(
      'datetime',
      '2025-03-01T09:30:00.000Z',
    );
    expect(fact(first, 'Da chi')).toHaveTextContent(/^Tu$/);
    expect(fact(first, 'Stato della richiesta')).toHaveTextContent('Inviata');
    expect(fact(items[1]!, 'Da chi')).toHaveTextContent('Marco Blu');
    expect(fact(items[1]!, 'Responsabile del procedimento')).toHaveTextContent('Marco Blu');
    expect(fact(items[1]!, 'Stato della richiesta')).toHaveTextContent('In istruttoria');
  });

  it('shows the texts people wrote with their line breaks, the term given and the assessment', () => {
    renderHistory({ entries: refusalJourney(), viewer: 'citizen', requestLanguage: 'it' });
    const items = steps();
    const asked = fact(items[2]!, 'Cosa chiede il SUAP')!.querySelector('p')!;
    expect(asked.textContent).toBe('Inviate la planimetria del locale.\nServe anche la visura camerale.');
    expect(asked).toHaveClass('suap-history-text');
    // Same language as the page: no lang attribute to add.
    expect(asked).not.toHaveAttribute('lang');
    expect(fact(items[2]!, 'Rispondere entro il')).toHaveTextContent('02/04/2025');
    expect(fact(items[3]!, 'Risposta')).toHaveTextContent('Ecco la planimetria richiesta.');
    expect(fact(items[4]!, 'Motivi del possibile rigetto')).toHaveTextContent('superficie minima');
    expect(fact(items[4]!, 'Rispondere entro il')).toHaveTextContent('15/04/2025');
    expect(fact(items[5]!, 'Osservazioni')).toHaveTextContent('42 metri quadrati');
    expect(fact(items[6]!, 'Motivazione')).toHaveTextContent('sotto il minimo');
    expect(fact(items[6]!, 'Valutazione delle osservazioni')).toHaveTextContent('non cambia');
  });

  it('names the applicant for staff, and the server itself for an expired term', () => {
    const entries = [...refusalJourney(3), historyEntry(4, 'expireTerm', { fromStateId: 7, toStateId: 7 })];
    renderHistory({ entries, viewer: 'staff', requestLanguage: 'it' });
    const items = steps();
    expect(fact(items[0]!, 'Da chi')).toHaveTextContent('Mario Rossi (richiedente)');
    expect(within(items[3]!).getByRole('heading')).toHaveTextContent('Termine per rispondere scaduto');
    expect(fact(items[3]!, 'Da chi')).toHaveTextContent('SUAP (automatico)');
    expect(fact(items[3]!, 'Stato della richiesta')).toHaveTextContent('Integrazione richiesta');
  });

  it('speaks English on an English page, marking the Italian texts of an Italian request', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderHistory({ entries: refusalJourney(3), viewer: 'citizen', requestLanguage: 'it' }, 'en');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Request sent');
    expect(fact(items[0]!, 'By')).toHaveTextContent(/^You$/);
    expect(fact(items[1]!, 'Request status')).toHaveTextContent('In review');
    expect(fact(items[2]!, 'What the SUAP asks')!.querySelector('p')).toHaveAttribute('lang', 'it');
    expect(fact(items[2]!, 'Answer by')).toHaveTextContent('02/04/2025');
  });

  it('has a title for every action of the contract, in both languages', async () => {
    const entries = HISTORY_ACTIONS.map((action, index) => historyEntry(index + 1, action));
    for (const lang of ['it', 'en'] as const) {
      await act(() => i18next.changeLanguage(lang));
      const { unmount } = renderHistory({ entries, viewer: 'staff', requestLanguage: lang }, lang);
      const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      expect(titles).toHaveLength(HISTORY_ACTIONS.length);
      for (const title of titles) expect(title).not.toMatch(/request-history\./);
      expect(new Set(titles).size).toBe(HISTORY_ACTIONS.length);
      unmount();
    }
  });

  it('takes the heading level it is given, and says so when there is nothing yet', () => {
    const { unmount } = renderHistory({
      entries: refusalJourney(1),
      viewer: 'staff',
      requestLanguage: 'it',
      headingLevel: 4,
    });
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Richiesta inviata');
    unmount();
    renderHistory({ entries: [], viewer: 'citizen', requestLanguage: 'it' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Non ci sono ancora passaggi da mostrare.')).toBeInTheDocument();
  });
});
