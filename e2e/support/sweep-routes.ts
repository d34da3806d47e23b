import fs from 'node:fs';
import path from 'node:path';

// The accessibility sweep must notice a new route: it reads the web app's route table and the i18n texts from
// their source files. They are read as text, not imported: importing routes.tsx would pull every screen of the
// web app (JSX, CSS) into the e2e typecheck and runtime.

const webSource = path.resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'src');

export type Lang = 'it' | 'en';

export interface TableRoute {
  name: string;
  /** As written in the table: under `/:lang` unless `languageless`. */
  path: string;
  languageless: boolean;
}

/** Every entry of `appRoutes` in apps/web/src/app/routes.tsx, in table order. */
export function readRouteTable(): TableRoute[] {
  const source = fs.readFileSync(path.join(webSource, 'app', 'routes.tsx'), 'utf8');
  const start = source.indexOf('export const appRoutes');
  const table = source.slice(start, source.indexOf('] as const', start));
  const entries = table.split(/\bname:\s*/).slice(1);
  return entries.map((entry) => {
    const name = /^'([^']+)'/.exec(entry)?.[1];
    const routePath = /\bpath:\s*'([^']*)'/.exec(entry)?.[1];
    if (name === undefined || routePath === undefined) throw new Error(`Unreadable route entry: ${entry}`);
    return { name, path: routePath, languageless: /\blanguageless:\s*true/.test(entry) };
  });
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
