import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Attachment } from '@suap/shared';
import { callsTo, holdCalls, logIn, mockApi, ok, okReply } from '../../../test/api-mock';
import {
  attachment,
  attachmentsReply,
  fileOf,
  signature,
  stubUploads,
} from '../../../test/attachment-fixtures';
import { citizenRequest, requestReply } from '../../../test/fixtures';
import { historyEntry, procedureReply, refusalJourney } from '../../../test/procedure-fixtures';
import { renderApp } from '../../../test/render-app';
import { captureDownloads } from '../../../test/request-details';
import {
  ANSWER_3,
  integrationRequested,
  openProcedurePage,
  PROCEDURE_3,
  REQUEST_3,
  stateOf,
} from '../testing/procedure-page';

const LIST = '/api/suap/v1/request/attachments/3';

beforeEach(() => logIn());
const downloads = captureDownloads();

const sectionNamed = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;

/** Holds the procedure's reads (its history): the documents' list arrives first, as it may in the browser. */
const holdProcedure = () => holdCalls(PROCEDURE_3.slice(4));

/** Whether `text` was ever on the page from now on, however briefly. */
function watchFor(text: string) {
  const seen = { ever: false };
  const check = () => {
    if (document.body.textContent?.includes(text)) seen.ever = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  check();
  return { seen, stop: () => observer.disconnect() };
}

const OTHER = 'Altri documenti consegnati';

describe('the documents on the citizen’s request page', { timeout: 30_000 }, () => {
  it('lists those sent with the request and with the answer, each group under its step, to download', async () => {
    const handedIn = [
      attachment({ historyId: 1, signatureFormat: 'pades', signatures: [signature()] }),
      attachment({ attachmentId: 2, fileName: 'visura.pdf', stage: 'answer', historyId: 4 }),
    ];
    const { calls } = await openProcedurePage(() => stateOf(8, { history: refusalJourney(4) }), {
      [`GET ${LIST}`]: () => attachmentsReply(handedIn),
      [`GET ${LIST}/2`]: () => ({
        body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    const section = await sectionNamed('Documenti');
    await within(section).findByRole('heading', {
      level: 3,
      name: 'Consegnati con la richiesta il 01/03/2025 10:30',
    });
    const answer = within(section).getByRole('list', {
      name: "Consegnati con la risposta all'integrazione il 04/03/2025 10:30",
    });
    expect(section).toHaveTextContent(
      'Firmato digitalmente da Mario Rossi (RSSMRA80A01H501U) il 02/03/2025 10:15: firma valida.',
    );
    await userEvent.click(within(answer).getByRole('button', { name: 'Scarica visura.pdf' }));
    await waitFor(() => expect(downloads).toEqual(['visura.pdf']));
    expect(callsTo(calls, 'GET', `${LIST}/2`)).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: /Rimuovi/ })).not.toBeInTheDocument();
  });

  it('shows no group heading while the history loads, then each group under its step', async () => {
    const state = stateOf(8, { history: refusalJourney(4) });
    mockApi({
      [REQUEST_3]: () => ok(requestReply(state.request)),
      [PROCEDURE_3]: () => ok(procedureReply(state.procedure)),
      [`GET ${LIST}`]: () =>
        attachmentsReply([
          attachment({ historyId: 1 }),
          attachment({ attachmentId: 2, fileName: 'visura.pdf', stage: 'answer', historyId: 4 }),
        ]),
    });
    const release = holdProcedure();
    const other = watchFor(OTHER);
    renderApp('/it/private-area/request-details/3');

    // The documents are read, the history not yet: no heading, no "none", a busy note instead.
    const section = await sectionNamed('Documenti');
    const waiting = await within(section).findByText('Caricamento dei documenti in corso.');
    expect(waiting.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(section).queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(section).not.toHaveTextContent('Nessun documento consegnato.');

    release();
    await within(section).findByRole('heading', {
      level: 3,
      name: 'Consegnati con la richiesta il 01/03/2025 10:30',
    });
    expect(
      within(section).getByRole('heading', {
        level: 3,
        name: "Consegnati con la risposta all'integrazione il 04/03/2025 10:30",
      }),
    ).toBeInTheDocument();
    expect(section.querySelector('[aria-busy]')).toBeNull();
    expect(within(section).queryByText('Caricamento dei documenti in corso.')).not.toBeInTheDocument();
    other.stop();
    expect(other.seen.ever).toBe(false);
  });

  it('shows what a draft has attached so far, changed by resuming it', async () => {
    const draft = citizenRequest(3, 1);
    mockApi({
      'GET /api/suap/v1/request/3': () => ok(requestReply(draft)),
      [`GET ${LIST}`]: () => attachmentsReply([attachment()]),
    });
    renderApp('/it/private-area/request-details/3');
    const section = await sectionNamed('Documenti allegati');
    expect(
      await within(section).findByRole('button', { name: 'Scarica planimetria.pdf' }),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('Li consegni quando invii la richiesta.');
    expect(within(section).queryByRole('button', { name: /Rimuovi/ })).not.toBeInTheDocument();
  });
});

describe('documents with the answer to an integration request', { timeout: 30_000 }, () => {
  it('attaches a file to the answer, holds the send meanwhile, and shows it handed in once sent', async () => {
    const user = userEvent.setup();
    const server = { state: integrationRequested(), attachments: [] as Attachment[] };
    const uploads = stubUploads();
    const { calls } = await openProcedurePage(() => server.state, {
      [`GET ${LIST}`]: () => attachmentsReply(server.attachments),
      [ANSWER_3]: () => {
        server.state = stateOf(8, {
          history: [
            ...refusalJourney(3),
            historyEntry(4, 'answerIntegration', { fromStateId: 7, toStateId: 8 }),
          ],
        });
        server.attachments = server.attachments.map((item) => ({ ...item, historyId: 4 }));
        return ok(procedureReply(server.state.procedure));
      },
    });
    const group = screen.getByRole('group', { name: 'Documenti da allegare alla risposta' });
    expect(group.closest('form')).not.toBeNull();
    await user.upload(within(group).getByLabelText('Scegli i file da allegare'), fileOf('visura.pdf', 400));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url.pathname).toBe(LIST);
    const send = screen.getByRole('button', { name: 'Invia la risposta' });
    expect(send).toBeDisabled();

    server.attachments = [attachment({ fileName: 'visura.pdf', stage: 'answer' })];
    uploads[0]!.respond({ status: 201, body: okReply({ attachment: server.attachments[0] }) });
    await within(group).findByRole('button', { name: 'Rimuovi visura.pdf' });
    expect(send).toBeEnabled();

    await user.type(screen.getByRole('textbox'), 'Allego la visura camerale richiesta.');
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi inviare la risposta?' });
    // The history with the answer in it arrives after the documents handed in with it: they wait for it, rather
    // than show for a moment under "Other documents handed in".
    const release = holdProcedure();
    const other = watchFor(OTHER);
    await user.click(within(dialog).getByRole('button', { name: 'Conferma e invia' }));
    const documents = await sectionNamed('Documenti');
    await within(documents).findByText('Caricamento dei documenti in corso.');
    expect(within(documents).queryByRole('button', { name: 'Scarica visura.pdf' })).not.toBeInTheDocument();
    release();
    await within(documents).findByRole('heading', {
      level: 3,
      name: "Consegnati con la risposta all'integrazione il 04/03/2025 10:30",
    });
    other.stop();
    expect(other.seen.ever).toBe(false);
    expect(within(documents).getByRole('button', { name: 'Scarica visura.pdf' })).toBeInTheDocument();
    expect(callsTo(calls, 'GET', LIST).length).toBeGreaterThanOrEqual(3);
  });
});
