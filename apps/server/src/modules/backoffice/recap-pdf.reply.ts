import { PDF_CONTENT_TYPE, type Request } from '@suap/shared';
import type { FastifyReply } from 'fastify';
import { recapFileName } from '../recap-pdf/recap-content.js';
import { renderRequestRecap } from '../recap-pdf/render-request-recap.js';

/** Sends the recap of `request` as a download, in the language the request was made in. */
export async function sendRecapPdf(reply: FastifyReply, request: Request): Promise<void> {
  const pdf = await renderRequestRecap(request, request.language);
  reply
    .type(PDF_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${recapFileName(request, request.language)}"`)
    .send(pdf);
}
