import { describe, expect, it } from 'vitest';
import { TEXT_PARTS as SERVED_PARTS, translationChunks } from 'virtual:translations';
import { SUPPORTED_LANGUAGES } from '@suap/shared';
import en from './src/i18n/en.json';
import itJson from './src/i18n/it.json';
import { indexModule, splitTranslations, TEXT_PARTS, TRANSLATION_LANGUAGES } from './translation-parts';

const WHOLE = { it: itJson, en } as const;

describe('translation parts', () => {
  it('has one language file per supported language', () => {
    expect([...TRANSLATION_LANGUAGES].sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(TRANSLATION_LANGUAGES)(
    'splits %s into a core without page texts and one chunk per part',
    (lang) => {
      const { core, parts } = splitTranslations(WHOLE[lang]);
      for (const part of TEXT_PARTS) expect(core).not.toHaveProperty([part]);
      expect(Object.keys(parts)).toEqual([...TEXT_PARTS]);
      expect(Object.assign({}, core, ...Object.values(parts))).toEqual(WHOLE[lang]);
    },
  );

  it('fails the build when a part is no longer in the language file', () => {
    expect(() => splitTranslations({ home: {} }, ['home', 'gone'])).toThrow(/gone/);
  });

  it('writes one literal import per language and piece, so each is a chunk of its own', () => {
    const code = indexModule();
    for (const lang of TRANSLATION_LANGUAGES)
      for (const piece of ['core', ...TEXT_PARTS])
        expect(code).toContain(`import('virtual:translations/${lang}/${piece}')`);
  });

  it.each(TRANSLATION_LANGUAGES)(
    'serves core and parts of %s that together are the whole file',
    async (lang) => {
      expect(SERVED_PARTS).toEqual(TEXT_PARTS);
      const chunks = translationChunks[lang];
      const core = (await chunks.core!()).default;
      for (const part of TEXT_PARTS) expect(core).not.toHaveProperty([part]);
      const parts = await Promise.all(TEXT_PARTS.map(async (part) => (await chunks[part]!()).default));
      parts.forEach((texts, index) => expect(Object.keys(texts)).toEqual([TEXT_PARTS[index]]));
      expect(Object.assign({}, core, ...parts)).toEqual(WHOLE[lang]);
    },
  );
});
