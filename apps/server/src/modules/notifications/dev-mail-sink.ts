import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A message the sink received, as the mailbox page and the browser tests read it. */
export interface SinkMessage {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  messageId: string | null;
  language: string | null;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}

export interface MailSink {
  port: number;
  /** The SMTP_URL-style address the portal's mailer uses to reach it. */
  url: string;
  messages(): readonly SinkMessage[];
  close(): Promise<void>;
}

/** Addresses under the reserved top-level domain `.invalid` (RFC 2606) cannot exist: refused as a real server would. */
const refusesForGood = (address: SMTPServerAddress) => /\.invalid$/i.test(address.address);

const MESSAGE_SIZE_LIMIT = 30 * 1024 * 1024;

/**
 * The development stand-in for the administration's mail server (issue 28): a real SMTP server (smtp-server) on
 * loopback that keeps the last `capacity` messages in memory, so `npm start` and the browser tests see the mail
 * the portal sends. Like a real server it answers 550 for a mailbox that cannot exist. Never started in
 * production (modules/notifications/notifications.plugin.ts, config.ts).
 */
export async function startMailSink(options: { port?: number; capacity?: number } = {}): Promise<MailSink> {
  const capacity = options.capacity ?? 500;
  const received: SinkMessage[] = [];
  let nextId = 1;
  const server = new SMTPServer({
    // Loopback only, no credentials: nothing to protect with TLS or AUTH.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: MESSAGE_SIZE_LIMIT,
    banner: 'SUAP portal development mail sink',
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusesForGood(address)) {
        const error = Object.assign(new Error(`5.1.1 <${address.address}>: mailbox does not exist`), {
          responseCode: 550,
        });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const header = parsed.headers.get('content-language');
          received.push({
            id: nextId++,
            receivedAt: new Date().toISOString(),
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? null,
            language: typeof header === 'string' ? header : null,
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              size: attachment.size,
            })),
          });
          if (received.length > capacity) received.splice(0, received.length - capacity);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
