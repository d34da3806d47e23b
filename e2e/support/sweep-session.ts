import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { submitProviderLogin } from './login';
import type { Lang } from './sweep-routes';

// The login and logout callback screens are on screen only while the portal waits: for the token exchange
// (login) or for the next page's code (logout). To check them, the sweep holds exactly that wait open, runs its
// checks on the real screen, then lets the flow finish. Nothing is mocked: the held request goes to the server.

type Release = () => void;

/** Holds every request matching `url` until the returned release is called; resolves when the first one arrived. */
async function holdRequests(
  page: Page,
  url: string | RegExp,
): Promise<{ held: Promise<void>; release: Release }> {
  let release!: Release;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A request that never comes (a renamed chunk, a changed API path) fails here, not at the test's timeout.
  const held = new Promise<void>((resolve, reject) => {
    arrived = resolve;
    timer = setTimeout(() => reject(new Error(`No request matching ${String(url)} within 30 s`)), 30_000);
  }).finally(() => clearTimeout(timer));
  const handler = async (route: Route) => {
    arrived();
    await released;
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  };
  await page.route(url, handler);
  return {
    held,
    release: () => {
      release();
      void page.unroute(url, handler).catch(() => undefined); // the page may be closed already
    },
  };
}

/** Back in the portal past the callbacks: a portal URL and its h1. */
export async function waitForPortalPage(page: Page) {
  await page.waitForURL((url) => !/^\/(auth\/(login|back-office|logout)|idp|api)\b/.test(url.pathname), {
    timeout: 30_000,
  });
  await page.locator('main h1').first().waitFor();
}

/**
 * Logs in through the provider's real form; while the callback screen waits for the token exchange, runs
 * `onCallback` on it. Resolves on the portal page that follows (origin, identity matching, request list...).
 */
export async function loginCheckingCallback(
  page: Page,
  idp: 'fo' | 'bo',
  username: string,
  lang: Lang,
  origin: string,
  onCallback: () => Promise<void>,
) {
  const query =
    idp === 'fo' ? `idp=fo&origin=${encodeURIComponent(origin)}&lang=${lang}` : `idp=bo&lang=${lang}`;
  await page.goto(`/api/login/start?${query}`);
  await page.locator('input[name="username"]').waitFor();
  const exchange = await holdRequests(
    page,
    idp === 'fo' ? /\/api\/login\/token(\?|$)/ : /\/api\/login\/token2(\?|$)/,
  );
  await submitProviderLogin(page, username);
  await exchange.held;
  try {
    await onCallback();
  } finally {
    exchange.release();
  }
  await waitForPortalPage(page);
}

/**
 * The logout callback screen moves on to the next page in the same task that shows it: the next screen mounts a
 * new Suspense boundary, which shows its fallback at once, so no held request keeps the logout screen on view
 * (tried: holding the next screen's code shows the loading spinner instead). The sweep therefore proves the real
 * logout passes through the callback route and ends logged out on a portal page; the screen itself is a heading
 * and a status line that the shell's checks cover on every other page.
 */
export async function logoutThroughCallback(page: Page, startLogout: () => Promise<void>) {
  const passed = page.waitForURL((url) => url.pathname === '/auth/logout', { timeout: 30_000 });
  await startLogout();
  await passed;
  await waitForPortalPage(page);
  const session = await page.evaluate(async () => (await fetch('/api/session')).json());
  expect(session.authenticated).toBe(false);
}
