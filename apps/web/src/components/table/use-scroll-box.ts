import { useEffect, useRef, useState } from 'react';

export interface ScrollBox {
  /** Width of the box's content area, once measured (SPEC §9 column maximum). */
  width?: number;
  /** Whether the table is wider than its box, i.e. it scrolls sideways and needs a cue and keyboard access. */
  overflowing: boolean;
}

const stickyCells = (box: HTMLElement, side: 'start' | 'end') =>
  Array.from(box.querySelectorAll<HTMLElement>(`thead .suap-table-sticky-${side}`));

/** The widest header cell of a sticky side, 0 when that side has none. */
function stickyWidth(box: HTMLElement, side: 'start' | 'end'): number {
  return Math.max(0, ...stickyCells(box, side).map((cell) => cell.getBoundingClientRect().width));
}

/**
 * Chromium scrolls a partly visible focused element no further, even when the part it leaves in view is under a
 * sticky column (a sort button half under the actions column): scroll the box by the covered width.
 */
export function uncoverFocus(box: HTMLElement, focused: Element): void {
  if (focused === box || focused.closest('.suap-table-sticky-start, .suap-table-sticky-end')) return;
  const target = focused.getBoundingClientRect();
  for (const cell of stickyCells(box, 'end')) {
    const sticky = cell.getBoundingClientRect();
    if (target.right > sticky.left && target.left < sticky.right)
      box.scrollLeft += target.right - sticky.left;
  }
  for (const cell of stickyCells(box, 'start')) {
    const sticky = cell.getBoundingClientRect();
    if (target.left < sticky.right && target.right > sticky.left)
      box.scrollLeft -= sticky.right - target.left;
  }
}

/**
 * Measures the table's scroll box: its width and whether its content overflows it. Re-measured when the box or the
 * table inside it changes size (new rows, new language, a resized window).
 *
 * It also tells the stylesheet how wide the sticky columns are (--suap-sticky-start/-end, the box's inline scroll
 * padding): focus scrolling then brings a focused cell (a sort button) out from under them instead of stopping
 * where a sticky column covers it (WCAG 2.4.11, issue 24 item 1).
 */
export function useScrollBox<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [box, setBox] = useState<ScrollBox>({ overflowing: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth || undefined;
      // One pixel of slack: sub-pixel widths can leave scrollWidth a rounding step above clientWidth.
      const overflowing = element.scrollWidth > element.clientWidth + 1;
      // Set on the element directly (no re-render); a style property, not markup, so the CSP allows it.
      element.style.setProperty('--suap-sticky-start', `${stickyWidth(element, 'start')}px`);
      element.style.setProperty('--suap-sticky-end', `${stickyWidth(element, 'end')}px`);
      setBox((previous) =>
        previous.width === width && previous.overflowing === overflowing ? previous : { width, overflowing },
      );
    };
    measure();
    // After the browser's own focus scrolling, which runs once the focus events are dispatched.
    const onFocusIn = (event: FocusEvent) => {
      const focused = event.target as Element;
      requestAnimationFrame(() => {
        if (document.activeElement === focused) uncoverFocus(element, focused);
      });
    };
    element.addEventListener('focusin', onFocusIn);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      observer?.disconnect();
    };
  }, []);
  return { ref, ...box };
}
