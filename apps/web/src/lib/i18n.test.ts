import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import itJson from '../i18n/it.json';
import {
  isSupportedLanguage,
  languageFromPath,
  loadAllTranslations,
  loadTextPart,
  loadTranslations,
} from './i18n';

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function emptyValues(value: unknown, prefix = ''): string[] {
  return flattenKeys(value, prefix).filter((key) => {
    const leaf = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value);
    return typeof leaf !== 'string' || leaf.trim() === '';
  });
}

describe('translation files', () => {
  it('have exactly the same keys in Italian and English', () => {
    const itKeys = new Set(flattenKeys(itJson));
    const enKeys = new Set(flattenKeys(en));
    expect([...itKeys].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys].filter((k) => !itKeys.has(k))).toEqual([]);
  });

  it('have no empty or non-text values', () => {
    expect(emptyValues(itJson)).toEqual([]);
    expect(emptyValues(en)).toEqual([]);
  });

  it('the parity check detects a missing key', () => {
    const broken = { ...en, extra: 'x' };
    expect(flattenKeys(broken)).toContain('extra');
    expect(flattenKeys(itJson)).not.toContain('extra');
  });
});

describe('language from the URL', () => {
  it('reads the first path segment when supported', () => {
    expect(languageFromPath('/en/startup-service')).toBe('en');
    expect(languageFromPath('/it')).toBe('it');
  });

  it('falls back to Italian for anything else', () => {
    expect(languageFromPath('/')).toBe('it');
    expect(languageFromPath('/fr/support')).toBe('it');
    expect(languageFromPath('/auth/login')).toBe('it');
  });

  it('knows which languages are supported', () => {
    expect(isSupportedLanguage('it')).toBe(true);
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('de')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
  });
});

describe('translation chunks', () => {
  // The test setup starts i18next with both whole files: put them back after each test.
  afterEach(async () => {
    await i18next.changeLanguage('it');
    i18next.addResourceBundle('it', 'translation', itJson, true, true);
    i18next.addResourceBundle('en', 'translation', en, true, true);
  });

  it('loads the core before the first render, without the long texts of single pages', async () => {
    const core = await loadTranslations('it');
    expect(core).toHaveProperty(['footer']);
    expect(core).not.toHaveProperty(['privacy-policy']);
    expect(core).not.toHaveProperty(['help-online']);
    expect(await loadAllTranslations('en')).toEqual(en);
  });

  it("adds a page's text part to the language shown", async () => {
    delete i18next.store.data.it; // removeResourceBundle would also drop the namespace
    i18next.addResourceBundle('it', 'translation', await loadTranslations('it'));
    expect(i18next.exists('privacy-policy.title')).toBe(false);
    await loadTextPart('privacy-policy');
    expect(i18next.t('privacy-policy.title')).toBe(itJson['privacy-policy'].title);
    expect(i18next.exists('help-online.title')).toBe(false);
  });

  it('loads a language whole on a switch, even back to one that held only some parts', async () => {
    // As after opening /it/privacy-policy: Italian core and the privacy part only.
    delete i18next.store.data.it; // removeResourceBundle would also drop the namespace
    i18next.addResourceBundle('it', 'translation', await loadTranslations('it'));
    await loadTextPart('privacy-policy');
    delete i18next.store.data.en;
    await i18next.changeLanguage('en');
    expect(i18next.getResourceBundle('en', 'translation')).toEqual(en);
    // The help pages opened in English now are complete when the user switches back to Italian.
    await i18next.changeLanguage('it');
    expect(i18next.t('help-online.title')).toBe(itJson['help-online'].title);
    expect(i18next.getResourceBundle('it', 'translation')).toEqual(itJson);
  });
});
