import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSupportedLanguage, languageFromPath } from './i18n';
import type { Language } from '@suap/shared';

/**
 * The page language, read from the URL. The URL is the source of truth: i18next follows it one effect
 * later, so links built from i18next's language could point to the previous language for a render.
 * A language-less page (the login and logout callbacks) has no language in its URL: it shows the language
 * the user came from (features/auth/callbacks/callback-language.ts), so its links follow i18next's.
 */
export function useLanguage(): Language {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const first = pathname.split('/').filter(Boolean)[0];
  if (!isSupportedLanguage(first) && isSupportedLanguage(i18n.language)) return i18n.language;
  return languageFromPath(pathname);
}
