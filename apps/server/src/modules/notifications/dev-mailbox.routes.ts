import { isLanguage } from '@suap/shared';
import type { FastifyInstance } from 'fastify';
import type { MailSink } from './dev-mail-sink.js';
import { mailboxPage, MAILBOX_PATH, messagePage } from './dev-mailbox.page.js';

/**
 * The development mailbox (issue 28): what the embedded mail sink received, as pages for people and as JSON for
 * the browser tests. Registered only when the sink runs, which production never does.
 */
export async function devMailboxRoutes(app: FastifyInstance, { sink }: { sink: MailSink }) {
  const languageOf = (query: unknown) => {
    const lang = (query as { lang?: unknown }).lang;
    return isLanguage(lang) ? lang : 'it';
  };
  const find = (id: string) => sink.messages().find((message) => String(message.id) === id);

  app.get(`${MAILBOX_PATH}/messages.json`, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ messages: sink.messages() }),
  );
  app.get(MAILBOX_PATH, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(mailboxPage(languageOf(request.query), sink.messages())),
  );
  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id`, async (request, reply) => {
    const message = find(request.params.id);
    return reply
      .code(message ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(messagePage(languageOf(request.query), message, request.params.id));
  });
  // The e-mail's own HTML, as a mail client would show it: sandboxed, no script, no request anywhere.
  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id/html`, async (request, reply) => {
    const message = find(request.params.id);
    if (!message?.html) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
      .type('text/html; charset=utf-8')
      .send(message.html);
  });
}
