import { useLocation } from 'react-router';
import { languageFromPath } from './i18n';
import type { Language } from '@suap/shared';

/**
 * The page language, read from the URL. The URL is the source of truth: i18next follows it one effect
 * later, so links built from i18next's language could point to the previous language for a render.
 */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}
