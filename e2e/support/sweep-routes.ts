import fs from 'node:fs';
import path from 'node:path';
import { ENROLMENT_STEPS } from '@suap/shared';

// The accessibility sweep must notice a new route: it reads the web app's route table and the i18n texts from
// their source files, and the wizard's steps from the shared contract (as the route table does). The table is
// read as text, not imported: importing routes.tsx would pull every screen of the web app (JSX, CSS) into the
// e2e typecheck and runtime.

const webSource = path.resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'src');

export type Lang = 'it' | 'en';

export interface TableRoute {
  name: string;
  /** As written in the table: under `/:lang` unless `languageless`. */
  path: string;
  languageless: boolean;
}

const readWebSource = (...parts: string[]) => fs.readFileSync(path.join(webSource, ...parts), 'utf8');

/** The entries of the literal table that starts at `marker` (each with a `name:` and a `path:`), in order. */
function readTable(source: string, marker: string): TableRoute[] {
  const start = source.indexOf(marker);
  if (start < 0) throw new Error(`No ${marker} in the web source`);
  const table = source.slice(start, source.indexOf('] as const', start));
  return table
    .split(/\bname:\s*/)
    .slice(1)
    .map((entry) => {
      const name = /^'([^']+)'/.exec(entry)?.[1];
      const routePath = /\bpath:\s*'([^']*)'/.exec(entry)?.[1];
      if (name === undefined || routePath === undefined) throw new Error(`Unreadable route entry: ${entry}`);
      return { name, path: routePath, languageless: /\blanguageless:\s*true/.test(entry) };
    });
}

/**
 * The wizard's step routes under its entry route (`base`): the route table builds them from the shared contract's
 * step list, each step's path being its name (SPEC §2).
 */
const stepRoutes = (base: string): TableRoute[] =>
  ENROLMENT_STEPS.map((name) => ({ name, path: `${base}/${name}`, languageless: false }));

/**
 * Every route of the web app's table (app/routes.tsx joins them): the path table of lib/routing/route-paths.ts
 * and the wizard's steps, in table order.
 */
export function readRouteTable(): TableRoute[] {
  const entries = readTable(readWebSource('lib', 'routing', 'route-paths.ts'), 'export const routeEntries');
  const wizard = entries.find((entry) => entry.name === 'enrolment-startup');
  if (!wizard) throw new Error('No enrolment-startup route in the path table');
  return [...entries, ...stepRoutes(wizard.path)];
}

/** The URL of a table route in a language, `:param` segments filled in (as the app's routePath does). */
export function routeUrl(route: TableRoute, lang: Lang, params: Record<string, string | number> = {}) {
  const filled = route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing parameter ${key} for route ${route.name}`);
    return encodeURIComponent(String(value));
  });
  if (route.languageless) return filled;
  return filled ? `/${lang}/${filled}` : `/${lang}`;
}

type Texts = Record<string, unknown>;
const texts: Record<Lang, Texts> = {
  it: JSON.parse(fs.readFileSync(path.join(webSource, 'i18n', 'it.json'), 'utf8')) as Texts,
  en: JSON.parse(fs.readFileSync(path.join(webSource, 'i18n', 'en.json'), 'utf8')) as Texts,
};

/** A translated string of the web app, `{{name}}` placeholders filled from `params`. */
export function tr(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts[lang]);
  if (typeof value !== 'string') throw new Error(`No ${lang} text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** The same page in the other language: the portal's URLs carry the language as their first segment. */
export function inLanguage(url: string, lang: Lang): string {
  const { pathname, search } = new URL(url);
  return `${pathname.replace(/^\/(it|en)(?=\/|$)/, `/${lang}`)}${search}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A heading whose `{{id}}` is a number not known in advance. */
export const withAnyId = (lang: Lang, key: string) =>
  new RegExp(`^${escape(tr(lang, key, { id: '{{id}}' })).replace('\\{\\{id\\}\\}', '\\d+')}$`);
