import { screen } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import { resetApp } from '../../../../test/reset-app';
import { openProcedureDetails } from '../../testing/procedure-details';
import { NOTIFICATIONS_PATH, notificationsReply, THREE_STATUSES } from './notification-fixtures';

// Issue 28: the new section is in the accessibility sweep, with a message of each status, empty, and failed.

afterEach(() => resetApp());

const open = async (reply: Parameters<typeof notificationsReply>[0] | 'error') => {
  await openProcedureDetails({
    lang: 'en',
    handlers: {
      [`GET ${NOTIFICATIONS_PATH}`]: () =>
        reply === 'error'
          ? { status: 500, body: { code: 500, message: 'Error', description: 'Error' } }
          : notificationsReply(reply),
    },
  });
  await screen.findByRole('heading', { level: 2, name: 'Messages to the applicant' });
};

describe('messages to the applicant accessibility', { timeout: 60_000 }, () => {
  it('a message of each status: no axe violation', async () => {
    await open(THREE_STATUSES);
    await screen.findByText('Not delivered');
    await expectNoAxeViolations();
  });

  it('no message: no axe violation', async () => {
    await open([]);
    await screen.findByText('No message sent.');
    await expectNoAxeViolations();
  });

  it('the list could not be loaded: no axe violation', async () => {
    await open('error');
    await screen.findByText(/We could not retrieve the messages/);
    await expectNoAxeViolations();
  });
});
