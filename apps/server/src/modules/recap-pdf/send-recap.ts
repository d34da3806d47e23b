import { PDF_CONTENT_TYPE, type Request } from '@suap/shared';
import type { FastifyReply } from 'fastify';
import { recapFileName } from './recap-content.js';
import { renderRequestRecap } from './render-request-recap.js';

/** Answers the recap of `request` as a download, in the language the request was made in. */
export async function sendRequestRecap(reply: FastifyReply, request: Request): Promise<FastifyReply> {
  const pdf = await renderRequestRecap(request, request.language);
  return reply
    .type(PDF_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${recapFileName(request, request.language)}"`)
    .send(pdf);
}
