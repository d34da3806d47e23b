import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import {
  attachment,
  attachmentsReply,
  fileOf,
  refusal,
  signature,
  stubUploads,
} from '../../test/attachment-fixtures';
import { expectNoAxeViolations } from '../../test/axe';
import { refusalJourney } from '../../test/procedure-fixtures';
import { resetApp } from '../../test/reset-app';
import { HandedInAttachments } from './HandedInAttachments';
import { StageAttachments } from './StageAttachments';
import { renderAttachments } from './testing/render-attachments';

// axe on the documents in each state they can show: signatures of every outcome, a file travelling, one
// waiting, one refused (with the summary), files not scanned, groups of handed-in documents.

afterEach(async () => {
  resetApp();
  await act(() => i18next.changeLanguage('it'));
});

const EVERY_SIGNATURE = [
  attachment(),
  attachment({
    attachmentId: 2,
    fileName: 'domanda.pdf',
    signatureFormat: 'pades',
    signatures: [
      signature(),
      signature({ status: 'intact', signerName: null }),
      signature({ status: 'broken', certificateValidAtSigning: false, problem: 'Digest mismatch' }),
    ],
  }),
  attachment({ attachmentId: 3, fileName: 'foto.jpg', contentType: 'image/jpeg', scan: 'not-scanned' }),
];

describe('documents accessibility (axe)', { timeout: 30_000 }, () => {
  for (const lang of ['it', 'en'] as const)
    it(`the documents of a draft being added to, in ${lang}: no violation`, async () => {
      mockApi({
        'GET /api/suap/v1/request/attachments/3': () => attachmentsReply(EVERY_SIGNATURE),
      });
      const uploads = stubUploads();
      await renderAttachments(
        <section aria-labelledby="title">
          <h2 id="title">Documenti allegati</h2>
          <StageAttachments requestId={3} stage="application" />
        </section>,
        lang,
      );
      const input = await screen.findByLabelText(
        lang === 'it' ? 'Scegli i file da allegare' : 'Choose the files to attach',
      );
      await userEvent.upload(input, [fileOf('uno.pdf', 100), fileOf('due.pdf', 100)]);
      await waitFor(() => expect(uploads).toHaveLength(1));
      uploads[0]!.progress(40);
      await expectNoAxeViolations();
      uploads[0]!.respond(refusal(415, 'type', 'Il file «uno.pdf» non è di un tipo ammesso.'));
      await waitFor(() => expect(uploads).toHaveLength(2));
      uploads[1]!.respond(refusal(503, 'scanner-unavailable', 'Il controllo antivirus non risponde.'));
      await screen.findByRole('alert');
      await expectNoAxeViolations();
    });

  it('handed-in documents in groups, files not scanned: no violation', async () => {
    await renderAttachments(
      <section aria-labelledby="title">
        <h2 id="title">Documents</h2>
        <HandedInAttachments
          scope="staff"
          requestId={3}
          attachments={EVERY_SIGNATURE.map((item, index) => ({ ...item, historyId: index === 2 ? 4 : 1 }))}
          scanned={false}
          history={refusalJourney(4)}
          emptyText="None"
        />
      </section>,
      'en',
    );
    await screen.findByText('Files are not checked by an antivirus.');
    await expectNoAxeViolations();
  });
});
