import type { Page, Request } from 'playwright-core';

/**
 * Watches the page's API calls from now on. `settled()` waits until none has been in flight for `quietMs`: after a
 * step that reads several queries again (the app's invalidations after an answer), the page has then re-rendered
 * with all of them, so a control that has focus is no longer moved by content arriving above it.
 */
export function watchApiCalls(page: Page, quietMs = 300) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      try {
        while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
          if (Date.now() > deadline)
            throw new Error(`API calls still in flight: ${[...inFlight].map((r) => r.url()).join(', ')}`);
          await page.waitForTimeout(50);
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}
