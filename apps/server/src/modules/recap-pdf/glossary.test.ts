import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../paths.js';
import { RECAP_LABELS } from './recap-labels.js';

/**
 * One vocabulary per language (issue 23): docs/glossary.json names one term per concept and the variants that
 * must not appear. This checks the web catalogues and the PDF recap against it, so a new string that says
 * "tax code" or "E-mail" fails here rather than in front of a citizen.
 */
interface Usage {
  term: string;
  forbidden: string[];
  caseSensitive?: boolean;
  /** Catalogue keys (or key prefixes ending in '.') where a variant means something else. */
  allowedKeys?: string[];
}
interface Glossary {
  terms: ({ concept: string } & Record<Language, Usage>)[];
}

const glossary = JSON.parse(readFileSync(path.join(repoRoot, 'docs', 'glossary.json'), 'utf8')) as Glossary;
const catalogue = (lang: Language) =>
  JSON.parse(
    readFileSync(path.join(repoRoot, 'apps', 'web', 'src', 'i18n', `${lang}.json`), 'utf8'),
  ) as unknown;

/** Every string of a nested object as [key path, text]. */
function texts(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => texts(inner, key ? `${key}.${name}` : name));
}

function allowed(usage: Usage, key: string): boolean {
  return (usage.allowedKeys ?? []).some((entry) =>
    entry.endsWith('.') ? key.startsWith(entry) : key === entry,
  );
}

/** The "key: text" lines that use a forbidden variant. */
function violations(lang: Language, entries: [string, string][]): string[] {
  const found: string[] = [];
  for (const concept of glossary.terms) {
    const usage = concept[lang];
    for (const [key, text] of entries) {
      if (allowed(usage, key)) continue;
      const haystack = usage.caseSensitive ? text : text.toLowerCase();
      for (const variant of usage.forbidden) {
        const needle = usage.caseSensitive ? variant : variant.toLowerCase();
        if (haystack.includes(needle)) found.push(`${key}: "${variant}" (say "${usage.term}")`);
      }
    }
  }
  return found;
}

describe('glossary (one vocabulary per language)', () => {
  it('gives every concept one term and at least one forbidden variant in both languages', () => {
    for (const concept of glossary.terms) {
      for (const lang of ['it', 'en'] as const) {
        expect(concept[lang].term, concept.concept).not.toBe('');
        expect(concept[lang].forbidden.length, concept.concept).toBeGreaterThan(0);
        expect(concept[lang].forbidden, concept.concept).not.toContain(concept[lang].term);
      }
    }
  });

  it.each(['it', 'en'] as const)('the %s web catalogue uses no forbidden variant', (lang) => {
    expect(violations(lang, texts(catalogue(lang)))).toEqual([]);
  });

  it.each(['it', 'en'] as const)('the %s PDF recap uses no forbidden variant', (lang) => {
    expect(violations(lang, texts(RECAP_LABELS[lang], 'recap'))).toEqual([]);
  });

  it('the PDF and the pages name the same things the same way', () => {
    const it_ = catalogue('it') as { 'private-area': { details: { sections: Record<string, string> } } };
    const en = catalogue('en') as typeof it_;
    expect(RECAP_LABELS.it.sections.personalData).toBe(it_['private-area'].details.sections.personal);
    expect(RECAP_LABELS.en.sections.personalData).toBe(en['private-area'].details.sections.personal);
    expect(RECAP_LABELS.it.sections.notificationContacts).toBe(it_['private-area'].details.sections.contact);
    expect(RECAP_LABELS.en.sections.notificationContacts).toBe(en['private-area'].details.sections.contact);
    expect(RECAP_LABELS.it.fields.email).toBe('Email');
  });

  it('catches a forbidden variant (the check is not vacuous)', () => {
    expect(violations('en', [['x', 'Enter your Tax code']])).toHaveLength(1);
    expect(violations('it', [['x', 'Indirizzo E-mail']])).toHaveLength(1);
    expect(violations('it', [['x', 'si apre in una nuova scheda']])).toHaveLength(1);
  });
});
