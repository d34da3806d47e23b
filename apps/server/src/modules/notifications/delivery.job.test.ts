import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client.js';
import { notificationOutbox } from '../../db/schema.js';
import { claimNextMessage, recordOutcome } from '../outbox/index.js';
import { deliverDueMessages } from './delivery.job.js';
import { retryDelay } from '../outbox/index.js';
import { startMailSink, type MailSink } from './dev-mail-sink.js';
import { deliverySetup } from './delivery.test-support.js';

describe('delivering the outbox (issue 28)', async () => {
  const setup = await deliverySetup();
  const { database, compose, writeMessages, mailerFor } = setup;
  const { db } = database;
  let sink: MailSink = await startMailSink();
  const port = sink.port;
  const mailer = mailerFor(sink.url);
  afterAll(async () => {
    mailer.close();
    await sink.close();
  });
  const deliver = (maxAttempts = 5) => deliverDueMessages(db, mailer, compose, { maxAttempts });
  const rowsOf = (ids: number[]) =>
    db.select().from(notificationOutbox).where(inArray(notificationOutbox.notificationId, ids));
  const makeDue = (ids: number[]) =>
    db
      .update(notificationOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(inArray(notificationOutbox.notificationId, ids));
  const copiesOf = (id: number) =>
    sink.messages().filter((message) => message.messageId === `<notification-${id}@suap.example.it>`).length;
  // Every test starts with nothing due: what earlier tests left waiting is out of the way.
  beforeEach(async () => {
    await db
      .update(notificationOutbox)
      .set({ status: 'failed' })
      .where(eq(notificationOutbox.status, 'pending'));
  });

  it('sends the receipt of a sent request with its PDF, in the request’s language, and marks it sent', async () => {
    await db
      .update(notificationOutbox)
      .set({ status: 'pending' })
      .where(eq(notificationOutbox.event, 'requestSent'));
    expect(await deliver()).toEqual({ sent: 1, retried: 0, failed: 0, overtaken: 0 });
    const [received] = sink.messages();
    expect(received).toMatchObject({
      to: ['mario.rossi@pec.example.it'],
      language: 'it',
      subject: expect.stringMatching(/^Richiesta SUAP-\d{4}-\d{6} ricevuta$/),
      attachments: [
        expect.objectContaining({
          contentType: 'application/pdf',
          filename: expect.stringMatching(/\.pdf$/),
        }),
      ],
    });
    expect(received?.text).toContain(
      `https://suap.example.it/it/private-area/request-details/${setup.requestId}`,
    );
    const [row] = await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.event, 'requestSent'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0, overtaken: 0 });
  });

  it('keeps messages while the mail server is down and sends each once when it is back', async () => {
    await sink.close();
    const ids = await writeMessages(3);
    expect(await deliver()).toEqual({ sent: 0, retried: 3, failed: 0, overtaken: 0 });
    for (const row of await rowsOf(ids)) {
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: expect.stringContaining('ECONNREFUSED'),
      });
      // Backed off: the next attempt is about 30 s ahead, not now.
      expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    }
    sink = await startMailSink({ port });
    expect(await deliver(), 'nothing is due before the backoff ends').toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      overtaken: 0,
    });
    await makeDue(ids);
    expect(await deliver()).toEqual({ sent: 3, retried: 0, failed: 0, overtaken: 0 });
    for (const id of ids) expect(copiesOf(id)).toBe(1);
    expect((await rowsOf(ids)).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('marks a permanently refused address failed, with the server’s reason, and never tries it again', async () => {
    const [id] = await writeMessages(1, 'nobody@comune.example.invalid');
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 1, overtaken: 0 });
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('550') });
    await makeDue([id!]);
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0, overtaken: 0 });
  });

  it('gives up after the configured attempts', async () => {
    await sink.close();
    const ids = await writeMessages(1);
    expect(await deliver(2)).toEqual({ sent: 0, retried: 1, failed: 0, overtaken: 0 });
    await makeDue(ids);
    expect(await deliver(2)).toEqual({ sent: 0, retried: 0, failed: 1, overtaken: 0 });
    expect((await rowsOf(ids))[0]).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: expect.stringMatching(/^2 attempts, the last: .*ECONNREFUSED/),
    });
    sink = await startMailSink({ port });
  });

  it('sends again a message whose worker died before recording the outcome, once its lease has passed', async () => {
    const ids = await writeMessages(1);
    // A worker claims it and dies: no outcome is recorded.
    expect(await claimNextMessage(db, 60_000)).toMatchObject({ notificationId: ids[0], attempts: 1 });
    expect(await deliver(), 'still leased to the dead worker').toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      overtaken: 0,
    });
    await makeDue(ids);
    expect(await deliver()).toEqual({ sent: 1, retried: 0, failed: 0, overtaken: 0 });
    expect(copiesOf(ids[0]!)).toBe(1);
  });

  it('never lets an attempt whose lease ended write over the attempt that took the message over', async () => {
    const ids = await writeMessages(1);
    const slow = await claimNextMessage(db, 60_000);
    expect(slow).toBeDefined();
    // Its lease ends while it waits for a slow mail server; another worker sends the message meanwhile.
    await makeDue(ids);
    expect(await deliver()).toEqual({ sent: 1, retried: 0, failed: 0, overtaken: 0 });
    expect(await recordOutcome(db, slow!, { status: 'failed', error: '451 timed out' })).toBe(false);
    expect((await rowsOf(ids))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('lets two workers on separate connections share the messages without sending any twice', async () => {
    const other = connectDatabase(database.url, 5);
    const otherMailer = mailerFor(sink.url);
    try {
      const ids = await writeMessages(40);
      const [one, two] = await Promise.all([
        deliverDueMessages(db, mailer, compose, { maxAttempts: 5 }),
        deliverDueMessages(other.db, otherMailer, compose, { maxAttempts: 5 }),
      ]);
      expect(one.sent + two.sent).toBe(40);
      for (const id of ids) expect(copiesOf(id)).toBe(1);
    } finally {
      otherMailer.close();
      await other.close();
    }
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(20)).toBe(3_600_000);
  });
});
