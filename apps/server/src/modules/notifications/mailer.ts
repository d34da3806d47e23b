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
 * Whether trying again can help. A 5xx answer (but 503, "bad sequence") to the recipient or to the message itself
 * refuses this message for good: the address does not exist, the message is too large. Everything else may pass
 * later and is retried: 4xx answers, connections refused or timed out, and also 5xx answers to the login or to
 * the sender (a wrong password, a relay rule, SMTP_FROM refused): those are the portal's configuration, not the
 * message's, and once fixed every waiting message goes out.
 */
export function classifyDeliveryError(error: unknown): DeliveryError {
  const details = error as {
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
    code?: unknown;
    command?: unknown;
  };
  const code = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  const text =
    typeof details.response === 'string'
      ? details.response
      : `${typeof details.code === 'string' ? `${details.code}: ` : ''}${String(details.message ?? error)}`;
  const aboutThisMessage =
    details.command === 'RCPT TO' || details.command === 'DATA' || details.code === 'EMESSAGE';
  return {
    message: text.slice(0, 500),
    permanent: aboutThisMessage && code !== undefined && code >= 500 && code < 600 && code !== 503,
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
