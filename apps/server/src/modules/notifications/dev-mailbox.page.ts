import { formatDateTime, type Language } from '@suap/shared';
import { devPage } from '../../lib/dev-page.js';
import { html } from '../../lib/html.js';
import type { SinkMessage } from './dev-mail-sink.js';

export const MAILBOX_PATH = '/dev/mailbox';

const TEXTS = {
  it: {
    title: 'Posta in arrivo di sviluppo',
    intro:
      'I messaggi che il portale ha inviato al server di posta di sviluppo. Questa pagina non esiste in produzione.',
    empty: 'Nessun messaggio ricevuto.',
    count: 'Messaggi ricevuti: {{count}} (i più recenti per primi).',
    received: 'Ricevuto',
    to: 'A',
    subject: 'Oggetto',
    language: 'Lingua',
    attachments: 'Allegati',
    none: 'nessuno',
    back: 'Torna alla posta in arrivo',
    htmlVersion: 'Apri la versione HTML',
    notFound: 'Messaggio non trovato.',
  },
  en: {
    title: 'Development inbox',
    intro:
      'The messages the portal sent to the development mail server. This page does not exist in production.',
    empty: 'No message received.',
    count: 'Messages received: {{count}} (newest first).',
    received: 'Received',
    to: 'To',
    subject: 'Subject',
    language: 'Language',
    attachments: 'Attachments',
    none: 'none',
    back: 'Back to the inbox',
    htmlVersion: 'Open the HTML version',
    notFound: 'Message not found.',
  },
} as const;

const when = (iso: string) => formatDateTime(iso);

/** The list of received messages, newest first. */
export function mailboxPage(lang: Language, messages: readonly SinkMessage[]): string {
  const t = TEXTS[lang];
  const newestFirst = [...messages].reverse();
  const table =
    newestFirst.length === 0
      ? html`<p>${t.empty}</p>`
      : html`<p>${t.count.replace('{{count}}', String(newestFirst.length))}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">${t.received}</th>
                <th scope="col">${t.to}</th>
                <th scope="col">${t.subject}</th>
                <th scope="col">${t.language}</th>
              </tr>
            </thead>
            <tbody>
              ${newestFirst.map(
                (message) =>
                  html`<tr>
                    <td>${when(message.receivedAt)}</td>
                    <td>${message.to.join(', ')}</td>
                    <td><a href="${MAILBOX_PATH}/${message.id}?lang=${lang}">${message.subject}</a></td>
                    <td>${message.language ?? ''}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`;
  return devPage(
    lang,
    t.title,
    MAILBOX_PATH,
    html`<h1>${t.title}</h1>
      <p>${t.intro}</p>
      ${table}`,
  );
}

/** One message: its envelope, its plain text, its attachments, a link to its HTML version. */
export function messagePage(lang: Language, message: SinkMessage | undefined, id: string): string {
  const t = TEXTS[lang];
  const back = html`<p><a href="${MAILBOX_PATH}?lang=${lang}">${t.back}</a></p>`;
  if (!message)
    return devPage(
      lang,
      t.notFound,
      `${MAILBOX_PATH}/${id}`,
      html`<h1>${t.notFound}</h1>
        ${back}`,
    );
  const attachments = message.attachments.length
    ? message.attachments.map((file) => `${file.filename} (${file.contentType}, ${file.size} B)`).join('; ')
    : t.none;
  const body = html`${back}
    <h1>${message.subject}</h1>
    <dl>
      <dt>${t.received}</dt>
      <dd>${when(message.receivedAt)}</dd>
      <dt>${t.to}</dt>
      <dd>${message.to.join(', ')}</dd>
      <dt>${t.language}</dt>
      <dd>${message.language ?? ''}</dd>
      <dt>${t.attachments}</dt>
      <dd>${attachments}</dd>
    </dl>
    <pre lang="${message.language ?? lang}">${message.text}</pre>
    ${message.html ? html`<p><a href="${MAILBOX_PATH}/${message.id}/html">${t.htmlVersion}</a></p>` : null}`;
  return devPage(lang, message.subject, `${MAILBOX_PATH}/${message.id}`, body);
}
