import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Issue 24, items 1 and 2: what axe cannot see about focus. On every screen of the sweep, a keyboard user tabs
// through everything at 320×256 (1280 px at 400 %) and 375×667 (a phone): each focused element must be fully
// visible — not covered, even in part, by a position:fixed or sticky element (WCAG 2.4.11) — and focus never
// falls to <body> on the way (2.4.3). One page.evaluate per Tab keeps the pass cheap.

/** The two small viewports of the pass: 400 % zoom of a 1280 px screen, and a phone. */
export const FOCUS_VIEWPORTS = [
  { width: 320, height: 256 },
  { width: 375, height: 667 },
] as const;

/** More stops than any screen has; a screen that needs more is reported rather than tabbed forever. */
const MAX_TABS = 250;

interface Stop {
  /** 'body' when focus fell to <body>, 'first' when it came back to the first element (wrapped), else 'element'. */
  kind: 'body' | 'first' | 'element';
  description: string;
  /** Each fixed/sticky element covering part of the focused one, with the share of sample points it covers. */
  covered: string[];
}

/**
 * Where focus is after a Tab, measured after the browser scrolled it into view (reduced motion is emulated for
 * the pass, so that scroll is instant): the focused element's box is sampled on a 5×3 grid inside its visible
 * part, and the top-most element at each point is looked up; a point whose top-most element sits in a
 * fixed or sticky box that does not contain the focused element is covered. Bootstrap Italia's radios and
 * checkboxes draw their label over the real input: the label's box is measured for them.
 */
function inspectStop(page: Page, first: boolean): Promise<Stop> {
  return page.evaluate((isFirst: boolean) => {
    const store = window as unknown as { suapFocusFirst?: Element | null };
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement)
      return { kind: 'body' as const, description: '<body>', covered: [] };
    const describe = (node: Element) => {
      const text = (
        node.getAttribute('aria-label') ??
        (node as HTMLElement).innerText ??
        node.textContent ??
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60);
      const id = node.id ? `#${node.id}` : '';
      const cls =
        typeof node.className === 'string' && node.className
          ? `.${node.className.trim().split(/\s+/).join('.')}`
          : '';
      return `${node.tagName.toLowerCase()}${id}${cls.slice(0, 80)} "${text}"`;
    };
    if (isFirst) store.suapFocusFirst = el;
    else if (store.suapFocusFirst === el)
      return { kind: 'first' as const, description: describe(el), covered: [] };
    const label =
      el instanceof HTMLInputElement && /^(radio|checkbox)$/.test(el.type) ? el.labels?.[0] : undefined;
    const target = label ?? el;
    const box = target.getBoundingClientRect();
    // Only the part inside the viewport: an element taller than the screen cannot be fully on it.
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const counts = new Map<Element, number>();
    let points = 0;
    if (right - left >= 1 && bottom - top >= 1) {
      for (let i = 0; i < 5; i += 1)
        for (let j = 0; j < 3; j += 1) {
          const x = left + 1 + ((right - left - 2) * i) / 4;
          const y = top + 1 + ((bottom - top - 2) * j) / 2;
          points += 1;
          let hit = document.elementFromPoint(x, y);
          if (!hit || target.contains(hit) || el.contains(hit)) continue;
          // The nearest fixed or sticky box around the top-most element at this point.
          while (hit && hit !== document.body) {
            const position = getComputedStyle(hit).position;
            if (position === 'fixed' || position === 'sticky') break;
            hit = hit.parentElement;
          }
          if (!hit || hit === document.body || hit.contains(el)) continue;
          // A helper that stepped aside (faded out) covers nothing, even while it still takes up its place.
          let seen: Element | null = hit;
          let opacity = 1;
          for (; seen; seen = seen.parentElement) opacity *= Number(getComputedStyle(seen).opacity);
          if (opacity < 0.1 || getComputedStyle(hit).visibility !== 'visible') continue;
          counts.set(hit, (counts.get(hit) ?? 0) + 1);
        }
    }
    const covered = [...counts].map(
      ([cover, count]) => `${Math.round((100 * count) / points)} % under ${describe(cover)}`,
    );
    return { kind: 'element' as const, description: describe(el), covered };
  }, first);
}

/** A stop, measured again for up to 300 ms while it looks covered (a fixed helper that steps aside on focus). */
async function settledStop(page: Page, first: boolean): Promise<Stop> {
  let stop = await inspectStop(page, first);
  for (let retry = 0; retry < 3 && stop.kind === 'element' && stop.covered.length > 0; retry += 1) {
    await page.waitForTimeout(100);
    stop = await inspectStop(page, false);
  }
  return stop;
}

/**
 * Tabs through every focusable element at one viewport until focus wraps to the first one it reached. Past the
 * last element Chromium moves focus to its own UI (<body> in the page) and the next Tab comes back to the top:
 * that one <body> per cycle is the wrap, any other is focus lost. Returns the problems and the Tabs pressed.
 */
export async function tabCycle(
  page: Page,
  viewport: { width: number; height: number },
): Promise<{ problems: string[]; presses: number }> {
  await page.setViewportSize(viewport);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  let previous = '(top of the page)';
  let wrapped = false;
  let wrapSeen = false;
  let haveFirst = false;
  let presses = 0;
  while (presses < MAX_TABS && !wrapped) {
    await page.keyboard.press('Tab');
    presses += 1;
    const stop = await settledStop(page, !haveFirst);
    if (stop.kind === 'element') haveFirst = true;
    if (stop.kind === 'first') wrapped = true;
    else if (stop.kind === 'body') {
      if (wrapSeen) problems.push(`focus on <body> after ${previous}`);
      wrapSeen = true;
    } else {
      for (const cover of stop.covered) problems.push(`${stop.description}: ${cover}`);
      previous = stop.description;
    }
  }
  if (!wrapped) problems.push(`focus did not come back to the first element within ${MAX_TABS} Tabs`);
  return { problems, presses };
}

/** The Tab pass at both small viewports (reduced motion: the scroll to the focused element is instant). */
export async function checkFocusNotObscured(page: Page, label: string): Promise<number> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let presses = 0;
  try {
    for (const viewport of FOCUS_VIEWPORTS) {
      const cycle = await tabCycle(page, viewport);
      presses += cycle.presses;
      expect
        .soft(
          cycle.problems,
          `focus obscured or lost while tabbing on ${label} at ${viewport.width}×${viewport.height}`,
        )
        .toEqual([]);
    }
  } finally {
    await page.emulateMedia({ reducedMotion: null });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
  }
  return presses;
}

/** After an action, focus is on something meaningful: not <body>, and (when given) on `expected`. */
export async function expectFocusKept(page: Page, what: string, expected?: Locator) {
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return !el || el === document.body ? '<body>' : el.outerHTML.slice(0, 160);
    });
  // The action's result renders asynchronously: judge the focus once the page settled.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
  const now = await focused();
  expect.soft(now, `focus after ${what}`).not.toBe('<body>');
  if (expected)
    expect
      .soft(
        await expected.evaluate((el) => el === document.activeElement).catch(() => false),
        `focus after ${what} should stay on ${String(expected)}, is on ${now}`,
      )
      .toBe(true);
}
