import type { Language } from '@suap/shared';
import type { FastifyRequest } from 'fastify';

/**
 * Language of the texts in a reply, errors included: an explicit ?lang=, else the Accept-Language the web app sends
 * with every call (the page's language), else Italian.
 */
export function replyLanguage(request: FastifyRequest): Language {
  const query = request.query as { lang?: unknown } | undefined;
  if (query?.lang === 'en' || query?.lang === 'it') return query.lang;
  const accepted = request.headers['accept-language'] ?? '';
  for (const part of accepted.split(',')) {
    const primary = part.trim().slice(0, 2).toLowerCase();
    if (primary === 'it' || primary === 'en') return primary;
  }
  return 'it';
}
