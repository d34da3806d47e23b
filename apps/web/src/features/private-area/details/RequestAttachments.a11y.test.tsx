import { screen } from '@testing-library/react';
import { beforeEach, describe, it } from 'vitest';
import { logIn } from '../../../test/api-mock';
import { attachment, attachmentsReply, signature } from '../../../test/attachment-fixtures';
import { expectNoAxeViolations } from '../../../test/axe';
import { captureDownloads } from '../../../test/request-details';
import { integrationRequested, openProcedurePage } from '../testing/procedure-page';

// Issue 29 on the whole request page: the answer form with a document added to it, and the documents handed in
// with the request below the history.

beforeEach(() => logIn());
captureDownloads();

describe('request page documents accessibility (axe)', { timeout: 30_000 }, () => {
  for (const lang of ['it', 'en'] as const)
    it(`state 7 with documents, in ${lang}: no violation`, async () => {
      await openProcedurePage(
        () => integrationRequested(),
        {
          'GET /api/suap/v1/request/attachments/3': () =>
            attachmentsReply([
              attachment({ historyId: 1, signatureFormat: 'pades', signatures: [signature()] }),
              attachment({ attachmentId: 2, fileName: 'visura.pdf', stage: 'answer' }),
            ]),
        },
        lang,
      );
      await screen.findAllByRole('button', { name: /visura\.pdf$/ });
      await screen.findByRole('button', { name: /planimetria\.pdf$/ });
      await expectNoAxeViolations();
    });
});
