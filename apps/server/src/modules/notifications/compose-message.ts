import { isLanguage } from '@suap/shared';
import type { Db } from '../../db/client.js';
import { renderSentReceipt } from '../recap-pdf/index.js';
import { preparedRequestViews, toRequestView } from '../requests/index.js';
import type { OutgoingMail } from './mailer.js';
import type { ClaimedMessage } from '../outbox/index.js';
import { renderMessage } from './render-message.js';

/**
 * Builds the e-mail of a claimed outbox row from the request as it is at delivery: the office's contacts, the
 * operator's name, and for "request sent" the PDF receipt, in the message's language.
 */
export function messageComposer(db: Db, options: { baseUrl: string; messageIdDomain: string }) {
  const views = preparedRequestViews(db);
  return async function compose(message: ClaimedMessage): Promise<OutgoingMail> {
    const [row] = await views.byId(message.requestId);
    if (!row) throw new Error(`request ${message.requestId} not found`);
    const language = isLanguage(message.language) ? message.language : 'it';
    const request = toRequestView(row, language);
    const rendered = renderMessage({
      event: message.event,
      language,
      dueOn: message.dueOn,
      request,
      baseUrl: options.baseUrl,
    });
    const attachments =
      message.event === 'requestSent'
        ? [await renderSentReceipt(db, request, language, message.requestId)]
        : [];
    return {
      to: message.recipient,
      ...rendered,
      messageId: `<notification-${message.notificationId}@${options.messageIdDomain}>`,
      language,
      attachments,
    };
  };
}

export type ComposeMessage = ReturnType<typeof messageComposer>;
