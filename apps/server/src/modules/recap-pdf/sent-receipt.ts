import { PDF_CONTENT_TYPE, RequestState, type Language, type Request } from '@suap/shared';
import type { Executor } from '../../db/client.js';
import { readRequestHistory } from './history.query.js';
import { recapFileName } from './recap-content.js';
import { renderRequestRecap } from './render-request-recap.js';

/**
 * The receipt of a sent request: its recap as it was sent (its state "sent", its history up to the send), however
 * late it is made. The applicant's "request received" message carries it, and the national SUAP system's
 * instance names it as the request's document.
 */
export async function renderSentReceipt(
  executor: Executor,
  request: Request,
  language: Language,
  requestId: number,
): Promise<{ filename: string; content: Buffer; contentType: typeof PDF_CONTENT_TYPE }> {
  const history = await readRequestHistory(executor, requestId);
  const sendAt = history.entries.findIndex((entry) => entry.action === 'send');
  const sent = history.stateNames.get(RequestState.SENT);
  const asSent: Request = sent
    ? {
        ...request,
        stateOfRequest: {
          stateOfRequestId: RequestState.SENT,
          descriptionIt: sent.it,
          descriptionEn: sent.en,
        },
      }
    : request;
  return {
    filename: recapFileName(request, language),
    content: await renderRequestRecap(asSent, language, {
      history: { ...history, entries: history.entries.slice(0, sendAt + 1) },
    }),
    contentType: PDF_CONTENT_TYPE,
  };
}
