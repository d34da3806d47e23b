import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import itJson from '../i18n/it.json';
import { isSupportedLanguage, languageFromPath } from './i18n';

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
