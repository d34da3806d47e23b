import { BREAKPOINTS } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WIDTHS, expectNoAxeViolations, newPage, screenshot, useBrowser, openPage } from './support/browser';
import { loginBackOffice } from './support/login';

// The page layout of SPEC §2: redirects, language switch, skip link, burger menu, scroll-to-top and the room the
// fixed buttons leave at the page end. Axe on every screen at every width and language is the accessibility
// sweep's job (accessibility-sweep.e2e.ts).
describe('page layout', () => {
  const browser = useBrowser();

  it('redirects / to the Italian home and sets title and canonical link', async () => {
    const { context, page } = await newPage(browser(), 1280);
    await openPage(page, '/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/it');
    await expect.poll(() => page.title()).toMatch(/ - /);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/it$/);
    await context.close();
  });

  it('switches language keeping the page and updating <html lang>', async () => {
    const { context, page } = await newPage(browser(), 1280);
    await openPage(page, '/it/no-such-page');
    await page.locator('a[lang="en"]').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/no-such-page');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it('skip link moves focus to the main content', async () => {
    const { context, page } = await newPage(browser(), 1280);
    await openPage(page, '/en');
    await page.locator('main h1').first().waitFor();
    await page.keyboard.press('Tab');
    const first = page.locator(':focus');
    expect(await first.getAttribute('href')).toBe('#main-content');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.closest('#main-content') !== null ||
            document.activeElement?.id === 'main-content',
        ),
      )
      .toBe(true);
    await context.close();
  });

  it('opens the burger menu on a phone, from the skip link to navigation too', async () => {
    const { context, page } = await newPage(browser(), 375);
    await openPage(page, '/en');
    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(1);
    await expectNoAxeViolations(page, 'burger menu open');
    await screenshot(page, 'layout-burger-en-375');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);
    expect(await page.locator(':focus').getAttribute('aria-label')).toBe('Open the navigation menu');

    // Opened again, not reloaded: the prerendered page shows its h1 before the app has taken it over, and until
    // then the skip link is a plain anchor that opens no menu.
    await openPage(page, '/en');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('href')).toBe('#main-navigation');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(1);
    await context.close();
  });

  it('shows the scroll-to-top button only after scrolling 150 px', async () => {
    const { context, page } = await newPage(browser(), 1280);
    await openPage(page, '/en');
    await page.locator('main h1').first().waitFor();
    const button = page.getByRole('button', { name: 'Back to the top of the page' });
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => button.isVisible(), { timeout: 10_000 }).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  // WCAG 2.4.11: at the page's end no link may stay under the scroll-to-top or the floating login button.
  it.each(WIDTHS)('leaves no footer link under the fixed buttons at the page end (%i px)', async (width) => {
    const { context, page } = await newPage(browser(), width);
    await openPage(page, '/it');
    await page.locator('main h1').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const helpers = width < BREAKPOINTS.sm ? 2 : 1; // the floating login shows on phones only
    await expect
      .poll(() => page.locator('.back-to-top:visible, .suap-floating-login:visible').count(), {
        timeout: 10_000,
      })
      .toBe(helpers);
    // The helpers grow into place; measure them at their final size.
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().length), { timeout: 10_000 })
      .toBe(0);
    const covered = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll('.back-to-top, .suap-floating-login')].map((helper) =>
        helper.getBoundingClientRect(),
      );
      return [...document.querySelectorAll('footer a')]
        .filter((link) => {
          const r = link.getBoundingClientRect();
          return boxes.some(
            (b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top,
          );
        })
        .map((link) => link.textContent?.trim());
    });
    expect(covered).toEqual([]);
    await context.close();
  });

  // Issue 22, item 9: the request table keeps SPEC §9's 260 px columns, so on wide screens it scrolls inside its
  // box; the id and the actions must stay reachable, the page itself must not scroll sideways.
  describe('back-office request list', () => {
    /** Left and right edge of an element, relative to the viewport. */
    const edges = async (page: Page, selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      if (!box) throw new Error(`${selector} is not rendered`);
      return { left: box.x, right: box.x + box.width };
    };
    const documentScrollsSideways = (page: Page) =>
      page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

    it('at 1280 px: a scroll cue, a focusable region, and the id and actions in view at both ends', async () => {
      const { context, page } = await newPage(browser(), 1280);
      await loginBackOffice(page, 'admin', 'it');
      await page.locator('main table tbody tr').first().waitFor();
      const region = page.locator('main .suap-table');
      expect(await page.locator('main .suap-table-scroll-hint').isVisible()).toBe(true);
      expect(await region.getAttribute('tabindex')).toBe('0');
      expect(await region.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await documentScrollsSideways(page)).toBe(false);
      const inView = async () => {
        for (const selector of ['main tbody tr th[scope="row"]', 'main tbody tr td.suap-table-sticky-end']) {
          const { left, right } = await edges(page, selector);
          expect(left, selector).toBeGreaterThanOrEqual(0);
          expect(right, selector).toBeLessThanOrEqual(1280);
        }
      };
      await inView();
      await screenshot(page, 'layout-bo-requests-it-1280');
      // Keyboard users scroll the focused region with the arrow keys; the sticky columns stay in view.
      await region.focus();
      for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
      await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
      await inView();
      await context.close();
    });

    it('at 375 px: one card per request, its id and its link in view, no sideways scrolling', async () => {
      const { context, page } = await newPage(browser(), 375);
      await loginBackOffice(page, 'admin', 'it');
      await page.locator('main .suap-table-card').first().waitFor();
      expect(await page.locator('main table').count()).toBe(0);
      expect(await documentScrollsSideways(page)).toBe(false);
      for (const selector of ['main .suap-table-card-title', 'main .suap-table-card-actions a']) {
        const { left, right } = await edges(page, selector);
        expect(left, selector).toBeGreaterThanOrEqual(0);
        expect(right, selector).toBeLessThanOrEqual(375);
      }
      expect(await page.getByRole('combobox', { name: 'Ordina per' }).isVisible()).toBe(true);
      await screenshot(page, 'layout-bo-requests-it-375');
      await context.close();
    });

    // Issue 22, 8.4: Bootstrap Italia sets callout paragraphs in Lora; the portal's text is Titillium Web.
    it('writes the retrieve-error callout in the portal font', async () => {
      const { context, page } = await newPage(browser(), 1280);
      await loginBackOffice(page, 'admin', 'it');
      await page.route('**/api/suap/v1/backoffice/list*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await page.reload();
      const paragraph = page.locator('main .suap-retrieve-error p');
      await paragraph.waitFor();
      expect(await paragraph.evaluate((p) => getComputedStyle(p).fontFamily)).toMatch(/^"?Titillium Web/);
      await context.close();
    });
  });
});
