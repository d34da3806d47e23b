import { screen } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import type { SsuStatus } from '@suap/shared';
import { expectNoAxeViolations } from '../../../../test/axe';
import { resetApp } from '../../../../test/reset-app';
import { openProcedureDetails } from '../../testing/procedure-details';
import { FAILED_CUI, SSU_PATH, ssuCall, ssuReply, ssuStatus, WAITING_CUI } from './ssu-fixtures';

// Issue 30: the SSU section is in the accessibility sweep, with every call done, one waiting, one failed, and
// the status not loaded.

afterEach(() => resetApp());

const open = async (ssu: SsuStatus | 'error') => {
  await openProcedureDetails({
    lang: 'en',
    handlers: {
      [`GET ${SSU_PATH}`]: () =>
        ssu === 'error'
          ? { status: 500, body: { code: 500, message: 'Error', description: 'Error' } }
          : ssuReply(ssu),
    },
  });
  await screen.findByRole('heading', { level: 2, name: 'National SUAP system (SSU)' });
};

describe('national SUAP system section accessibility', { timeout: 60_000 }, () => {
  it('a CUI and five calls done: no axe violation', async () => {
    await open(ssuStatus());
    await screen.findByText('Receipt notified to the back office');
    await expectNoAxeViolations();
  });

  it('no CUI yet, a call waiting and one failed: no axe violation', async () => {
    await open(ssuStatus({ cui: null, receiptOn: null, calls: [WAITING_CUI, { ...FAILED_CUI, callId: 2 }] }));
    await screen.findByText('Failed');
    await expectNoAxeViolations();
  });

  it('a document fetched from the back office and a retry with its inconsistency: no axe violation', async () => {
    await open(
      ssuStatus({
        calls: [
          ssuCall({ operation: 'fetch_document', purpose: 'notify' }),
          ssuCall({
            callId: 2,
            operation: 'retry',
            purpose: 'notify',
            message: 'ERROR_412_001',
          }),
        ],
      }),
    );
    await screen.findByText(/^Inconsistency found: /);
    await expectNoAxeViolations();
  });

  it('the status could not be loaded: no axe violation', async () => {
    await open('error');
    await screen.findByText(/We could not retrieve the request's status/);
    await expectNoAxeViolations();
  });
});
