import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LANGUAGES, newPage, openPage, screenshot } from './browser';
import type { Sweep } from './sweep-checks';
import { inLanguage, readRouteTable, routeUrl, tr, type Lang, type TableRoute } from './sweep-routes';

// How the accessibility sweep reaches the screens of the route table: by URL in each language, in the other
// language of the screen it is on, or through a callback page; each screen is checked by the one Sweep.

export const OTHER: Record<Lang, Lang> = { it: 'en', en: 'it' };
export const PHONE_AND_DESKTOP = [375, 1280] as const;
export const dialog = (page: Page) => page.getByRole('dialog');

export type Heading = (lang: Lang) => string | RegExp;

export class SweepScreens {
  readonly table: TableRoute[] = readRouteTable();

  constructor(readonly sweep: Sweep) {}

  // Arrow properties, so the sweep can take them out of the object by name.
  readonly route = (name: string): TableRoute => {
    const found = this.table.find((entry) => entry.name === name);
    if (!found) throw new Error(`Route ${name} is not in the route table`);
    return found;
  };

  /** Opens a table route in each language (by URL) and checks it at every width. */
  readonly sweepRoute = async (
    page: Page,
    name: string,
    heading: Heading,
    options: { params?: Record<string, string | number>; ready?: (page: Page) => Locator } = {},
  ) => {
    for (const lang of LANGUAGES) {
      await openPage(page, routeUrl(this.route(name), lang, options.params));
      await this.sweep.screen(page, { route: name, lang, heading: heading(lang), ready: options.ready });
    }
  };

  /** The same screen in the other language (by URL), checked at every width. */
  readonly sweepOtherLanguage = async (
    page: Page,
    name: string,
    lang: Lang,
    heading: Heading,
    options: { ready?: (page: Page) => Locator } = {},
  ) => {
    await openPage(page, inLanguage(page.url(), OTHER[lang]));
    await this.sweep.screen(page, {
      route: name,
      lang: OTHER[lang],
      heading: heading(OTHER[lang]),
      ready: options.ready,
    });
  };

  /** A languageless callback screen: shown in the language its document declares, with that language's h1. */
  readonly sweepCallback = async (page: Page, name: string, key: string) => {
    await page.locator('main h1').first().waitFor();
    const lang = (await page.getAttribute('html', 'lang')) as Lang;
    expect(LANGUAGES).toContain(lang);
    await this.sweep.screen(page, { route: name, lang, heading: tr(lang, key) });
  };
}

/** A fresh browser context for one user; on failure, a screenshot of each of its pages before it closes. */
export async function inContext(browser: Browser, journey: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser, 1280);
  try {
    await journey(page);
  } catch (error) {
    for (const [index, open] of context.pages().entries())
      await screenshot(
        open,
        `sweep-failure-${new URL(open.url()).pathname.replace(/\W+/g, '-')}-${index}`,
      ).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}
