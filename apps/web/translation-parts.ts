import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The long texts of a single lazy page each (or of one feature's pages), about a third of a language file.
 * Every page used to download them before its first render; now only the routes that show them do
 * (app/routes.tsx), which keeps the public pages inside the JavaScript budget (scripts/bundle-budget.mjs).
 * A top-level key of the language files listed here must be read only by the screens of the routes that load
 * it. `attachments` (issue 29) is the one part of several features: the documents shown on the wizard's
 * summary, the citizen's request page and the back-office request page, the three routes that load it. `ssu`
 * (issue 30): the request in the national SUAP system, on the citizen's and the back-office request pages.
 */
export const TEXT_PARTS = [
  'privacy-policy',
  'accessibility-statement',
  'help-online',
  'startup-service',
  'attachments',
  'ssu',
] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

/** One file per language in src/i18n; app code checks they are the SUPPORTED_LANGUAGES of @suap/shared. */
export const TRANSLATION_LANGUAGES = ['it', 'en'] as const;

export type Translations = Record<string, unknown>;

/**
 * Splits a whole language file into `core` (every top-level key but the text parts) and one object per text
 * part (`{ [part]: texts }`, ready for i18next's addResourceBundle). Throws when a part is missing, so a
 * renamed key fails the build instead of showing keys on a page.
 */
export function splitTranslations(
  whole: Translations,
  parts: readonly string[] = TEXT_PARTS,
): { core: Translations; parts: Record<string, Translations> } {
  const missing = parts.filter((part) => !(part in whole));
  if (missing.length > 0) throw new Error(`Translation parts missing from the language file: ${missing}`);
  const core = Object.fromEntries(Object.entries(whole).filter(([key]) => !parts.includes(key)));
  return { core, parts: Object.fromEntries(parts.map((part) => [part, { [part]: whole[part] }])) };
}

const INDEX_ID = 'virtual:translations';
const PIECE_ID = /^virtual:translations\/([a-z]{2})\/([a-z-]+)$/;

/** The module listing how to load each piece; literal import() calls, so each piece is a chunk of its own. */
export function indexModule(): string {
  const loaders = TRANSLATION_LANGUAGES.map((lang) => {
    const pieces = ['core', ...TEXT_PARTS].map(
      (piece) => `    ${JSON.stringify(piece)}: () => import('${INDEX_ID}/${lang}/${piece}'),`,
    );
    return `  ${lang}: {\n${pieces.join('\n')}\n  },`;
  });
  return [
    `export const TEXT_PARTS = ${JSON.stringify(TEXT_PARTS)};`,
    `export const translationChunks = {\n${loaders.join('\n')}\n};`,
  ].join('\n');
}

/**
 * Serves the language files of src/i18n (which stay the single source of every visible string) split at
 * build time: `virtual:translations/<lang>/core` and `virtual:translations/<lang>/<part>`, plus the index
 * `virtual:translations`. Used by the app build, the prerender build and the tests (vitest.config.ts).
 */
export function translationParts(): Plugin {
  const i18nDir = fileURLToPath(new URL('./src/i18n/', import.meta.url));
  return {
    name: 'suap-translation-parts',
    // The filters keep the bundler from calling the hooks for every other module.
    resolveId: {
      filter: { id: /^virtual:translations(\/|$)/ },
      handler: (source) => (source === INDEX_ID || PIECE_ID.test(source) ? `\0${source}` : null),
    },
    load: {
      filter: { id: /^\0virtual:translations(\/|$)/ },
      async handler(id) {
        const source = id.slice(1);
        if (source === INDEX_ID) return indexModule();
        const [, lang = '', piece = ''] = PIECE_ID.exec(source) ?? [];
        if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(lang))
          throw new Error(`Unknown translation language ${lang}`);
        const file = path.join(i18nDir, `${lang}.json`);
        this.addWatchFile(file);
        const { core, parts } = splitTranslations(JSON.parse(await fs.readFile(file, 'utf8')));
        const texts = piece === 'core' ? core : parts[piece];
        if (!texts) throw new Error(`Unknown translation part ${piece}`);
        // JSON.parse of a string literal is parsed faster by browsers than the same object literal. (The bundler
        // writes no sourcemap for these chunks: scripts/bundle-budget.mjs knows they hold texts only.)
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
      },
    },
  };
}
