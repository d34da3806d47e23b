import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Helpers of the keyboard-only journeys: where focus is, whether a person can see it, and moving it with Tab
// without depending on exact tab counts.

/** A one-line, human-readable description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const id = el.id ? `#${el.id}` : '';
    const type = el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : '';
    const name =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? el.value) : el.textContent) ??
      '';
    return `${el.tagName.toLowerCase()}${id}${type} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  });
}

interface FocusLook {
  description: string;
  /** Why the indicator counts as visible, or why not. */
  indicator: string | null;
  inViewport: boolean;
}

/**
 * What a sighted keyboard user sees of the focused element: an outline or a box-shadow ring that is drawn (style
 * not none, width above zero, colour not transparent) on the element, or — for Bootstrap Italia's radios and
 * checkboxes, whose real input is hidden behind a drawn box — on the label's ::before/::after box.
 */
function inspectFocus(page: Page): Promise<FocusLook> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    // Bootstrap's buttons fade their ring in (a CSS transition): judge the ring it settles on.
    const label = el instanceof HTMLInputElement ? el.labels?.[0] : undefined;
    const settling = [el, label].flatMap((node) => node?.getAnimations({ subtree: true }) ?? []);
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    const alpha = (color: string) => {
      const match = /rgba?\(([^)]+)\)/.exec(color);
      if (!match) return color === 'transparent' ? 0 : 1;
      const parts = match[1]!.split(/[\s,/]+/).filter(Boolean);
      return parts.length > 3 ? Number(parts[3]) : 1;
    };
    const ring = (style: CSSStyleDeclaration): string | null => {
      if (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        alpha(style.outlineColor) > 0
      )
        return `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      // box-shadow: "<color> x y blur spread[, ...]" — a ring needs a spread or blur above zero and a colour.
      for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
        const color = /rgba?\([^)]+\)/.exec(shadow)?.[0] ?? 'rgb(0,0,0)';
        const lengths = shadow
          .replace(/rgba?\([^)]+\)/, '')
          .trim()
          .split(/\s+/)
          .map((value) => parseFloat(value))
          .filter((value) => !Number.isNaN(value));
        if (alpha(color) > 0.3 && lengths.slice(2).some((value) => value >= 1))
          return `box-shadow ${shadow.trim()}`;
      }
      return null;
    };
    if (!el || el === document.body) return { description: '<body>', indicator: null, inViewport: false };
    let indicator = ring(getComputedStyle(el));
    // The last Tab stop of Chromium's date field is its calendar button, inside the field's shadow tree: the field
    // itself is then no longer :focus-visible, and the browser draws its own ring (outline: auto) around the button,
    // which no computed style of the page exposes (checked by eye on a screenshot).
    if (
      !indicator &&
      el instanceof HTMLInputElement &&
      /^(date|time|datetime-local|month|week)$/.test(el.type) &&
      !el.matches(':focus-visible')
    )
      indicator = "the browser's ring around the field's calendar button";
    let box = el.getBoundingClientRect();
    if (!indicator && label && /^(radio|checkbox)$/.test(el.getAttribute('type') ?? '')) {
      indicator =
        ring(getComputedStyle(label, '::before')) ??
        ring(getComputedStyle(label, '::after')) ??
        ring(getComputedStyle(label));
      if (indicator) indicator = `label: ${indicator}`;
      box = label.getBoundingClientRect();
    }
    const inViewport =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth;
    return { description: el.outerHTML.slice(0, 160), indicator, inViewport };
  });
}

/**
 * Fails unless the focused element shows a focus ring and is (at least partly) inside the viewport. The page
 * scrolls smoothly (Bootstrap Italia), so the element is given the time of that scroll to come into view.
 */
export async function expectVisibleFocus(page: Page, where: string): Promise<void> {
  const look = await inspectFocus(page);
  expect(look.indicator, `no visible focus indicator at "${where}" on ${look.description}`).not.toBeNull();
  await expect
    .poll(async () => (await inspectFocus(page)).inViewport, {
      message: `focused element out of the viewport at "${where}": ${look.description}`,
    })
    .toBe(true);
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times. Every stop on the way must show a
 * visible focus ring too, and each is recorded, so a failure says where focus went instead of the target.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  where: string,
  { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await target.first().waitFor();
  const visited: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target.first())) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await describeFocus(page);
    visited.push(stop);
    // Past the last control focus leaves the page for the browser's own UI, then comes back at the top.
    if (stop !== '<body>') await expectVisibleFocus(page, `${where}, after ${visited.join(' > ')}`);
  }
  if (await isFocused(target.first())) return;
  throw new Error(
    `"${where}": ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never focused ${target}.\n` +
      `Focus went to:\n  ${visited.join('\n  ')}`,
  );
}

/** Presses a key on the focused element, then checks the focus that results is still visible. */
export async function press(page: Page, key: string, where: string): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, where);
}

/** After a route change: focus lands on the new page's main heading (h1 inside <main>). */
export async function expectHeadingFocus(page: Page, name?: string | RegExp): Promise<void> {
  const heading =
    name === undefined ? page.locator('main h1') : page.locator('main h1').filter({ hasText: name });
  await heading.first().waitFor();
  await expect
    .poll(() => heading.first().evaluate((el) => el === document.activeElement), {
      message: `focus should move to the h1 "${String(name)}"`,
    })
    .toBe(true);
}

/** Waits until the element that has focus matches `target` (after a modal closes, a widget updates …). */
export async function expectFocusOn(target: Locator, what: string): Promise<void> {
  await expect.poll(() => isFocused(target.first()), { message: `focus should be on ${what}` }).toBe(true);
}

/** Types into the focused field only: fails if focus is not on an editable control. */
export async function typeInFocused(page: Page, text: string): Promise<void> {
  const editable = await page.evaluate(() => {
    const el = document.activeElement;
    return (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && !el.readOnly;
  });
  expect(
    editable,
    `typing "${text}" needs a focused text field, focus is on ${await describeFocus(page)}`,
  ).toBe(true);
  await page.keyboard.type(text);
}

/** Clears the focused text field with the keyboard (select all, delete). */
export async function clearFocused(page: Page): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
}
