import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, newPage, openPage, screenshot, useBrowser } from './support/browser';
import { lowContrastItems, textContrasts } from './support/contrast';
import { loginBackOffice, loginFrontOffice } from './support/login';
import { tr } from './support/sweep-routes';

// Issue 23, item 2: the private-area link of the user menu was white on the menu's white card (1:1) on every
// page, in both languages. What the browser paints is measured, for a citizen and for staff, at 375 and 1280 px.

const browser = useBrowser();

async function menuContrasts(page: Page, label: string) {
  const panel = page.locator('.suap-user-menu-panel');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (!(await panel.isVisible())) await page.locator('.suap-user-menu-toggle').click();
    await panel.waitFor({ state: 'visible' });
    const low = await lowContrastItems(panel);
    if (low.length > 0) await screenshot(page, `user-menu-contrast-${label}-${width}`);
    expect(low, `${label} at ${width}`).toEqual([]);
  }
  return textContrasts(panel);
}

describe('user menu contrast', () => {
  it("shows a citizen's menu items, the private-area link first, readable in both languages", async () => {
    const { context, page } = await newPage(browser(), 1280);
    try {
      await loginFrontOffice(page, 'anna.verdi', 'it', { origin: '/it/support' });
      for (const lang of LANGUAGES) {
        await openPage(page, `/${lang}/support`);
        await page.locator('main h1').waitFor();
        const items = await menuContrasts(page, `citizen-${lang}`);
        expect(items.map((item) => item.text)).toEqual([
          tr(lang, 'auth.user-menu.private-area'),
          tr(lang, 'auth.user-menu.sessions'),
          tr(lang, 'auth.user-menu.logout'),
        ]);
        await page.keyboard.press('Escape');
      }
    } finally {
      await context.close();
    }
  });

  it("shows staff's menu items readable in both languages", async () => {
    const { context, page } = await newPage(browser(), 1280);
    try {
      await loginBackOffice(page, 'admin', 'it');
      for (const lang of LANGUAGES) {
        await openPage(page, `/${lang}/back-office/requests`);
        await page.locator('main h1').waitFor();
        const items = await menuContrasts(page, `staff-${lang}`);
        expect(items.map((item) => item.text)).toEqual([
          tr(lang, 'auth.user-menu.sessions'),
          tr(lang, 'auth.user-menu.logout'),
        ]);
        await page.keyboard.press('Escape');
      }
    } finally {
      await context.close();
    }
  });
});
