import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '@suap/shared';
import { callsTo, mockApi, ok, okReply } from '../../test/api-mock';
import {
  attachment,
  attachmentsReply,
  fileOf,
  refusal,
  stubUploads,
  type FakeUpload,
} from '../../test/attachment-fixtures';
import { resetApp } from '../../test/reset-app';
import { StageAttachments } from './StageAttachments';
import { renderAttachments } from './testing/render-attachments';

const LIST = '/api/suap/v1/request/attachments/3';

beforeEach(() => {
  document.cookie = 'suap_csrf=token-1; path=/';
});
afterEach(() => {
  resetApp();
  document.cookie = 'suap_csrf=; max-age=0; path=/';
});

/** The documents of request 3's draft as the server holds them (`server.attachments`, changed by the tests). */
async function openDraftDocuments(attachments: Attachment[] = [], limits = {}) {
  const server = { attachments };
  const calls = mockApi({
    [`GET ${LIST}`]: () => attachmentsReply(server.attachments, limits),
    [`DELETE ${LIST}/1`]: () => {
      server.attachments = server.attachments.filter((item) => item.attachmentId !== 1);
      return ok(okReply({}));
    },
    [`DELETE ${LIST}/2`]: () =>
      refusal(
        409,
        'handed-in',
        'Il documento è già stato consegnato con la richiesta: non si può rimuovere.',
      ),
  });
  const uploads = stubUploads();
  const onBusyChange = vi.fn();
  await renderAttachments(<StageAttachments requestId={3} stage="application" onBusyChange={onBusyChange} />);
  await screen.findByRole('heading', { level: 3, name: 'Documenti aggiunti' });
  return { server, calls, uploads, onBusyChange, input: screen.getByLabelText('Scegli i file da allegare') };
}

const stored = (upload: FakeUpload, added: Attachment) =>
  upload.respond({ status: 201, body: okReply({ attachment: added }) });

