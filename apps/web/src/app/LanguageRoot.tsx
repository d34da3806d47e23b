import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { pathInLanguage } from '../components/layout/language-path';
import NotFoundPage from '../features/public-pages/not-found/NotFoundPage';
import { isSupportedLanguage } from '../lib/i18n';
import { DEFAULT_LANGUAGE, type Language } from '@suap/shared';
import { ShellLayout } from './ShellLayout';

/** Looks like a language code (fr, de, pt-BR) rather than a page name. */
const LANGUAGE_LIKE = /^[a-z]{2}(?:-[a-zA-Z]{2})?$/;

/** Makes the URL's language the app's language and the document's `lang` before the first paint. */
function LanguageScope({ lang, children }: { lang: Language; children: ReactNode }) {
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
  }, [i18n, lang]);
  return children;
}

/**
 * `/:lang/*`: a supported language renders the shell; an unsupported language code redirects to the
 * Italian page with the same path; anything else is an unknown page.
 */
export function LanguageRoot() {
  const { lang } = useParams();
  const location = useLocation();

  if (isSupportedLanguage(lang)) {
    return (
      <LanguageScope lang={lang}>
        <ShellLayout>
          <Outlet />
        </ShellLayout>
      </LanguageScope>
    );
  }
  if (lang && LANGUAGE_LIKE.test(lang))
    return <Navigate to={pathInLanguage(location, DEFAULT_LANGUAGE)} replace />;
  return (
    <LanguageScope lang={DEFAULT_LANGUAGE}>
      <ShellLayout>
        <NotFoundPage />
      </ShellLayout>
    </LanguageScope>
  );
}
