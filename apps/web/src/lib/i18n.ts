import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/en.json';
import it from '../i18n/it.json';
import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from '@suap/shared';

export const translationResources = {
  it: { translation: it },
  en: { translation: en },
} as const;

export const isSupportedLanguage: (value: unknown) => value is Language = isLanguage;

/** The language is the first path segment (`/it/...`, `/en/...`); anything else means the default. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/').filter(Boolean)[0];
  return isSupportedLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** Starts i18next once (resources are bundled, so it is ready synchronously) in the given language. */
export function initI18n(language: Language = languageFromPath(window.location.pathname)): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: translationResources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      interpolation: { escapeValue: false }, // React already escapes
      initAsync: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18next;
}
