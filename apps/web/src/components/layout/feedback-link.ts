import { usePrerendering } from '../../lib/prerendering';

/**
 * SPEC §2 feedback link: the translated feedback address plus `lang` and, when the visitor came from
 * another page, `referer_url` (URI-encoded).
 */
export function buildFeedbackUrl(feedbackUrl: string, lang: string, referrer: string | undefined): string {
  const separator = feedbackUrl.includes('?') ? '&' : '?';
  const params = [`lang=${encodeURIComponent(lang)}`];
  if (referrer) params.push(`referer_url=${encodeURIComponent(referrer)}`);
  return `${feedbackUrl}${separator}${params.join('&')}`;
}

/**
 * The page the visitor came from, when the browser tells. A prerendered page is built without one, and
 * renders without one until the app goes live (lib/prerendering.tsx).
 */
export function useReferrer(): string | undefined {
  return usePrerendering() ? undefined : document.referrer || undefined;
}
