import { describe, expect, it } from 'vitest';
import { LANGUAGES, expectNoAxeViolations, newPage, useBrowser } from './support/browser';
import { loginFrontOffice } from './support/login';
import { tr } from './support/sweep-routes';

// Issue 23, item 10: on the identity matching page the header offered a login to someone already logged in at
// the provider, nothing let them give up, and the date of birth was a native date input in the browser's order.
// hans.mueller is only ever cancelled here, never linked (the accessibility sweep needs him unlinked).

const browser = useBrowser();

describe('identity matching page (hans.mueller)', () => {
  for (const lang of LANGUAGES) {
    it(`offers no login, takes the date as DD/MM/YYYY and lets the person cancel and log out (${lang})`, async () => {
      const { context, page } = await newPage(browser(), lang === 'it' ? 1280 : 375);
      try {
        await loginFrontOffice(page, 'hans.mueller', lang, { origin: `/${lang}/support` });
        expect(new URL(page.url()).pathname).toBe(`/${lang}/auth/identity-matcher`);
        await expect.poll(() => page.locator('#identity-nome').inputValue()).toBe('Hans');

        // No login button in the header, the burger menu or floating.
        await page.mouse.wheel(0, 600);
        expect(await page.locator('a[href^="/api/login/start"]').count()).toBe(0);

        // The portal's date input: text in DD/MM/YYYY, prefilled from the identity token, with the format hint.
        const date = page.locator('#identity-dataNascita');
        expect(await date.getAttribute('type')).toBeNull();
        expect(await date.inputValue()).toBe('15/03/1975');
        expect(await page.locator('main').textContent()).toContain(
          tr(lang, 'auth.identity-matcher.hints.dataNascita'),
        );
        await date.fill('1975-03-15');
        await page.locator('form button[type="submit"]').click();
        await page
          .locator('.suap-field-error', {
            hasText: tr(lang, 'auth.identity-matcher.errors.dataNascita.pattern'),
          })
          .waitFor();
        await date.fill('31/02/1975');
        await page.locator('form button[type="submit"]').click();
        await page
          .locator('.suap-field-error', {
            hasText: tr(lang, 'auth.identity-matcher.errors.dataNascita.date'),
          })
          .waitFor();
        await expectNoAxeViolations(page, `identity-matching page (${lang})`);

        // Cancel: the provider session ends and the person is back on the home page, logged out.
        await page.getByRole('button', { name: tr(lang, 'auth.identity-matcher.cancel') }).click();
        await page.waitForURL((url) => url.pathname === `/${lang}`, { timeout: 30_000 });
        await page.locator('header a[href^="/api/login/start"]').first().waitFor();
        const session = await page.evaluate(async () => (await fetch('/api/session')).json());
        expect(session.authenticated).toBe(false);
        expect(session.identityMatching ?? false).toBe(false);
      } finally {
        await context.close();
      }
    });
  }
});
