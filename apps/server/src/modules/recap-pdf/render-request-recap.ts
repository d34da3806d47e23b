import type { Language, Request } from '@suap/shared';
import { recapContent } from './recap-content.js';
import type { RequestHistory } from './history-content.js';
import { renderSectionsPdf, type RenderOptions as PdfOptions } from './sections-pdf.js';

export interface RenderOptions extends PdfOptions {
  /** When the document says it was generated (tests pin it). */
  generatedAt?: Date;
  /** The request's history, shown once the request was sent. */
  history?: RequestHistory | null;
}

/**
 * The PDF recap of a request (issue 5): a tagged PDF 1.7 so screen readers read headings, paragraphs and each
 * question with its answer, then the request's history (issue 27). `lang` is normally the request's own language.
 */
export async function renderRequestRecap(
  request: Request,
  lang: Language,
  options: RenderOptions = {},
): Promise<Buffer> {
  const content = recapContent(request, lang, {
    generatedAt: options.generatedAt,
    history: options.history,
  });
  return renderSectionsPdf(content, { compress: options.compress });
}
