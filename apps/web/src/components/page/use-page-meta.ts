import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePrerendering } from '../../lib/prerendering';
import { useLanguage } from '../../lib/use-language';
import { SUPPORTED_LANGUAGES, type Language } from '@suap/shared';
import { pathInLanguage } from '../layout/language-path';
import { removeOpenGraph, setLink, setNamedMeta, setPropertyMetas, setStructuredData } from './head-tags';

export interface PageMeta {
  /** Translated page title; the document title becomes "header title - page title". */
  title?: string;
  description?: string;
  keywords?: string;
  /** Open Graph tags (SPEC §2: home and startup-service only), built from title and description. */
  openGraph?: boolean;
  /** schema.org JSON-LD (SPEC §2: startup-service only). Pass a stable (memoised) object. */
  structuredData?: object;
}

/** Open Graph locales of the portal languages. */
export const OG_LOCALES: Record<Language, string> = { it: 'it_IT', en: 'en_GB' };

export function documentTitle(headerTitle: string, pageTitle?: string): string {
  return pageTitle ? `${headerTitle} - ${pageTitle}` : headerTitle;
}

/** The portal's public address: where the web app is served from (its base path included). */
export function siteBaseUrl(): string {
  // The build prerenders pages without an address; once the app runs, it writes the absolute links.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}`;
}

/**
 * Per-page head (SPEC §2): document title, description and keywords, a canonical link with the base URL
 * and the current language, alternate links to the same page in the other languages, and on the pages that
 * ask for them Open Graph tags and structured data (removed again when the page changes).
 */
export function usePageMeta({ title, description, keywords, openGraph, structuredData }: PageMeta): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lang = useLanguage();
  const headerTitle = t('app.header-title');
  usePrerendering()?.setHead({ title: documentTitle(headerTitle, title), description });

  useEffect(() => {
    const fullTitle = documentTitle(headerTitle, title);
    document.title = fullTitle;
    setNamedMeta('description', description);
    setNamedMeta('keywords', keywords);
    const base = siteBaseUrl();
    const canonical = `${base}${pathInLanguage({ pathname }, lang)}`;
    setLink('link[rel="canonical"]', { rel: 'canonical', href: canonical });
    for (const other of SUPPORTED_LANGUAGES) {
      const selector = `link[rel="alternate"][hreflang="${other}"]`;
      if (other === lang) {
        document.head.querySelector(selector)?.remove();
        continue;
      }
      setLink(selector, {
        rel: 'alternate',
        hreflang: other,
        href: `${base}${pathInLanguage({ pathname }, other)}`,
      });
    }

    if (openGraph) {
      setPropertyMetas('og:type', ['website']);
      setPropertyMetas('og:site_name', [headerTitle]);
      setPropertyMetas('og:title', [fullTitle]);
      setPropertyMetas('og:description', description ? [description] : []);
      setPropertyMetas('og:url', [canonical]);
      setPropertyMetas('og:locale', [OG_LOCALES[lang]]);
      setPropertyMetas(
        'og:locale:alternate',
        SUPPORTED_LANGUAGES.filter((other) => other !== lang).map((other) => OG_LOCALES[other]),
      );
    } else {
      removeOpenGraph();
    }
    setStructuredData(structuredData);
  }, [headerTitle, title, description, keywords, openGraph, structuredData, pathname, lang]);

  // Leaving the page takes its Open Graph tags and structured data with it; the next page sets its own.
  useEffect(
    () => () => {
      removeOpenGraph();
      setStructuredData(undefined);
    },
    [],
  );
}
