import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe';
import { screenshot, settled, WIDTHS } from './browser';
import { checkFocusNotObscured } from './sweep-focus';
import { checkForcedColours, checkReflow, checkZoomAndTextSpacing } from './sweep-layout';
import type { Lang } from './sweep-routes';

// What the accessibility sweep checks on every screen and overlay. Axe failures are soft assertions, so one run
// lists every violation of the portal instead of stopping at the first; a screenshot is saved only for a failed
// check, or for every check at one width with SWEEP_SCREENSHOTS=<width> (to look at the screens).

const screenshotWidth = process.env.SWEEP_SCREENSHOTS;

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const fileName = (label: string) => label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

export interface ScreenOptions {
  /** The route name of apps/web/src/app/routes.tsx this screen belongs to (recorded as visited). */
  route: string;
  lang: Lang;
  /** The exact h1 of the screen (whitespace collapsed), or a pattern for data-dependent headings. */
  heading: string | RegExp;
  /** Something the screen shows only once its data arrived (a table, a form field), when the h1 comes first. */
  ready?: (page: Page) => Locator;
  widths?: readonly number[];
  label?: string;
}

export class Sweep {
  readonly visited = new Set<string>();
  screenChecks = 0;
  overlayChecks = 0;
  /** Milliseconds spent inside axe, to tell the cost of the checks from the cost of reaching the screens. */
  axeMs = 0;
  /** Milliseconds and Tab presses of the checks beyond axe (issue 24), to keep their cost in view. */
  beyondAxeMs = 0;
  tabPresses = 0;

  /** The page as it is now, at each width: really rendered, correct lang, alts, language options, 0 violations. */
  async screen(page: Page, options: ScreenOptions) {
    const { route, lang, heading, widths = WIDTHS } = options;
    const label = options.label ?? `${route} ${lang}`;
    this.visited.add(route);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expectHeading(page, heading, `${label} at ${width}`);
      if (options.ready) await options.ready(page).first().waitFor();
      await this.checkDocument(page, lang, `${label} at ${width}`);
      this.screenChecks += 1;
    }
    await this.beyondAxe(page, label, widths[widths.length - 1] ?? 1280);
  }

  /**
   * Issue 24: once per screen (route × language), what axe cannot see — focus obscured or lost while tabbing at
   * 320×256 and 375×667, reflow at 320 px, 200 % zoom and text spacing at 640 px, forced colours at 1280 px.
   * Ends at the width the screen was left at, with focus and scroll back at the top.
   */
  private async beyondAxe(page: Page, label: string, width: number) {
    const started = performance.now();
    await checkReflow(page, label);
    this.tabPresses += await checkFocusNotObscured(page, label);
    await checkZoomAndTextSpacing(page, label);
    await checkForcedColours(page, label);
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    this.beyondAxeMs += performance.now() - started;
  }

  /** An open overlay (modal, menu, dropdown) at the given widths: visible, and the page passes axe with it open. */
  async overlay(page: Page, overlay: Locator, lang: Lang, label: string, widths: readonly number[]) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await overlay.waitFor({ state: 'visible' });
      expect(await overlay.isVisible(), `${label} visible at ${width}`).toBe(true);
      await this.checkDocument(page, lang, `${label} at ${width}`);
      this.overlayChecks += 1;
    }
  }

  private async checkDocument(page: Page, lang: Lang, label: string) {
    expect.soft(await page.getAttribute('html', 'lang'), `<html lang> on ${label}`).toBe(lang);
    expect.soft(await imagesWithoutAlt(page), `images without alt on ${label}`).toEqual([]);
    expect.soft(await languageOptionsWithoutOwnLang(page), `language options on ${label}`).toEqual([]);
    await settled(page);
    const started = performance.now();
    const violations = await axeViolations(page);
    this.axeMs += performance.now() - started;
    if (process.env.SWEEP_VERBOSE === '1')
      console.info(
        `${label}: axe ${Math.round(performance.now() - started)} ms, ${violations.length} violations`,
      );
    expect.soft(violations, `axe violations on ${label}`).toEqual([]);
    if (violations.length > 0 || (screenshotWidth && label.endsWith(` at ${screenshotWidth}`)))
      await screenshot(page, `sweep-${violations.length > 0 ? 'failure-' : ''}${fileName(label)}`);
  }
}

export async function expectHeading(page: Page, heading: string | RegExp, label: string) {
  const h1 = page.locator('main h1').first();
  await h1.waitFor({ timeout: 20_000 });
  const matches = async () => {
    const text = normalise(await h1.textContent());
    return typeof heading === 'string' ? text === heading : heading.test(text);
  };
  await expect
    .poll(matches, { message: `h1 of ${label}: "${normalise(await h1.textContent())}"` })
    .toBe(true);
}

/** Every `<img>` needs an alt attribute: meaningful, or empty for decoration. */
function imagesWithoutAlt(page: Page): Promise<string[]> {
  return page.locator('img:not([alt])').evaluateAll((images) => images.map((image) => image.outerHTML));
}

/**
 * A language option names its language in that language ("English" on an Italian page), so it must carry its
 * own `lang` (WCAG 3.1.2): every link to the same page in another language (hreflang or a /it, /en path in the
 * language switch) has `lang` equal to the language it leads to.
 */
function languageOptionsWithoutOwnLang(page: Page): Promise<string[]> {
  return page.locator('a[hreflang], .suap-language-switch a').evaluateAll((links) =>
    links
      .map((link) => {
        const target =
          link.getAttribute('hreflang') ?? /^\/(it|en)(\/|$)/.exec(link.getAttribute('href') ?? '')?.[1];
        return link.getAttribute('lang') === target ? null : link.outerHTML;
      })
      .filter((html): html is string => html !== null),
  );
}
