import { PDF_CONTENT_TYPE } from '@suap/shared';
import type { FastifyReply } from 'fastify';
import { decisionContent, decisionFileName } from './decision-content.js';
import type { DecisionDocument } from './decision.service.js';
import { renderSectionsPdf, type RenderOptions } from '../recap-pdf/index.js';

export interface DecisionRenderOptions extends RenderOptions {
  /** When the document says it was generated (tests pin it). */
  generatedAt?: Date;
}

/** The decision document as a tagged PDF in the request's language. */
export function renderDecision(
  document: DecisionDocument,
  options: DecisionRenderOptions = {},
): Promise<Buffer> {
  const content = decisionContent(document.request, document.history, options.generatedAt);
  return renderSectionsPdf(content, { compress: options.compress });
}

/** Answers the decision document as a download named in the request's language. */
export async function sendDecision(reply: FastifyReply, document: DecisionDocument): Promise<FastifyReply> {
  const pdf = await renderDecision(document);
  return reply
    .type(PDF_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${decisionFileName(document.request)}"`)
    .send(pdf);
}
