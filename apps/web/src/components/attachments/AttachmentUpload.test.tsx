import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachment, fileOf, LIMITS, stubUploads } from '../../test/attachment-fixtures';
import { expectNoAxeViolations } from '../../test/axe';
import { okReply } from '../../test/api-mock';
import { resetApp } from '../../test/reset-app';
import { AttachmentUpload } from './AttachmentUpload';
import { renderAttachments } from './testing/render-attachments';

// The file picker in the portal's words (issue 29): the browser's own file input says "Choose file / No file
// chosen" in the browser's language, whatever the page's; it stays in the page for the keyboard and screen
// readers, out of sight, with its label shown as the button and the file chosen said beside it.

afterEach(async () => {
  resetApp();
  await act(() => i18next.changeLanguage('it'));
});

const TEXTS = {
  it: {
    label: 'Scegli i file da allegare',
    none: 'Nessun file selezionato',
    two: '2 file selezionati',
    hint: 'Puoi allegare PDF, PDF/A, file firmati .p7m, JPEG, PNG; fino a 20 MB per file, 100 MB in tutto.',
    drop: 'Puoi anche trascinare i file in questo riquadro.',
  },
  en: {
    label: 'Choose the files to attach',
    none: 'No file chosen',
    two: '2 files chosen',
    hint: 'You can attach PDF, PDF/A, signed .p7m files, JPEG, PNG; up to 20 MB per file, 100 MB in all.',
    drop: 'You can also drag the files into this box.',
  },
} as const;

async function renderUpload(lang: 'it' | 'en' = 'it', disabled = false) {
  const uploads = stubUploads();
  const onUploaded = vi.fn();
  await renderAttachments(
    <section aria-labelledby="title">
      <h2 id="title">{lang === 'it' ? 'Aggiungi documenti' : 'Add documents'}</h2>
      <AttachmentUpload requestId={3} limits={LIMITS} onUploaded={onUploaded} disabled={disabled} />
    </section>,
    lang,
  );
  const input = screen.getByLabelText<HTMLInputElement>(TEXTS[lang].label);
  // The label people see and click: the button.
  const button = document.querySelector<HTMLLabelElement>(`label[for="${input.id}"]`)!;
  return { uploads, onUploaded, input, button };
}

describe('the file picker in the page’s language', { timeout: 30_000 }, () => {
  for (const lang of ['it', 'en'] as const) {
    const texts = TEXTS[lang];

    it(`says in ${lang} that no file is chosen, with a button in the page's words`, async () => {
      const { input, button } = await renderUpload(lang);
      // A real file input, named by its label, described by what is accepted and by what is chosen.
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('multiple');
      expect(input).toHaveAccessibleName(texts.label);
      expect(input).toHaveAccessibleDescription(`${texts.hint} ${texts.none}`);
      // Out of sight but still in the page: neither display:none nor hidden, which would take it off the keyboard.
      expect(input).toHaveClass('visually-hidden');
      expect(input).not.toHaveAttribute('hidden');
      expect(input).not.toHaveAttribute('tabindex');
      // The visible button is its label, styled as the design kit's outline button.
      expect(button).toHaveTextContent(texts.label);
      expect(button).toHaveClass('btn', 'btn-outline-primary');
      expect(screen.getByText(texts.none)).toBeVisible();
      expect(screen.getByText(texts.drop)).toBeInTheDocument();
    });

    it(`names the file chosen in ${lang}, or counts the files`, async () => {
      const { input, uploads } = await renderUpload(lang);
      await userEvent.upload(input, fileOf('planimetria.pdf', 100));
      expect(input).toHaveAccessibleDescription(`${texts.hint} planimetria.pdf`);
      await waitFor(() => expect(uploads).toHaveLength(1));
      uploads[0]!.respond({ status: 201, body: okReply({ attachment: attachment() }) });

      await userEvent.upload(input, [fileOf('uno.pdf', 100), fileOf('due.pdf', 100)]);
      expect(input).toHaveAccessibleDescription(`${texts.hint} ${texts.two}`);
      expect(screen.getByText(texts.two)).toBeInTheDocument();
      expect(screen.queryByText(texts.none)).not.toBeInTheDocument();
    });
  }

  it('is reached with the keyboard and opens on the label (the button) too', async () => {
    const user = userEvent.setup();
    const { input, button } = await renderUpload();
    await user.tab();
    expect(input).toHaveFocus();
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await user.click(button);
    expect(opened).toHaveBeenCalled();
  });

  it('names the file dropped on the box', async () => {
    const { uploads } = await renderUpload('en');
    const box = screen.getByText(TEXTS.en.drop).parentElement!;
    fireEvent.drop(box, { dataTransfer: { files: [fileOf('dropped.pdf', 100)] } });
    expect(await screen.findByText('dropped.pdf', { selector: '.suap-upload-chosen' })).toBeInTheDocument();
    await waitFor(() => expect(uploads).toHaveLength(1));
  });

  it('keeps what was said when the choice is cancelled', async () => {
    const { input } = await renderUpload();
    await userEvent.upload(input, fileOf('planimetria.pdf', 100));
    fireEvent.change(input, { target: { files: [] } });
    expect(screen.getByText('planimetria.pdf', { selector: '.suap-upload-chosen' })).toBeInTheDocument();
  });

  it('is disabled while the form is sent, the button with it', async () => {
    const { input, button } = await renderUpload('it', true);
    expect(input).toBeDisabled();
    expect(button).toHaveClass('disabled');
  });

  for (const lang of ['it', 'en'] as const)
    it(`has no axe violation in ${lang}, before and after a choice`, async () => {
      const { input } = await renderUpload(lang);
      await expectNoAxeViolations();
      await userEvent.upload(input, fileOf('planimetria.pdf', 100));
      await expectNoAxeViolations();
    });
});
