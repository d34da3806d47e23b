import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@suap/shared';
import { repoRoot } from '../src/paths.js';

/**
 * One vocabulary per language (issue 23): docs/glossary.json names one term per concept and the variants that
 * must not appear. The glossary tests check the web catalogues and the PDF texts against it, so a new string
 * that says "tax code" or "E-mail" fails there rather than in front of a citizen.
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

export const glossary = JSON.parse(
  readFileSync(path.join(repoRoot, 'docs', 'glossary.json'), 'utf8'),
) as Glossary;
export const catalogue = (lang: Language) =>
  JSON.parse(
    readFileSync(path.join(repoRoot, 'apps', 'web', 'src', 'i18n', `${lang}.json`), 'utf8'),
  ) as unknown;

/** Every string of a nested object as [key path, text]. */
export function texts(value: unknown, key = ''): [string, string][] {
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
export function violations(lang: Language, entries: [string, string][]): string[] {
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
