import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Attachment, HistoryEntry } from '@suap/shared';
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

function documents(
  history: readonly HistoryEntry[] | undefined,
  historyLoading?: boolean,
  attachments: readonly Attachment[] = HANDED_IN,
): ReactElement {
  return (
    <section aria-labelledby="title">
      <h2 id="title">Documenti</h2>
      <HandedInAttachments
        scope="citizen"
        requestId={3}
        attachments={attachments}
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

/** What a page passes: the history (and whether it is read), and the documents (by default, the citizen's). */
interface PageState extends HistoryState {
  attachments?: readonly Attachment[];
}

/** The documents on a page whose history then arrives (or is read again): `update` plays what the page passes. */
async function renderGroups(initial: PageState, lang: 'it' | 'en' = 'it') {
  let change: (state: PageState) => void = () => {};
  function Page() {
    const [state, setState] = useState(initial);
    change = setState;
    return documents(state.history, state.historyLoading, state.attachments);
  }
  await renderAttachments(<Page />, lang);
  return { update: (state: PageState) => act(() => change({ attachments: initial.attachments, ...state })) };
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

// Issue 30: the SUAP's back office sends documents through the national system (a decision's, an integration
// request's), each stored under the back-office step of the history it belongs to. They are not the citizen's:
// their own heading, and their own fallback when the history does not show their step.

const backOfficeActor: HistoryEntry['actor'] = {
  kind: 'backOffice',
  firstName: null,
  lastName: null,
  profileId: null,
};

/** The journey to a refusal, its integration request and its refusal made by the back office (steps 3 and 7). */
const backOfficeJourney = (upTo = 7) =>
  refusalJourney(upTo).map((entry) =>
    entry.action === 'requestIntegration' || entry.action === 'reject'
      ? { ...entry, actor: backOfficeActor }
      : entry,
  );

const REQUEST_DOCUMENT = attachment({
  attachmentId: 3,
  fileName: 'richiesta-integrazione.pdf',
  stage: 'backOffice',
  historyId: 3,
});
const DECISION_DOCUMENT = attachment({
  attachmentId: 4,
  fileName: 'provvedimento.pdf',
  stage: 'backOffice',
  historyId: 7,
});
const WITH_BACK_OFFICE = [...HANDED_IN, REQUEST_DOCUMENT, DECISION_DOCUMENT];

const BACK_OFFICE = {
  it: {
    request: 'Trasmessi dal back office del SUAP il 03/03/2025 10:30',
    decision: 'Trasmessi dal back office del SUAP il 07/03/2025 10:30',
    other: 'Altri documenti del back office del SUAP',
  },
  en: {
    request: "Sent by the SUAP's back office on 03/03/2025 10:30",
    decision: "Sent by the SUAP's back office on 07/03/2025 10:30",
    other: "Other documents from the SUAP's back office",
  },
};

describe(
  "the documents of the SUAP's back office among those handed in (issue 30)",
  { timeout: 30_000 },
  () => {
    it('puts each under the back-office step it belongs to, in the order of the history', async () => {
      await renderGroups({ history: backOfficeJourney(), attachments: WITH_BACK_OFFICE });
      expect(groupHeadings()).toEqual([SENT, BACK_OFFICE.it.request, ANSWERED, BACK_OFFICE.it.decision]);
      expect(screen.getByRole('list', { name: BACK_OFFICE.it.request })).toHaveTextContent(
        'richiesta-integrazione.pdf',
      );
      expect(screen.getByRole('list', { name: BACK_OFFICE.it.decision })).toHaveTextContent(
        'provvedimento.pdf',
      );
      expect(screen.getByRole('list', { name: SENT })).not.toHaveTextContent('provvedimento.pdf');
      expect(screen.queryByText(OTHER)).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });

    it("gathers those of a step the history does not show under their own fallback, never the citizen's", async () => {
      // The history stops at the answer: the refusal (step 7) and the answer's documents (step 4) are not in it.
      await renderGroups({
        history: backOfficeJourney(3),
        historyLoading: false,
        attachments: WITH_BACK_OFFICE,
      });
      expect(groupHeadings()).toEqual([SENT, BACK_OFFICE.it.request, OTHER, BACK_OFFICE.it.other]);
      expect(screen.getByRole('list', { name: OTHER })).toHaveTextContent('visura.pdf');
      expect(screen.getByRole('list', { name: OTHER })).not.toHaveTextContent('provvedimento.pdf');
      expect(screen.getByRole('list', { name: BACK_OFFICE.it.other })).toHaveTextContent('provvedimento.pdf');
      expect(screen.getByRole('list', { name: BACK_OFFICE.it.other })).not.toHaveTextContent('visura.pdf');
    });

    it("has only the back office's fallback when the citizen handed in nothing unknown", async () => {
      await renderGroups({
        history: undefined,
        historyLoading: false,
        attachments: [DECISION_DOCUMENT],
      });
      expect(groupHeadings()).toEqual([BACK_OFFICE.it.other]);
      expect(screen.queryByText(OTHER)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Scarica provvedimento.pdf' })).toBeInTheDocument();
    });

    it('holds them back with no heading while the history that shows their step is read', async () => {
      const { update } = await renderGroups({
        history: backOfficeJourney(6),
        historyLoading: true,
        attachments: WITH_BACK_OFFICE,
      });
      expect(groupHeadings()).toEqual([SENT, BACK_OFFICE.it.request, ANSWERED]);
      expect(screen.queryByText(BACK_OFFICE.it.other)).not.toBeInTheDocument();
      expect(screen.queryByText('provvedimento.pdf')).not.toBeInTheDocument();
      expect(screen.getByText('Caricamento dei documenti in corso.').parentElement).toHaveAttribute(
        'aria-busy',
        'true',
      );

      update({ history: backOfficeJourney(7), historyLoading: false });
      expect(groupHeadings()).toEqual([SENT, BACK_OFFICE.it.request, ANSWERED, BACK_OFFICE.it.decision]);
      expect(screen.queryByText(BACK_OFFICE.it.other)).not.toBeInTheDocument();
      expect(document.querySelector('[aria-busy]')).toBeNull();
    });

    it('says in English who sent them, and when', async () => {
      const { update } = await renderGroups(
        { history: backOfficeJourney(), attachments: WITH_BACK_OFFICE },
        'en',
      );
      expect(groupHeadings()).toEqual([
        'Handed in with the request on 01/03/2025 10:30',
        BACK_OFFICE.en.request,
        'Handed in with the answer to the integration request on 04/03/2025 10:30',
        BACK_OFFICE.en.decision,
      ]);
      update({ history: backOfficeJourney(3), historyLoading: false });
      expect(groupHeadings()).toEqual([
        'Handed in with the request on 01/03/2025 10:30',
        BACK_OFFICE.en.request,
        'Other documents handed in',
        BACK_OFFICE.en.other,
      ]);
    });
  },
);
