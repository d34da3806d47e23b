import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../components/layout/layout-links';

const GIVE_UP_AFTER_MS = 10_000;

/** True when done: the heading got focus, or a modal opened on arrival owns the focus and must keep it. */
function focusHeading(main: HTMLElement): boolean {
  if (document.querySelector('[aria-modal="true"]')) return true;
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * The pathname the last shell showed. The shell is mounted twice in the route tree (language-less callback
 * routes and `/:lang`), so a navigation between the two mounts a new shell: only a record that outlives the
 * component tells that new shell it arrived by navigation rather than by the document's first load.
 */
let lastShownPathname: string | null = null;

/**
 * After every client-side navigation (not the document's first page, where the skip links must stay the first
 * Tab stop) scroll to the top and move focus to the new page's h1, so keyboard and screen-reader users start at
 * the new content. Screens load lazily, so when the heading is not there yet we wait for it to appear.
 */
export function useFocusOnNavigation(): void {
  const { pathname, key } = useLocation();

  useEffect(() => {
    const previous = lastShownPathname;
    lastShownPathname = pathname;
    // 'default' is the key of the location the router started on; a null record is a redirect before any page.
    if (key === 'default' || previous === null || previous === pathname) return;
    window.scrollTo(0, 0);
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main || focusHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), GIVE_UP_AFTER_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, key]);
}
