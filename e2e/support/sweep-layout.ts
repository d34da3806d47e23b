import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Issue 24, items 3, 4 and 7: what axe cannot see about layout, on every screen of the sweep.
// - Reflow (WCAG 1.4.10) at 320 px and 200 % zoom (1.4.4: 640 px is 1280 px at 200 %): the page never scrolls
//   sideways, no element cuts its text off (overflow hidden or clip with more content than box), and the wizard's
//   step menu is whole, not a sideways-scrolling list the keyboard cannot reach.
// - Text spacing (1.4.12): the same at 640 px with the bookmarklet's values forced on every element.
// - Forced colours (Windows high contrast): the wizard's current step and the request-state badges differ from
//   their neighbours by more than colour, judged from computed styles with forcedColors emulated.

/** WCAG 1.4.12's values, as the well-known text-spacing bookmarklet injects them. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Overflow and clipping problems of the page as it is laid out now; one evaluate. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (node: Element) => {
      const text = ((node as HTMLElement).innerText ?? node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const cls = typeof node.className === 'string' ? node.className.trim().split(/\s+/).join('.') : '';
      return `${node.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text.slice(0, 50)}"`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      // The innermost elements reaching past the right edge: what to fix.
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > root.clientWidth + 1;
      });
      const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
      problems.push(
        `page scrolls sideways (${root.scrollWidth} px content in ${root.clientWidth} px): ` +
          innermost.slice(0, 3).map(describe).join(', '),
      );
    }
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      const clipsX = /^(hidden|clip)$/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const clipsY = /^(hidden|clip)$/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (!clipsX && !clipsY) continue;
      // Visually hidden text (a 1 px box on purpose), undrawn boxes and boxes without text are not clipping text.
      if (el.clientWidth <= 2 || el.clientHeight <= 2 || style.visibility !== 'visible') continue;
      if (el.closest('[aria-hidden="true"], .visually-hidden, .visually-hidden-focusable')) continue;
      if (!((el as HTMLElement).innerText ?? '').trim()) continue;
      problems.push(
        `${describe(el)} cuts its text off (${clipsX ? `${el.scrollWidth}>${el.clientWidth} px wide` : ''}` +
          `${clipsY ? `${el.scrollHeight}>${el.clientHeight} px high` : ''})`,
      );
    }
    // The step menu: shown as a list, every step inside the list's box and the viewport, the list not scrolling.
    const list = document.querySelector('.suap-step-menu ol, .suap-step-menu ul');
    if (list && list.getClientRects().length > 0) {
      if (list.scrollWidth > list.clientWidth + 1)
        problems.push(`the step menu scrolls sideways (${list.scrollWidth} px in ${list.clientWidth} px)`);
      const frame = list.getBoundingClientRect();
      for (const step of list.querySelectorAll(':scope > li')) {
        const box = step.getBoundingClientRect();
        if (box.left < Math.max(frame.left, 0) - 1 || box.right > Math.min(frame.right, root.clientWidth) + 1)
          problems.push(`step "${describe(step)}" of the step menu is not fully visible`);
      }
    }
    return problems;
  });
}

/** Reflow at 320 px: 1280 px at 400 % (the development provider's login page included). */
export async function checkReflow(page: Page, label: string) {
  await page.setViewportSize({ width: 320, height: 256 });
  expect.soft(await layoutProblems(page), `reflow on ${label} at 320 px`).toEqual([]);
}

/** 200 % zoom (640 px wide), then the same with WCAG text spacing forced (through the CSSOM: the CSP allows it). */
export async function checkZoomAndTextSpacing(page: Page, label: string) {
  await page.setViewportSize({ width: 640, height: 900 });
  expect.soft(await layoutProblems(page), `200 % zoom on ${label} (640 px)`).toEqual([]);
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    (window as unknown as { suapTextSpacing: CSSStyleSheet }).suapTextSpacing = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING_CSS);
  try {
    expect.soft(await layoutProblems(page), `text spacing on ${label} (640 px)`).toEqual([]);
  } finally {
    await page.evaluate(() => {
      const sheet = (window as unknown as { suapTextSpacing?: CSSStyleSheet }).suapTextSpacing;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    });
  }
}

/**
 * Forced colours at 1280 px: the current step (aria-current="step") against every other step, and each request
 * state badge against the text around it, compared on what forced colours keep — weight, style, decoration,
 * borders and outlines that are drawn, and generated content — never on colour.
 */
export async function checkForcedColours(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    expect.soft(await forcedColourProblems(page), `forced colours on ${label}`).toEqual([]);
  } finally {
    await page.emulateMedia({ forcedColors: null });
  }
}

/** The current step and badges that differ from their neighbours only by colour (forced colours emulated). */
export function forcedColourProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const text = (node: Element) => ((node as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
    const own = (node: Element, pseudo?: string) => {
      const s = getComputedStyle(node, pseudo);
      const sides = ['top', 'right', 'bottom', 'left'].map((side) => {
        const style = s.getPropertyValue(`border-${side}-style`);
        const width = s.getPropertyValue(`border-${side}-width`);
        return style === 'none' || style === 'hidden' || parseFloat(width) === 0 ? '-' : `${style} ${width}`;
      });
      const outline =
        s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0
          ? '-'
          : `${s.outlineStyle} ${s.outlineWidth}`;
      const content = pseudo && s.content !== 'none' && s.content !== 'normal' ? s.content : '';
      return [
        s.fontWeight,
        s.fontStyle,
        s.textDecorationLine,
        s.textTransform,
        sides.join('/'),
        outline,
        content,
      ].join('|');
    };
    // Everything drawn in a step (its box, its marks, their generated content), in document order.
    const look = (item: Element) =>
      [item, ...item.querySelectorAll('*')]
        .filter((node) => node.getClientRects().length > 0 && !node.closest('.visually-hidden'))
        .map((node) => `${own(node)}~${own(node, '::before')}~${own(node, '::after')}`)
        .join('\n');
    const current = document.querySelector('.suap-step-menu [aria-current="step"]');
    const item = current?.closest('li');
    if (item && item.getClientRects().length > 0) {
      const mine = look(item);
      for (const other of item.parentElement?.children ?? [])
        if (other !== item && look(other) === mine)
          found.push(`current step "${text(item)}" looks like "${text(other)}" but for colour`);
    }
    for (const badge of [...document.querySelectorAll('.suap-request-state-badge')].slice(0, 12)) {
      if (badge.getClientRects().length === 0) continue;
      const around = badge.closest('.suap-request-state')?.parentElement ?? badge.parentElement!;
      const [weight, style, decoration, transform, borders, outline] = own(badge).split('|');
      const [aWeight, aStyle, aDecoration, aTransform] = own(around).split('|');
      const drawnBox = borders !== '-/-/-/-' || outline !== '-';
      const textDiffers =
        weight !== aWeight || style !== aStyle || decoration !== aDecoration || transform !== aTransform;
      if (!drawnBox && !textDiffers)
        found.push(`badge "${text(badge)}" looks like the text around it but for colour`);
    }
    return found;
  });
}
