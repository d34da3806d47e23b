import { screen } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { attachment, attachmentsReply, signature } from '../../../../test/attachment-fixtures';
import { expectNoAxeViolations } from '../../../../test/axe';
import { staffRequest } from '../../../../test/fixtures';
import { refusalJourney } from '../../../../test/procedure-fixtures';
import { resetApp } from '../../../../test/reset-app';
import { openProcedureDetails } from '../../testing/procedure-details';

// Issue 29: the documents section on the whole back-office page, with a group per step, signatures and the note
// that files are not scanned.

afterEach(() => resetApp());

describe('back-office documents accessibility', { timeout: 60_000 }, () => {
  for (const lang of ['it', 'en'] as const)
    it(`documents handed in with the request and an answer, in ${lang}: no axe violation`, async () => {
      await openProcedureDetails({
        lang,
        request: staffRequest(9, 8),
        procedure: { stateId: 8, history: refusalJourney(4) },
        handlers: {
          'GET /api/suap/v1/backoffice/attachments/9': () =>
            attachmentsReply(
              [
                attachment({ historyId: 1, scan: 'not-scanned' }),
                attachment({
                  attachmentId: 2,
                  fileName: 'procura.pdf.p7m',
                  contentType: 'application/pkcs7-mime',
                  signatureFormat: 'cades',
                  signatures: [signature({ status: 'broken', problem: 'Digest mismatch' })],
                  historyId: 4,
                  stage: 'answer',
                  scan: 'not-scanned',
                }),
              ],
              { scanned: false },
            ),
        },
      });
      await screen.findByRole('button', { name: /procura\.pdf\.p7m/ });
      await expectNoAxeViolations();
    });
});
