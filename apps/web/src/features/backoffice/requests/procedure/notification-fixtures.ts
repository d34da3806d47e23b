import type { Notification } from '@suap/shared';
import { ok, type Reply } from '../../../../test/api-mock';

// The messages of request 9 as the server would list them, for the section's tests.

export const NOTIFICATIONS_PATH = '/api/suap/v1/backoffice/notifications/9';

export const notification = (overrides: Partial<Notification> = {}): Notification => ({
  notificationId: 1,
  event: 'requestSent',
  channel: 2,
  recipient: 'mario.rossi@pec.example.com',
  language: 'en',
  dueOn: null,
  status: 'sent',
  attempts: 1,
  createdAt: '2025-03-02T09:15:00.000Z',
  sentAt: '2025-03-02T09:15:04.000Z',
  nextAttemptAt: null,
  lastError: null,
  ...overrides,
});

/** One message of each status: delivered, waiting after two failed attempts, given up. */
export const THREE_STATUSES: Notification[] = [
  notification(),
  notification({
    notificationId: 2,
    event: 'takenInCharge',
    channel: 1,
    recipient: 'mario.rossi@example.com',
    language: 'it',
    status: 'pending',
    attempts: 2,
    createdAt: '2025-03-02T10:00:00.000Z',
    sentAt: null,
    nextAttemptAt: '2025-03-02T10:35:00.000Z',
    lastError: '451 4.7.1 Try again later',
  }),
  notification({
    notificationId: 3,
    event: 'refusalNotice',
    dueOn: '2025-03-12',
    status: 'failed',
    attempts: 5,
    createdAt: '2025-03-02T10:05:00.000Z',
    sentAt: null,
    lastError: '550 5.1.1 User unknown',
  }),
];

export const notificationsReply = (notifications: Notification[]): Reply =>
  ok({ code: 200, message: 'OK', description: '', notifications });
