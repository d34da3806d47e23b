import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  LANGUAGES,
  newPage,
  openPage,
  screenshot,
  useBrowser,
} from './support/browser';
import { describeFocus } from './support/keyboard-focus';
import { loginBackOffice } from './support/login';
import { tr } from './support/sweep-routes';

// Issue 22, item 3: a front-office link followed from a back-office page asks before SPEC §4 clears the session.

const browser = useBrowser();

const leaveDialog = (page: Page, lang: 'it' | 'en') =>
  page.getByRole('dialog', { name: tr(lang, 'auth.leave-back-office.title') });

/** Follows the footer's privacy-policy link with the keyboard, from the back office: the leave dialog opens. */
async function followPrivacyLink(page: Page, lang: 'it' | 'en') {
  // The URL changes before React renders the page: wait for the request list itself, or the footer focused here
  // may be the previous page's, replaced before Enter reaches it.
  await page.getByRole('heading', { level: 1, name: tr(lang, 'backoffice.requests.title') }).waitFor();
  await page
    .locator('footer')
    .getByRole('link', { name: tr(lang, 'footer.privacy-policy') })
    .focus();
  await page.keyboard.press('Enter');
  await leaveDialog(page, lang).waitFor();
}

const authenticated = async (page: Page) =>
  (await page.evaluate(async () => (await fetch('/api/session')).json())).authenticated as boolean;

describe('leaving the back office', () => {
  for (const lang of LANGUAGES) {
    it(`asks before a front-office link logs staff out, with the keyboard only (${lang})`, async () => {
      const { context, page } = await newPage(browser(), 1280);
      try {
        await openPage(page, `/${lang}`);
        await loginBackOffice(page, 'admin', lang);
        await openPage(page, `/${lang}/back-office/requests`);
        await page.locator('main h1').waitFor();

        // The header's Home link: the dialog opens, focus on "stay", nothing is logged out yet.
        await page.locator('header').getByRole('link', { name: 'Home', exact: true }).first().focus();
        await page.keyboard.press('Enter');
        const dialog = leaveDialog(page, lang);
        await dialog.waitFor();
        expect(await describeFocus(page)).toContain(tr(lang, 'auth.leave-back-office.stay'));
        expect(await authenticated(page)).toBe(true);
        await expectNoAxeViolations(page, `leave-back-office dialog (${lang})`);
        await screenshot(page, `leave-back-office-${lang}-1280`);

        // Enter on "stay": back on the request list, still logged in.
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        await page.waitForURL((url) => url.pathname === `/${lang}/back-office/requests`);
        expect(await authenticated(page)).toBe(true);

        // A footer link, then Escape: the same.
        await followPrivacyLink(page, lang);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await page.waitForURL((url) => url.pathname === `/${lang}/back-office/requests`);

        // Confirmed: logged out, on the page the link pointed to.
        await followPrivacyLink(page, lang);
        await page.keyboard.press('Tab');
        expect(await describeFocus(page)).toContain(tr(lang, 'auth.leave-back-office.confirm'));
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        await page.waitForURL((url) => url.pathname === `/${lang}/privacy-policy`);
        await page.locator('header a[href^="/api/login/start"]').first().waitFor();
        expect(await authenticated(page)).toBe(false);
      } finally {
        await context.close();
      }
    });
  }
});
