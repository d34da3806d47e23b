import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@suap/shared';
import { attachment } from '../../test/attachment-fixtures';
import { expectNoAxeViolations } from '../../test/axe';
import { refusalJourney } from '../../test/procedure-fixtures';
import { resetApp } from '../../test/reset-app';
import { HandedInAttachments } from './HandedInAttachments';
import { renderAttachments } from './testing/render-attachments';

// The groups' headings come from the request's history (the send, each answer): until it is known no heading is
// shown, neither the fallback "Other documents handed in" nor "no documents", only a neutral busy note.

afterEach(async () => {
  resetApp();
  await act(() => i18next.changeLanguage('it'));
});

const HANDED_IN = [
  attachment({ historyId: 1 }),
  attachment({ attachmentId: 2, fileName: 'visura.pdf', stage: 'answer', historyId: 4 }),
];
const SENT = 'Consegnati con la richiesta il 01/03/2025 10:30';
const ANSWERED = "Consegnati con la risposta all'integrazione il 04/03/2025 10:30";
const OTHER = 'Altri documenti consegnati';

function documents(history: readonly HistoryEntry[] | undefined, historyLoading?: boolean): ReactElement {
  return (
    <section aria-labelledby="title">
      <h2 id="title">Documenti</h2>
      <HandedInAttachments
        scope="citizen"
        requestId={3}
        attachments={HANDED_IN}
        scanned={false}
        history={history}
        historyLoading={historyLoading}
        emptyText="Nessun documento consegnato."
      />
    </section>
  );
}

interface HistoryState {
  history: readonly HistoryEntry[] | undefined;
  historyLoading?: boolean;
}

/** The documents on a page whose history then arrives (or is read again): `update` plays what the page passes. */
async function renderGroups(initial: HistoryState, lang: 'it' | 'en' = 'it') {
  let change: (state: HistoryState) => void = () => {};
  function Page() {
    const [state, setState] = useState(initial);
    change = setState;
    return documents(state.history, state.historyLoading);
  }
  await renderAttachments(<Page />, lang);
  return { update: (state: HistoryState) => act(() => change(state)) };
}

const groupHeadings = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the groups of handed-in documents while the history loads', { timeout: 30_000 }, () => {
  it('shows no heading until the history is known, then each group under its step', async () => {
    const { update } = await renderGroups({ history: undefined });
    expect(groupHeadings()).toEqual([]);
    expect(screen.queryByText(OTHER)).not.toBeInTheDocument();
    expect(screen.queryByText('Nessun documento consegnato.')).not.toBeInTheDocument();
    expect(screen.queryByText('I file non vengono controllati da un antivirus.')).not.toBeInTheDocument();
    const waiting = screen.getByText('Caricamento dei documenti in corso.');
    expect(waiting.parentElement).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations();

    update({ history: refusalJourney(4) });
    expect(groupHeadings()).toEqual([SENT, ANSWERED]);
    expect(screen.queryByText('Caricamento dei documenti in corso.')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy]')).toBeNull();
    expect(screen.getByRole('list', { name: ANSWERED })).toHaveTextContent('visura.pdf');
  });

  it('while the history is read again, keeps the known groups and holds back a step it does not name yet', async () => {
    // After an answer the documents may arrive before the history that has the answer in it.
    const { update } = await renderGroups({ history: refusalJourney(3), historyLoading: true });
    expect(groupHeadings()).toEqual([SENT]);
    expect(screen.queryByText(OTHER)).not.toBeInTheDocument();
    expect(screen.queryByText('visura.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('Caricamento dei documenti in corso.').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );

    update({ history: refusalJourney(4), historyLoading: false });
    expect(groupHeadings()).toEqual([SENT, ANSWERED]);
  });

  it('gathers under the fallback heading only what a history known (or failed) does not name', async () => {
    const { update } = await renderGroups({ history: refusalJourney(3), historyLoading: false });
    expect(groupHeadings()).toEqual([SENT, OTHER]);
    // The history could not be read (the page says so above): the documents are still there to download.
    update({ history: undefined, historyLoading: false });
    expect(groupHeadings()).toEqual([OTHER]);
    expect(screen.getByRole('button', { name: 'Scarica visura.pdf' })).toBeInTheDocument();
  });

  it('says in English that the documents are loading', async () => {
    await renderGroups({ history: undefined }, 'en');
    expect(screen.getByText('Loading the documents.')).toBeInTheDocument();
    expect(screen.queryByText('Other documents handed in')).not.toBeInTheDocument();
  });
});
