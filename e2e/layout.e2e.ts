import { BREAKPOINTS } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { WIDTHS, expectNoAxeViolations, newPage, screenshot, useBrowser, openPage } from './support/browser';

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
});
