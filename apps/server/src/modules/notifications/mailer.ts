import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a message sent twice after a crash is recognisably the same message. */
  messageId: string;
  language: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Why an attempt failed, and whether trying again can help. */
export interface DeliveryError {
  message: string;
  permanent: boolean;
}

/**
 * A mail server's answer in 5xx (but 503, "bad sequence", which a new session may not repeat) refuses the
 * message for good, e.g. an address that does not exist; everything else (4xx, connection refused, timeouts)
 * may pass later.
 */
export function classifyDeliveryError(error: unknown): DeliveryError {
  const details = error as { responseCode?: unknown; response?: unknown; message?: unknown; code?: unknown };
  const code = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  const text =
    typeof details.response === 'string'
      ? details.response
      : `${typeof details.code === 'string' ? `${details.code}: ` : ''}${String(details.message ?? error)}`;
  return {
    message: text.slice(0, 500),
    permanent: code !== undefined && code >= 500 && code < 600 && code !== 503,
  };
}

/**
 * The SMTP client (SMTP_URL, e.g. smtps://user:password@mail.example.org:465 or smtp://relay:25): one connection
 * per message, short timeouts so a silent server fails an attempt instead of holding the worker.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: { 'Content-Language': mail.language, 'Auto-Submitted': 'auto-generated' },
        attachments: mail.attachments,
      });
    },
    close: () => transport.close(),
  };
}
