import { apiPaths, fillPath, type NotificationListReply } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/back-office-sessions.js';
import { citizen, completeDraft, FIRST_STEP, referenceIds, requestOf } from '../../../test/citizen.js';
import { buildTestApp, testConfig } from '../../../test/helper.js';
import { buildApp } from '../../app.js';
import type { SinkMessage } from './dev-mail-sink.js';

const staffUrl = (id: number) => `/api${fillPath(apiPaths.backOffice.notifications, { id })}`;

// An app as `npm start` runs it, outside production: the worker every second, the embedded mail sink, the mailbox.
describe('the development mailbox and the staff’s view of the messages (issue 28)', async () => {
  const { app, database } = await buildTestApp({
    NOTIFICATION_POLL_SECONDS: 1,
    RATE_LIMIT_LOGIN_PER_MINUTE: 100_000,
  });
  const ids = await referenceIds(database);
  const mario = await citizen(app, 'mario.rossi');
  // 'staff' has the generic back-office profile (99), which only reads.
  const staff = await signedIn(app, 'bo', 'staff');
  const created = requestOf(
    await mario.post('/api/suap/v1/request', { ...FIRST_STEP, ...completeDraft(ids) }),
  );
  const requestId = created.requestId!;
  expect(
    (await mario.put(`/api/suap/v1/request/${requestId}`, { version: 1, action: 'send' })).statusCode,
  ).toBe(200);

  const inbox = async () =>
    (await app.inject({ method: 'GET', url: '/dev/mailbox/messages.json' })).json() as {
      messages: SinkMessage[];
    };
  async function waitForMail(): Promise<SinkMessage> {
    for (let tries = 0; tries < 100; tries += 1) {
      const [message] = (await inbox()).messages;
      if (message) return message;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('no message reached the mail sink');
  }

  it('delivers the receipt to the embedded sink, which the mailbox shows', async () => {
    const message = await waitForMail();
    expect(message).toMatchObject({ to: ['mario.rossi@pec.example.it'], language: 'it' });
    const list = await app.inject({ method: 'GET', url: '/dev/mailbox?lang=en' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<html lang="en">');
    expect(list.body).toContain(message.subject);
    const page = await app.inject({ method: 'GET', url: `/dev/mailbox/${message.id}` });
    expect(page.body).toContain(`/private-area/request-details/${requestId}`);
    const html = await app.inject({ method: 'GET', url: `/dev/mailbox/${message.id}/html` });
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/999' })).statusCode).toBe(404);
  });

  it('never starts the sink nor mounts the mailbox in production, even were SMTP_URL missing', async () => {
    // loadConfig refuses production without SMTP_URL; this proves the plugin's own guard behind it.
    const config = { ...testConfig({ NOTIFICATION_POLL_SECONDS: 1 }), isProduction: true };
    const production = await buildApp({ config, database, logger: false });
    await production.ready();
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages.json', '/dev/mailbox/1'])
        expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('shows staff, the read-only generic profile included, each message and whether it was delivered', async () => {
    await waitForMail();
    const reply = await call(staff, 'GET', staffUrl(requestId));
    expect(reply.statusCode, reply.body).toBe(200);
    const { notifications } = reply.json() as NotificationListReply;
    expect(notifications).toEqual([
      expect.objectContaining({
        event: 'requestSent',
        channel: 2,
        recipient: 'mario.rossi@pec.example.it',
        language: 'it',
        status: 'sent',
        attempts: 1,
        sentAt: expect.any(String),
        nextAttemptAt: null,
        lastError: null,
      }),
    ]);
  });

  it('answers 404 for an unknown request and refuses citizens', async () => {
    expect((await call(staff, 'GET', staffUrl(999_999))).statusCode).toBe(404);
    expect((await mario.get(staffUrl(requestId))).statusCode).toBe(403);
  });
});
