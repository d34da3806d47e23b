import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@suap/shared';
import { renderAttachments } from '../../../../components/attachments/testing/render-attachments';
import { sessionStore } from '../../../../lib/session-storage';
import { callsTo, holdCalls, logIn, mockApi, ok, type Reply } from '../../../../test/api-mock';
import { attachment, attachmentsReply, signature } from '../../../../test/attachment-fixtures';
import { ADMIN, STAFF, staffRequest } from '../../../../test/fixtures';
import { refusalJourney } from '../../../../test/procedure-fixtures';
import { renderApp } from '../../../../test/render-app';
import { captureDownloads } from '../../../../test/request-details';
import {
  openProcedureDetails,
  PROCEDURE_PATH,
  procedureOf,
  procedureReply,
} from '../../testing/procedure-details';
import { AttachmentsSection } from './AttachmentsSection';

const LIST = '/api/suap/v1/backoffice/attachments/9';
const downloads = captureDownloads();

/** Request 9 after the citizen answered an integration: the history has the send (1) and the answer (4). */
const answered = () => ({
  request: staffRequest(9, 8),
  procedure: { stateId: 8 as const, history: refusalJourney(4) },
});

const HANDED_IN = [
  attachment({ historyId: 1 }),
  attachment({
    attachmentId: 2,
    fileName: 'procura.pdf.p7m',
    contentType: 'application/pkcs7-mime',
    signatureFormat: 'cades',
    signatures: [signature({ status: 'intact' })],
    historyId: 1,
  }),
  attachment({ attachmentId: 3, fileName: 'planimetria-nuova.pdf', stage: 'answer', historyId: 4 }),
];

async function openDocuments(reply: () => Reply, lang: 'it' | 'en' = 'it', user = STAFF) {
  const setup = await openProcedureDetails({
    ...answered(),
    lang,
    user,
    handlers: {
      [`GET ${LIST}`]: reply,
      [`GET ${LIST}/3`]: () => ({
        body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-type': 'application/pdf' },
      }),
    },
  });
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: lang === 'it' ? 'Documenti' : 'Documents',
  });
  return { ...setup, section: heading.closest('section') as HTMLElement };
}

describe('back-office documents of a request', { timeout: 30_000 }, () => {
  it('lists what was handed in under the step that handed it in, after the history', async () => {
    const { section } = await openDocuments(() => attachmentsReply(HANDED_IN));
    const history = screen.getByRole('heading', { level: 2, name: 'Cronologia' });
    expect(history.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const groups = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual([
      'Consegnati con la richiesta il 01/03/2025 10:30',
      "Consegnati con la risposta all'integrazione il 04/03/2025 10:30",
    ]);
    const sent = within(section).getByRole('list', { name: groups[0]! });
    expect(
      within(sent)
        .getAllByRole('button', { name: /^Scarica/ })
        .map((button) => button.textContent),
    ).toEqual(['Scarica planimetria.pdf', 'Scarica procura.pdf.p7m']);
    expect(sent).toHaveTextContent(
      'Firmato digitalmente da Mario Rossi (RSSMRA80A01H501U) il 02/03/2025 10:15: ' +
        'firma integra, firmatario non verificato su un elenco di fiducia.',
    );
    expect(within(section).getByRole('list', { name: groups[1]! })).toHaveTextContent(
      'planimetria-nuova.pdf',
    );
    // Staff only read: nothing to remove.
    expect(within(section).queryByRole('button', { name: /Rimuovi/ })).not.toBeInTheDocument();
  });

  it('downloads a document through the back-office path, under its own name', async () => {
    const { section, user, calls } = await openDocuments(() => attachmentsReply(HANDED_IN));
    await user.click(within(section).getByRole('button', { name: 'Scarica planimetria-nuova.pdf' }));
    await waitFor(() => expect(downloads).toEqual(['planimetria-nuova.pdf']));
    expect(callsTo(calls, 'GET', `${LIST}/3`)).toHaveLength(1);
  });

  it('says once that files are not scanned', async () => {
    const { section } = await openDocuments(() => attachmentsReply(HANDED_IN, { scanned: false }));
    expect(within(section).getAllByText('I file non vengono controllati da un antivirus.')).toHaveLength(1);
  });

  it('says when the applicant handed in no documents, to the read-only profile too', async () => {
    const readOnly = { ...STAFF, profile: { profileId: 99 as const, description: 'Operatore' } };
    const { section } = await openDocuments(() => attachmentsReply([]), 'it', readOnly);
    expect(section).toHaveTextContent('Il richiedente non ha consegnato documenti.');
  });

  it('says when the documents cannot be loaded, and loads them again on retry', async () => {
    let failing = true;
    const { section, calls } = await openDocuments(() =>
      failing
        ? { status: 500, body: { code: 500, message: 'Errore', description: 'Errore' } }
        : attachmentsReply(HANDED_IN),
    );
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare i documenti allegati.',
    );
    failing = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(2));
    expect(callsTo(calls, 'GET', LIST)).toHaveLength(2);
  });

  it('speaks English on the English page', async () => {
    const { section } = await openDocuments(() => attachmentsReply(HANDED_IN), 'en');
    expect(within(section).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      'Handed in with the request on 01/03/2025 10:30',
    );
    expect(section).toHaveTextContent('signature intact, signer not checked against a trusted list');
  });
});

