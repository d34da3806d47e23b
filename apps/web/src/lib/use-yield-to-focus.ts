import { useEffect, useState, type RefObject } from 'react';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * WCAG 2.4.11 (focus not obscured, issue 24 item 1): true while the keyboard focus sits on an element that the
 * fixed helper in `ref` would cover. The page's scroll padding keeps focus scrolling clear of the helpers' band,
 * but the user can still scroll a focused element under them (or a tall element can fill the window); then the
 * helper steps aside. Its own rectangle is measured, so it must yield without moving (opacity, not transform),
 * or it would stop overlapping and flicker back.
 */
export function useYieldToFocus(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [yielding, setYielding] = useState(false);

  useEffect(() => {
    if (!active) {
      setYielding(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = ref.current;
      const focused = document.activeElement;
      if (!own || !focused || focused === document.body || own.contains(focused)) {
        setYielding(false);
        return;
      }
      setYielding(overlaps(own.getBoundingClientRect(), focused.getBoundingClientRect()));
    };
    // Focus moves and scrolling come in bursts: one measurement per frame is enough.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [active, ref]);

  return yielding;
}
