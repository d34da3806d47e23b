import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '@suap/shared';
import { attachment, signature } from '../../test/attachment-fixtures';
import { AttachmentList } from './AttachmentList';
import { renderAttachments } from './testing/render-attachments';

afterEach(async () => {
  await act(() => i18next.changeLanguage('it'));
});

const signed = (overrides: Partial<Attachment> = {}) =>
  attachment({
    attachmentId: 2,
    fileName: 'domanda.pdf.p7m',
    contentType: 'application/pkcs7-mime',
    signatureFormat: 'cades',
    signatures: [signature()],
    ...overrides,
  });

async function renderList(
  attachments: Attachment[],
  options: { scanned?: boolean; lang?: 'it' | 'en' } = {},
) {
  const onDownload = vi.fn();
  const onRemove = vi.fn();
  await renderAttachments(
    <AttachmentList
      attachments={attachments}
      scanned={options.scanned ?? true}
      onDownload={onDownload}
      onRemove={onRemove}
      emptyText="Nessun documento allegato."
    />,
    options.lang,
  );
  const items = screen
    .queryAllByRole('listitem')
    .filter((item) => item.classList.contains('suap-attachment'));
  return { items, onDownload, onRemove };
}

describe('the list of documents', () => {
  it('names each document with its type, size and when it was added, and downloads it by its name', async () => {
    const { items, onDownload } = await renderList([attachment()]);
    const [item] = items as [HTMLElement];
    expect(item).toHaveTextContent('PDF, 1,5 MB, aggiunto il 02/03/2025 10:00');
    await userEvent.click(within(item).getByRole('button', { name: 'Scarica planimetria.pdf' }));
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ attachmentId: 1 }));
  });

  it('says an unsigned file is not signed, and that the antivirus checked it', async () => {
    const { items } = await renderList([attachment()]);
    expect(items[0]).toHaveTextContent('Non firmato.');
    expect(items[0]).toHaveTextContent("File controllato dall'antivirus.");
  });

  it('words a valid signature: signer, fiscal code, time and outcome', async () => {
    const { items } = await renderList([signed()]);
    expect(items[0]).toHaveTextContent(
      'Firmato digitalmente da Mario Rossi (RSSMRA80A01H501U) il 02/03/2025 10:15: firma valida.',
    );
    expect(items[0]).toHaveTextContent('File firmato .p7m');
  });

  it('words an intact signature whose signer no trusted list vouches for', async () => {
    const { items } = await renderList([signed({ signatures: [signature({ status: 'intact' })] })]);
    expect(items[0]).toHaveTextContent(
      'Firmato digitalmente da Mario Rossi (RSSMRA80A01H501U) il 02/03/2025 10:15: ' +
        'firma integra, firmatario non verificato su un elenco di fiducia.',
    );
  });

  it('words a broken signature with its technical reason, marked as English', async () => {
    const broken = signature({ status: 'broken', problem: 'The signed digest does not match the content' });
    const { items } = await renderList([signed({ signatures: [broken] })]);
    expect(items[0]).toHaveTextContent(
      'Firmato digitalmente da Mario Rossi (RSSMRA80A01H501U) il 02/03/2025 10:15: firma non valida.',
    );
    expect(items[0]).toHaveTextContent('Dettaglio tecnico: The signed digest does not match the content');
    expect(within(items[0]!).getByText('The signed digest does not match the content')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('says when the certificate was not valid at the time of signing, and copes with what it does not name', async () => {
    const odd = signature({ signerFiscalCode: null, signingTime: null, certificateValidAtSigning: false });
    const { items } = await renderList([signed({ signatures: [odd] })]);
    expect(items[0]).toHaveTextContent('Firmato digitalmente da Mario Rossi: firma valida.');
    expect(items[0]).toHaveTextContent('Certificato scaduto o non ancora valido al momento della firma.');
  });

  it('says once, above the list, that files are not scanned', async () => {
    const notScanned = { scan: 'not-scanned' as const };
    await renderList([attachment(notScanned), attachment({ attachmentId: 3, ...notScanned })], {
      scanned: false,
    });
    expect(screen.getAllByText('I file non vengono controllati da un antivirus.')).toHaveLength(1);
    expect(screen.queryByText(/File (non )?controllato/)).not.toBeInTheDocument();
  });

  it('offers to remove only what was not handed in, naming the file on the button', async () => {
    const { onRemove } = await renderList([attachment(), signed({ historyId: 1 })]);
    const remove = screen.getAllByRole('button', { name: /^Rimuovi/ });
    expect(remove).toHaveLength(1);
    expect(remove[0]).toHaveAccessibleName('Rimuovi planimetria.pdf');
    await userEvent.click(remove[0]!);
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ attachmentId: 1 }));
  });

  it('says when there is nothing', async () => {
    await renderList([]);
    expect(screen.getByText('Nessun documento allegato.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('speaks English on the English page', async () => {
    const { items } = await renderList([signed(), attachment({ attachmentId: 3, scan: 'not-scanned' })], {
      lang: 'en',
    });
    expect(items[0]).toHaveTextContent(
      'Digitally signed by Mario Rossi (RSSMRA80A01H501U) on 02/03/2025 10:15: valid signature.',
    );
    expect(items[0]).toHaveTextContent('Signed .p7m file, 1.5 MB, added on 02/03/2025 10:00');
    expect(items[1]).toHaveTextContent('Not signed.');
    expect(items[1]).toHaveTextContent('File not checked by the antivirus.');
    expect(screen.getByRole('button', { name: 'Remove planimetria.pdf' })).toBeInTheDocument();
  });
});
