import fs from 'node:fs/promises';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { axeViolations } from './axe';

export { AXE_TAGS } from './axe';

export const WIDTHS = [375, 768, 1280] as const;
export const LANGUAGES = ['it', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The screen's heading, in the main region. */
export const heading1 = (page: Page) => page.locator('main h1');
/** The dialog open with this name. */
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

export const baseUrl = () => inject('baseUrl');

/** What pages opened with newPage reported as content security policy violations, since the last test. */
const cspViolations: string[] = [];

/**
 * One Chromium for the test file (Debian's, since browsers cannot be downloaded here). Each test fails when
 * a page of it broke the content security policy: the browser blocked something the app tried (an inline
 * style, an eval) and reported it.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  afterEach(() => {
    expect(cspViolations.splice(0), 'content security policy violations').toEqual([]);
  });
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

/** A new context and page; `storageState` reuses a login saved with `context.storageState()` (cookies). */
export async function newPage(
  browser: Browser,
  width: number,
  storageState?: BrowserContextOptions['storageState'],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: baseUrl(),
    acceptDownloads: true,
    storageState,
  });
  await context.exposeBinding('suapReportCspViolation', ({ page }, violation: string) => {
    cspViolations.push(`${page.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { suapReportCspViolation(violation: string): void })
        .suapReportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Opens a URL and, when it is a prerendered public page, waits until the app has taken it over: the browser
 * paints those pages before any script, so their labels and keys do nothing yet, and the session-dependent
 * parts are placeholders (`.suap-session-pending`) until the app knows the session.
 */
export async function openPage(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('.suap-session-pending').first().waitFor({ state: 'detached' });
  return response;
}

/**
 * Waits until the page's finite animations and transitions have ended (a dialog's fade-in, a button changing from
 * filled to outlined when the data behind it arrives): measured halfway, a colour fails contrast checks it passes
 * once settled. Endless ones (a spinner) are not waited for.
 */
export async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
}

/** Runs axe on the current state of the page, once settled, and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label: string) {
  await settled(page);
  expect(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
}

/** Axe on the page as it is now, then its screenshot (for the reviewer to look at what axe passed). */
export async function axeAndScreenshot(page: Page, label: string, name: string) {
  await expectNoAxeViolations(page, label);
  await screenshot(page, name);
}

/** The whole page, or with `fullPage: false` the viewport only (an open modal: it is fixed to the viewport). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await fs.mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/** When a journey fails, a screenshot of every page still open, to see what stood in the way. */
export function screenshotOnFailure(browser: () => Browser, prefix: string) {
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const pages = browser()
      .contexts()
      .flatMap((c) => c.pages());
    for (const [index, page] of pages.entries())
      await screenshot(page, `${prefix}-failure-${index}`).catch(() => undefined);
  });
}
