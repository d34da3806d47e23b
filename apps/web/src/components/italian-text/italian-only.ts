import type { Language } from '@suap/shared';

/**
 * Attributes for an element showing reference data that exists only in Italian (SUAP, office, region, province
 * and municipality names): on a page in another language it keeps its Italian pronunciation, because screen
 * readers switch voice on `lang` (issue 24, WCAG 3.1.2). On Italian pages the attribute would repeat the page's
 * own language, so it is left out.
 */
export function italianOnly(pageLanguage: Language): { lang?: 'it' } {
  return pageLanguage === 'it' ? {} : { lang: 'it' };
}
