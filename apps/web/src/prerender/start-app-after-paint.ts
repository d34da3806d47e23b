/**
 * The script tag of a prerendered public page (page-document.ts), in place of the app's module script: the
 * page is already there to read, so the app's scripts are requested once it has been painted. On a slow
 * connection the stylesheet and the page then get the bandwidth first; the app follows a moment later.
 * The tag carries what to load: `data-app` (the entry module) and `data-preload` (its static imports).
 */

/** A browser without paint timing, or a tab in the background that does not paint, starts the app anyway. */
const START_ANYWAY_AFTER_MS = 1500;

const tag = document.currentScript;
let started = false;

function startApp() {
  if (started || !tag) return;
  started = true;
  const preloads = (tag.dataset.preload ?? '').split(' ').filter(Boolean);
  for (const href of preloads) {
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
    );
  }
  const app = Object.assign(document.createElement('script'), {
    type: 'module',
    src: tag.dataset.app ?? '',
    crossOrigin: '',
  });
  document.head.append(app);
}

if (
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('paint')
) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(startApp); // after the paint's own frame
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startApp, START_ANYWAY_AFTER_MS);
} else {
  startApp();
}
