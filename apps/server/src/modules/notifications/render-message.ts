import { formatDate, type Language, type NotificationEvent, type Request } from '@suap/shared';
import { html } from '../../lib/html.js';
import { fill } from '../recap-pdf/index.js';
import { MESSAGE_TEXTS } from './message-texts.js';

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

export interface MessageInput {
  event: NotificationEvent;
  language: Language;
  dueOn: string | null;
  request: Request;
  /** The portal's public address (BASE_URL): the deep link starts there. */
  baseUrl: string;
}

/** The citizen's page of the request; the private area asks for a login first and comes back to it. */
export const requestPageUrl = (baseUrl: string, language: Language, requestId: number) =>
  `${baseUrl}/${language}/private-area/request-details/${requestId}`;

/**
 * One template for every message (issue 28): greeting, what happened, what to do and by when, the link to the
 * request, the office's contacts; written once and rendered as plain text and as HTML, so the two never say
 * different things. The HTML escapes every value (lib/html.ts).
 */
export function renderMessage({ event, language, dueOn, request, baseUrl }: MessageInput): RenderedMessage {
  const t = MESSAGE_TEXTS[language];
  const texts = t.events[event];
  const person = request.personalData;
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
  const initiative = request.iniziative;
  const values = {
    reference: request.referenceCode ?? '',
    suap: request.suap?.name ?? '',
    initiative: initiative
      ? `${initiative.code} – ${language === 'en' ? initiative.descriptionEn : initiative.descriptionIt}`
      : '',
    sentOn: formatDate(request.sentRequestDate),
    dueOn: formatDate(dueOn ?? request.termDueOn),
    operator: request.responsibleOperator
      ? `${request.responsibleOperator.firstName} ${request.responsibleOperator.lastName}`
      : '',
    pec: request.suap?.pec ?? '',
    url: request.suap?.url ?? '',
  };
  const link = requestPageUrl(baseUrl, language, request.requestId ?? 0);
  const greeting = name ? fill(t.greeting, { name }) : t.greetingNoName;
  const paragraphs = [
    greeting,
    fill(texts.happened, values),
    fill(texts.todo, values),
    ...(event === 'requestSent' ? [t.receiptAttached] : []),
  ];
  const contacts = [
    fill(t.officeContacts, values),
    ...(values.pec ? [fill(t.officePec, values)] : []),
    ...(values.url ? [fill(t.officeSite, values)] : []),
  ];

  // RFC 3676: a signature starts after a line of dash, dash, space.
  const signature = `-- \n${contacts.join('\n')}`;
  const text = [...paragraphs, `${t.openRequest}: ${link}`, t.loginNote, signature, t.automatic].join('\n\n');

  const body = html`<!DOCTYPE html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <title>${fill(texts.subject, values)}</title>
      </head>
      <body
        style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a"
      >
        ${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
        <p><a href="${link}" style="color: #0059b3; font-weight: bold">${t.openRequest}</a></p>
        <p>${t.loginNote}</p>
        <hr />
        ${contacts.map((line) => html`<p style="margin: 0">${line}</p>`)}
        <p style="font-size: 14px; color: #4d4d4d">${t.automatic}</p>
      </body>
    </html>`;

  return { subject: fill(texts.subject, values), text, html: body.value };
}
