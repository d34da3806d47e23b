import { expect } from 'vitest';
import { citizen, completeDraft, FIRST_STEP, referenceIds, requestOf } from '../../../test/citizen.js';
import { buildTestApp } from '../../../test/helper.js';
import { notificationOutbox } from '../../db/schema.js';
import { messageComposer } from './compose-message.js';
import { createSmtpMailer } from './mailer.js';

// The address the messages link to; the app itself runs with the test default (its embedded providers need it).
export const BASE_URL = 'https://suap.example.it';

/** An app on its own database with one request mario sent, and short-hands to write messages about it. */
export async function deliverySetup() {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 100_000 });
  const ids = await referenceIds(database);
  const mario = await citizen(app, 'mario.rossi');
  const created = requestOf(
    await mario.post('/api/suap/v1/request', { ...FIRST_STEP, ...completeDraft(ids) }),
  );
  const sent = await mario.put(`/api/suap/v1/request/${created.requestId}`, { version: 1, action: 'send' });
  expect(sent.statusCode, sent.body).toBe(200);
  const requestId = created.requestId!;
  const compose = messageComposer(database.db, { baseUrl: BASE_URL, messageIdDomain: 'suap.example.it' });

  /** Writes `count` outcome messages to `recipient`, as the procedure would; returns their ids. */
  async function writeMessages(count: number, recipient = 'mario.rossi@example.com', language = 'en') {
    const rows = await database.db
      .insert(notificationOutbox)
      .values(
        Array.from({ length: count }, () => ({
          requestId,
          event: 'accepted',
          channel: 1,
          recipient,
          language,
        })),
      )
      .returning({ id: notificationOutbox.notificationId });
    return rows.map((row) => row.id);
  }

  const mailerFor = (url: string) => createSmtpMailer(url, 'SUAP di prova <suap@example.it>');
  return { app, database, requestId, compose, writeMessages, mailerFor };
}
