import type { Page } from 'playwright-core';

/** Every development account's password (apps/server/src/db/seed/dev-accounts.ts). */
export const DEV_PASSWORD = 'password';

type Lang = 'it' | 'en';

export interface LoginOptions {
  /** Same-site path the front-office login returns to (default: the language home). */
  origin?: string;
  /** Stop on the provider page instead of submitting (to inspect it). */
  submit?: boolean;
}

/** Fills the embedded provider's real login form (fields username and password) and submits it. */
export async function submitProviderLogin(page: Page, username: string, password = DEV_PASSWORD) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/idp/')),
    page.locator('form button[type="submit"]:not([formaction])').click(),
  ]);
}

/** Back in the portal, past the callback route (or on the identity-matching page for eIDAS accounts). */
async function waitForPortalPage(page: Page) {
  await page.waitForURL((url) => !/^\/(auth|idp|api)\//.test(url.pathname) && url.pathname !== '/', {
    timeout: 30_000,
  });
  await page.locator('main h1').first().waitFor();
}

/**
 * Logs in at the front office through the real flow: /api/login/start -> provider login page -> /auth/login
 * callback -> origin page. Resolves on the page the portal shows next (the origin, home, the identity-matching
 * page for hans.mueller, or home with the authentication-failed modal for refused accounts).
 */
export async function loginFrontOffice(
  page: Page,
  username: string,
  lang: Lang = 'it',
  options: LoginOptions = {},
) {
  const origin = options.origin ?? `/${lang}`;
  await page.goto(`/api/login/start?idp=fo&origin=${encodeURIComponent(origin)}&lang=${lang}`);
  await page.locator('input[name="username"]').waitFor();
  if (options.submit === false) return;
  await submitProviderLogin(page, username);
  await waitForPortalPage(page);
}

/**
 * Logs in at the back office: /api/login/start?idp=bo -> provider -> /auth/back-office callback -> the request
 * list in Italian (SPEC §2), or home with the authentication-failed modal for refused accounts.
 */
export async function loginBackOffice(
  page: Page,
  username: string,
  lang: Lang = 'it',
  options: LoginOptions = {},
) {
  await page.goto(`/api/login/start?idp=bo&lang=${lang}`);
  await page.locator('input[name="username"]').waitFor();
  if (options.submit === false) return;
  await submitProviderLogin(page, username);
  await waitForPortalPage(page);
}
