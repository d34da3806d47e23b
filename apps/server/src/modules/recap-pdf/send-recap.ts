import { isDraftState, PDF_CONTENT_TYPE, type Request } from '@suap/shared';
import type { FastifyReply } from 'fastify';
import { readRequestHistory } from './history.query.js';
import { recapFileName } from './recap-content.js';
import { renderRequestRecap } from './render-request-recap.js';

/**
 * Answers the recap of `request` as a download, in the language the request was made in, with its history once
 * sent. The history is read here, from the app's database, so the citizen's and the back office's recap routes
 * (which have already checked access) stay one call each.
 */
export async function sendRequestRecap(reply: FastifyReply, request: Request): Promise<FastifyReply> {
  const { requestId } = request;
  const history =
    requestId === undefined || isDraftState(request.stateOfRequest.stateOfRequestId)
      ? null
      : await readRequestHistory(reply.server.database.db, requestId);
  const pdf = await renderRequestRecap(request, request.language, { history });
  return reply
    .type(PDF_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${recapFileName(request, request.language)}"`)
    .send(pdf);
}
