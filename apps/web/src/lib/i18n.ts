import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from '@suap/shared';

export type Translations = Record<string, unknown>;

/**
 * Each language is a chunk of its own (about 18 kB gzip each): a page downloads only the language it shows,
 * and a language switch downloads the other one on demand (issue 11 page budget).
 */
const translationChunks: Record<Language, () => Promise<{ default: Translations }>> = {
  it: () => import('../i18n/it.json'),
  en: () => import('../i18n/en.json'),
};

export async function loadTranslations(language: Language): Promise<Translations> {
  return (await translationChunks[language]()).default;
}

export const isSupportedLanguage: (value: unknown) => value is Language = isLanguage;

/** The language is the first path segment (`/it/...`, `/en/...`); anything else means the default. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/').filter(Boolean)[0];
  return isSupportedLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** i18next loads a language it does not hold yet through this, and switches only once it has arrived. */
const translationChunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isSupportedLanguage(language)) return callback(new Error(`Unsupported language ${language}`), false);
    loadTranslations(language).then(
      (translations) => callback(null, translations),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Starts i18next once in the given language with the translations already at hand (synchronously: nothing
 * renders before the texts exist). Other languages come through the backend when the user switches.
 */
export function initI18n(language: Language, translations: Partial<Record<Language, Translations>>): I18n {
  if (!i18next.isInitialized) {
    const resources = Object.fromEntries(
      Object.entries(translations).map(([lng, translation]) => [lng, { translation }]),
    );
    void i18next
      .use(translationChunkBackend)
      .use(initReactI18next)
      .init({
        resources,
        partialBundledLanguages: true,
        lng: language,
        // No fallback language: it would download the second language on every page. The parity test in
        // i18n.test.ts guarantees both files have every key.
        fallbackLng: false,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        interpolation: { escapeValue: false }, // React already escapes
        initAsync: false,
      });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language; // not while prerendering
  return i18next;
}

/** Before the first render: downloads the page language (from the URL) and starts i18next with it. */
export async function startI18n(
  language: Language = languageFromPath(window.location.pathname),
): Promise<I18n> {
  return initI18n(language, { [language]: await loadTranslations(language) });
}
