import fs from 'node:fs';
import path from 'node:path';
import { ENROLMENT_STEPS } from '@suap/shared';
import { fillRoutePath, routeEntries, type RouteEntry } from '../../apps/web/src/lib/routing/route-paths';

// The accessibility sweep must notice a new route: it takes the web app's route-path table (the leaf without
// screens, lib/routing/route-paths.ts), the wizard's steps from the shared contract (as the route table does) and
// the i18n texts from their source files. routes.tsx itself is not imported: it would pull every screen of the web
// app (JSX, CSS) into the e2e typecheck and runtime.

const webSource = path.resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'src');

export type Lang = 'it' | 'en';

export interface TableRoute {
  name: string;
  /** As written in the table: under `/:lang` unless `languageless`. */
  path: string;
  languageless: boolean;
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
  const entries = routeEntries.map((entry: RouteEntry) => ({
    name: entry.name,
    path: entry.path,
    languageless: entry.languageless ?? false,
  }));
  const wizard = entries.find((entry) => entry.name === 'enrolment-startup');
  if (!wizard) throw new Error('No enrolment-startup route in the path table');
  return [...entries, ...stepRoutes(wizard.path)];
}

/** The URL of a table route in a language, `:param` segments filled in by the app's own routePath helper. */
export const routeUrl = (route: TableRoute, lang: Lang, params: Record<string, string | number> = {}) =>
  fillRoutePath(route, lang, params);

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
