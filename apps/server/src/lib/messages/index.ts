import { STATUS_CODES } from 'node:http';
import type { Language } from '@suap/shared';
import { en } from './en.js';
import { it, type Catalogue } from './it.js';

/**
 * The catalogue of the texts error replies carry (issue 22 item 6): a short title by status, one sentence per
 * field naming the field and the rule (SPEC §5 wording), and the fixed texts of the plugins. Rendered in the
 * language of the request, so call sites throw without knowing it.
 */
const CATALOGUES: Record<Language, Catalogue> = { it, en };

export type TextKey = keyof Catalogue['texts'];
export type Params = Record<string, string | number>;
/** A text given as is (already in the right language), or rendered from the catalogue in the request's language. */
export type Text = string | ((lang: Language) => string);

const fill = (template: string, params: Params = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );

/** A catalogue text, to be rendered once the language is known. */
export const msg =
  (key: TextKey, params?: Params) =>
  (lang: Language): string =>
    fill(CATALOGUES[lang].texts[key], params);

export const renderText = (text: Text, lang: Language): string =>
  typeof text === 'function' ? text(lang) : text;

export function statusTitle(lang: Language, status: number): string {
  const titles = CATALOGUES[lang].titles as Record<string, string>;
  return titles[String(status)] ?? titles.other!;
}

/** True for the English reason phrase of a status ('Bad Request', 'Not Found'...), which the handler localizes. */
export const isStandardTitle = (status: number, message: string) =>
  message === STATUS_CODES[status] || message === 'Error' || message === '';

/** 'body.personalData.fiscalCode' → 'codice fiscale': the longest known suffix of the path without its part. */
export function fieldLabel(lang: Language, field: string): string {
  const labels = CATALOGUES[lang].fields as Record<string, string>;
  const segments = field.split('.');
  const path = ['body', 'querystring', 'params', 'headers'].includes(segments[0]!)
    ? segments.slice(1)
    : segments;
  if (path.length === 0) return labels[segments[0]!] ?? segments[0]!;
  for (let start = 0; start < path.length; start += 1) {
    const label = labels[path.slice(start).join('.')];
    if (label) return label;
  }
  return path.join('.');
}

export interface RuleParams {
  min?: number | string;
  max?: number | string;
}

/** The sentence for one field and rule, e.g. «Il campo «codice fiscale» deve avere 16 caratteri: …». */
export function fieldSentence(lang: Language, field: string, rule: string, params: RuleParams = {}): string {
  const catalogue = CATALOGUES[lang];
  const rules = catalogue.rules as Record<string, string>;
  const patterns = catalogue.patterns as Record<string, string>;
  const last = field.split('.').at(-1) ?? field;
  let sentence: string;
  if (rule === 'pattern') sentence = patterns[last] ?? patterns.default!;
  else if (rule === 'max' && params.max === undefined && /date|On$/i.test(last))
    sentence = rules['max-date']!;
  else if (
    ['min', 'max', 'minlength', 'maxlength'].includes(rule) &&
    params[rule.slice(0, 3) as 'min'] === undefined
  )
    sentence = rules[`${rule}-any`]!;
  else sentence = fill(rules[rule] ?? rules.invalid!, { ...params } as Params);
  return fill(catalogue.field, { label: fieldLabel(lang, field), rule: sentence });
}
