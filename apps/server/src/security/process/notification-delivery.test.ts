import { afterAll, describe, expect, it } from 'vitest';
import { MARIO } from '../../../test/citizen.js';
import { createTestDatabase } from '../../../test/helper.js';
import { startMailSink, type MailSink } from '../../modules/notifications/index.js';
import { startServer, stopAllServers } from './server-process.js';
import { makeTempDir, removeTempDirs } from './temp-dirs.js';

/**
 * Issue 28, "never lose, never send twice", with real server processes on one PostgreSQL and a mail server the
 * test controls: delivery cut off mid-way (mail server down, the server killed) and resumed by a new process; two
 * instances delivering the same outbox.
 */
describe('delivering the messages across crashes and instances', async () => {
  const database = await createTestDatabase();
  const sinks: MailSink[] = [];
  afterAll(async () => {
    await stopAllServers();
    await Promise.all(sinks.map((sink) => sink.close()));
    await removeTempDirs();
  }, 120_000);
  const sinkOn = async (port?: number) => {
    const sink = await startMailSink({ port });
    sinks.push(sink);
    return sink;
  };
  const serverFor = async (sink: MailSink, name: string) =>
    startServer({
      databaseUrl: database.url,
      dataDir: await makeTempDir(name),
      env: {
        SMTP_URL: sink.url,
        SMTP_FROM: 'SUAP <suap@example.it>',
        NOTIFICATION_POLL_SECONDS: '1',
        NOTIFICATION_RETRY_SECONDS: '1',
      },
    });
  const query = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  /** `count` messages about mario's sent request, as the procedure writes them. */
  async function writeMessages(count: number): Promise<string[]> {
    const { rows } = await query(
      `insert into notification_outbox (request_id, event, channel, recipient, language)
       select $1, 'accepted', 1, 'mario.rossi@example.com', 'it' from generate_series(1, $2)
       returning notification_id`,
      [MARIO.sentId, count],
    );
    return rows.map((row: { notification_id: string }) => `<notification-${row.notification_id}@127.0.0.1>`);
  }
  async function waitUntil(what: string, done: () => Promise<boolean>, timeoutMs = 120_000) {
    const until = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const pendingCount = async () =>
    Number((await query(`select count(*) as n from notification_outbox where status = 'pending'`)).rows[0].n);
  const copies = (sinks: MailSink[], id: string) =>
    sinks.flatMap((sink) => sink.messages()).filter((message) => message.messageId === id).length;

  it('sends every message exactly once after the mail server was down and the server was killed', async () => {
    const first = await sinkOn();
    const server = await serverFor(first, 'crash-1');
    const early = await writeMessages(10);
    await waitUntil('the first messages are sent', async () => (await pendingCount()) === 0);
    // The mail server goes down; messages keep coming and fail; the server dies in the middle of it.
    await first.close();
    const late = await writeMessages(15);
    await waitUntil('every late message was tried', async () => {
      const { rows } = await query(
        `select count(*) as n from notification_outbox where status = 'pending' and attempts > 0`,
      );
      return Number(rows[0].n) === 15;
    });
    await server.kill();
    const back = await sinkOn(first.port);
    await serverFor(back, 'crash-2');
    await waitUntil('everything is sent', async () => (await pendingCount()) === 0);
    for (const id of early) expect(copies([first, back], id), id).toBe(1);
    for (const id of late) expect(copies([first, back], id), id).toBe(1);
    const { rows } = await query(`select status, count(*) as n from notification_outbox group by status`);
    expect(rows.map((row: { status: string; n: unknown }) => [row.status, Number(row.n)])).toEqual([
      ['sent', 25],
    ]);
  }, 300_000);

  it('has two instances deliver one outbox without a duplicate', async () => {
    await stopAllServers();
    const sink = await sinkOn();
    await Promise.all([serverFor(sink, 'pair-1'), serverFor(sink, 'pair-2')]);
    const ids = await writeMessages(120);
    await waitUntil('everything is sent', async () => (await pendingCount()) === 0);
    for (const id of ids) expect(copies([sink], id), id).toBe(1);
    expect(sink.messages()).toHaveLength(120);
  }, 300_000);
});