const SENT = 'Consegnati con la richiesta il 01/03/2025 10:30';
const ANSWERED = "Consegnati con la risposta all'integrazione il 04/03/2025 10:30";
const OTHER = 'Altri documenti consegnati';

describe('back-office documents while the history loads', { timeout: 30_000 }, () => {
  it('shows no group heading on the page until the procedure’s history is read, then the right ones', async () => {
    const { request, procedure } = answered();
    logIn(ADMIN, 'bo');
    sessionStore.set('selectedRequest', request);
    mockApi({
      'GET /api/suap/v1/backoffice/request/9': () =>
        ok({ code: 200, message: 'OK', description: '', request }),
      [`GET ${PROCEDURE_PATH}9`]: () => procedureReply(procedureOf(request, procedure)),
      [`GET ${LIST}`]: () => attachmentsReply(HANDED_IN),
      'GET /api/suap/v1/backoffice/notifications/9': () =>
        ok({ code: 200, message: 'OK', description: '', notifications: [] }),
    });
    // The procedure (and its history) answers only when the test says so; every other call as usual.
    const release = holdCalls(`${PROCEDURE_PATH}9`);
    let seenOther = false;
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes(OTHER)) seenOther = true;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderApp('/it/back-office/requests/details');
    await screen.findByRole('heading', { level: 1, name: 'Richiesta n. 9' });
    expect(screen.queryByRole('heading', { level: 3, name: SENT })).not.toBeInTheDocument();

    release();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Documenti' });
    const section = heading.closest('section') as HTMLElement;
    await within(section).findByRole('heading', { level: 3, name: SENT });
    expect(within(section).getByRole('heading', { level: 3, name: ANSWERED })).toBeInTheDocument();
    observer.disconnect();
    expect(seenOther).toBe(false);
  });

  it('the section itself holds the groups back while it is given no history', async () => {
    mockApi({ [`GET ${LIST}`]: () => attachmentsReply(HANDED_IN) });
    let give: (history: readonly HistoryEntry[]) => void = () => {};
    function Page() {
      const [history, setHistory] = useState<readonly HistoryEntry[] | undefined>(undefined);
      give = setHistory;
      return <AttachmentsSection requestId={9} history={history} />;
    }
    await renderAttachments(<Page />);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Documenti' })).closest(
      'section',
    ) as HTMLElement;
    const waiting = within(section).getByText('Caricamento dei documenti in corso.');
    expect(waiting.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(section).queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(section).not.toHaveTextContent(OTHER);
    expect(section).not.toHaveTextContent('Il richiedente non ha consegnato documenti.');

    act(() => give(refusalJourney(4)));
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([SENT, ANSWERED]);
    expect(section.querySelector('[aria-busy]')).toBeNull();
  });
});
