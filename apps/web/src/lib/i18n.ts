import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { TEXT_PARTS, translationChunks } from 'virtual:translations';
import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from '@suap/shared';
import type { TextPart } from '../../translation-parts';

export type Translations = Record<string, unknown>;
export type { TextPart };

/**
 * The language files are split at build time (translation-parts.ts): each language's `core` (every text but
 * the long ones of a single page) is what a page downloads before its first render; each text part comes
 * with the route that shows it (app/routes.tsx). A page downloads only the language it shows (issue 11 budget).
 */
const downloads = new Map<string, Promise<Translations>>();

function download(language: Language, piece: 'core' | TextPart): Promise<Translations> {
  const key = `${language}/${piece}`;
  let pending = downloads.get(key);
  if (!pending) {
    pending = translationChunks[language][piece]!().then(
      (module) => module.default,
      (error: unknown) => {
        downloads.delete(key); // a later page tries again
        throw error;
      },
    );
    downloads.set(key, pending);
  }
  return pending;
}

/** The texts every page needs: all but the text parts. */
export function loadTranslations(language: Language): Promise<Translations> {
  return download(language, 'core');
}

/** A whole language (core and every text part), as in its file. */
export async function loadAllTranslations(language: Language): Promise<Translations> {
  const pieces = await Promise.all([
    download(language, 'core'),
    ...TEXT_PARTS.map((part) => download(language, part as TextPart)),
  ]);
  return Object.assign({}, ...pieces) as Translations;
}

export const isSupportedLanguage: (value: unknown) => value is Language = isLanguage;

/** The language is the first path segment (`/it/...`, `/en/...`); anything else means the default. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/').filter(Boolean)[0];
  return isSupportedLanguage(first) ? first : DEFAULT_LANGUAGE;
}

function hasTextPart(language: Language, part: string): boolean {
  if (!i18next.isInitialized) return false;
  const bundle = i18next.getResourceBundle(language, 'translation') as Translations | undefined;
  return bundle?.[part] !== undefined;
}

/** Parts that arrived before i18next started (main.tsx loads the screen and the core together). */
const earlyParts: Partial<Record<Language, Translations[]>> = {};

/**
 * Before a route renders a page with a text part: downloads the part in the language i18next shows (the
 * URL's before i18next has started) and adds it. In another language the part is there already: a switch to
 * a language loads it whole (the backend below).
 */
export async function loadTextPart(part: TextPart): Promise<void> {
  const language =
    i18next.isInitialized && isSupportedLanguage(i18next.language)
      ? i18next.language
      : languageFromPath(window.location.pathname);
  if (hasTextPart(language, part)) return;
  const texts = await download(language, part);
  if (i18next.isInitialized) i18next.addResourceBundle(language, 'translation', texts, true, true);
  else (earlyParts[language] ??= []).push(texts);
}

/** i18next loads a language it does not hold yet through this, whole, and switches once it has arrived. */
const translationChunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isSupportedLanguage(language)) return callback(new Error(`Unsupported language ${language}`), false);
    loadAllTranslations(language).then(
      (translations) => callback(null, translations),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * After a switch, a language left with only some of its parts is dropped: switching back loads it whole
 * through the backend, so a page opened meanwhile in the other language still finds its texts (i18next asks
 * the backend only for a language it holds nothing of).
 */
function dropIncompleteLanguages(current: string): void {
  for (const language of SUPPORTED_LANGUAGES) {
    if (language === current || !i18next.hasResourceBundle(language, 'translation')) continue;
    // Not removeResourceBundle: it also drops the namespace from those i18next loads, so nothing would load.
    if (TEXT_PARTS.some((part) => !hasTextPart(language, part))) delete i18next.store.data[language];
  }
}

/**
 * Starts i18next once in the given language with the translations already at hand (synchronously: nothing
 * renders before the texts exist). Other languages come through the backend when the user switches.
 */
export function initI18n(language: Language, translations: Partial<Record<Language, Translations>>): I18n {
  if (!i18next.isInitialized) {
    const resources = Object.fromEntries(
      Object.entries(translations).map(([lng, translation]) => [
        lng,
        { translation: Object.assign({}, translation, ...(earlyParts[lng as Language] ?? [])) },
      ]),
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
    i18next.on('languageChanged', dropIncompleteLanguages);
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language; // not while prerendering
  return i18next;
}

/** Before the first render: downloads the page language's core texts (from the URL) and starts i18next. */
export async function startI18n(
  language: Language = languageFromPath(window.location.pathname),
): Promise<I18n> {
  return initI18n(language, { [language]: await loadTranslations(language) });
}