describe('adding documents to a draft', { timeout: 30_000 }, () => {
  it('says what is accepted before anything is chosen', async () => {
    const { input } = await openDraftDocuments();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription(
      'Puoi allegare PDF, PDF/A, file firmati .p7m, JPEG, PNG; fino a 20 MB per file, 100 MB in tutto. ' +
        'Nessun file selezionato',
    );
    expect(screen.getByText('Puoi anche trascinare i file in questo riquadro.')).toBeInTheDocument();
  });

  it('sends a file with the CSRF header, shows its progress, then lists it', async () => {
    const { server, uploads, input, onBusyChange } = await openDraftDocuments();
    await userEvent.upload(input, fileOf('planimetria.pdf', 2048));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [upload] = uploads as [FakeUpload];
    expect(upload.method).toBe('POST');
    expect(upload.url.pathname).toBe(LIST);
    expect(upload.url.searchParams.get('lang')).toBe('it');
    expect(upload.headers['x-csrf-token']).toBe('token-1');
    expect(upload.file.name).toBe('planimetria.pdf');
    expect(onBusyChange).toHaveBeenLastCalledWith(true);

    const item = screen.getByRole('list', { name: 'File scelti' });
    expect(item).toHaveTextContent('planimetria.pdf');
    expect(item).toHaveTextContent('PDF, 2 KB');
    const bar = within(item).getByRole('progressbar', { name: 'Caricamento di planimetria.pdf' });
    upload.progress(1024);
    expect((bar as HTMLProgressElement).value).toBe(50);
    expect(item).toHaveTextContent('Caricamento in corso: 50%');

    server.attachments = [attachment({ size: 2048 })];
    stored(upload, server.attachments[0]!);
    await screen.findByRole('button', { name: 'Scarica planimetria.pdf' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByText('Hai aggiunto un documento.')).toBeInTheDocument();
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('sends the files one at a time, in the order chosen', async () => {
    const { uploads, input } = await openDraftDocuments();
    await userEvent.upload(input, [fileOf('uno.pdf', 100), fileOf('due.png', 200, 'image/png')]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    const list = screen.getByRole('list', { name: 'File scelti' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(
      'due.pngImmagine PNG, 200 BytesIn attesa',
    );
    stored(uploads[0]!, attachment({ fileName: 'uno.pdf' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.file.name).toBe('due.png');
    stored(uploads[1]!, attachment({ attachmentId: 2, fileName: 'due.png', contentType: 'image/png' }));
    expect(await screen.findByText('Hai aggiunto 2 documenti.')).toBeInTheDocument();
  });

  it('shows the server’s refusal beside the file, sums it up on top and moves focus there', async () => {
    const { uploads, input } = await openDraftDocuments();
    await userEvent.upload(input, [fileOf('relazione.pdf', 300), fileOf('foto.png', 100, 'image/png')]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    const refused =
      'Il file «relazione.pdf» non è di un tipo ammesso: si accettano PDF (anche PDF/A), file firmati .p7m, immagini JPEG e PNG.';
    uploads[0]!.respond(refusal(415, 'type', refused));
    await waitFor(() => expect(uploads).toHaveLength(2));
    stored(uploads[1]!, attachment({ fileName: 'foto.png', contentType: 'image/png' }));

    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary).getByRole('heading', { name: 'Un file non è stato caricato' }),
    ).toBeInTheDocument();
    // The refused file stays in the list of files chosen, with the reason beside it; the other went through.
    const list = screen.getByRole('list', { name: 'File scelti' });
    const [item] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(item).toHaveTextContent('relazione.pdf');
    expect(item).toHaveTextContent(`Errore: ${refused}`);
    await userEvent.click(within(summary).getByRole('link', { name: refused }));
    expect(within(item).getByText(refused).closest('p')).toHaveFocus();
  });

  it('says why when the connection fails, without a reason from the server', async () => {
    const { uploads, input } = await openDraftDocuments();
    await userEvent.upload(input, fileOf('relazione.pdf', 300));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.respond({ status: 502, body: 'Bad gateway' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il file «relazione.pdf» non è stato caricato: si è verificato un problema. Riprova tra qualche minuto.',
    );
  });

  it('refuses a file larger than the limit before sending it', async () => {
    const { uploads, input } = await openDraftDocuments([], { maxFileBytes: 1024 });
    await userEvent.upload(input, fileOf('grande.pdf', 2048));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il file «grande.pdf» supera la dimensione massima di 1 KB per documento.',
    );
    expect(uploads).toHaveLength(0);
  });

  it('takes files dropped on the box', async () => {
    const { uploads } = await openDraftDocuments();
    const box = screen.getByText('Puoi anche trascinare i file in questo riquadro.').parentElement!;
    const files = [fileOf('trascinato.pdf', 100)];
    fireEvent.dragOver(box, { dataTransfer: { files } });
    expect(box).toHaveTextContent('Rilascia i file per caricarli.');
    fireEvent.drop(box, { dataTransfer: { files } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.file.name).toBe('trascinato.pdf');
  });
});

describe('removing documents', { timeout: 30_000 }, () => {
  it('removes one, says so where focus lands, and lists what is left', async () => {
    const { calls } = await openDraftDocuments([attachment()]);
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi planimetria.pdf' }));
    const done = await screen.findByText('Hai rimosso il documento «planimetria.pdf».');
    expect(done).toHaveAttribute('role', 'status');
    await waitFor(() => expect(done).toHaveFocus());
    expect(await screen.findByText('Nessun documento allegato.')).toBeInTheDocument();
    const [removal] = callsTo(calls, 'DELETE', `${LIST}/1`);
    expect(removal!.url.searchParams.get('lang')).toBe('it');
  });

  it('says why the server refused a removal', async () => {
    await openDraftDocuments([attachment({ attachmentId: 2, fileName: 'visura.pdf' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi visura.pdf' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Il documento «visura.pdf» non è stato rimosso. Il documento è già stato consegnato con la richiesta: non si può rimuovere.',
    );
    expect(alert).toHaveFocus();
  });

  it('lists only the documents of its stage not handed in yet', async () => {
    await openDraftDocuments([
      attachment(),
      attachment({ attachmentId: 5, fileName: 'risposta.pdf', stage: 'answer' }),
      attachment({ attachmentId: 6, fileName: 'consegnato.pdf', historyId: 1 }),
    ]);
    expect(screen.getByRole('list', { name: 'Documenti aggiunti' })).toHaveTextContent('planimetria.pdf');
    expect(screen.queryByText('risposta.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText('consegnato.pdf')).not.toBeInTheDocument();
  });
});
