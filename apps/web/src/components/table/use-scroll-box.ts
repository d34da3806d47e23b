import { useEffect, useRef, useState } from 'react';

export interface ScrollBox {
  /** Width of the box's content area, once measured (SPEC §9 column maximum). */
  width?: number;
  /** Whether the table is wider than its box, i.e. it scrolls sideways and needs a cue and keyboard access. */
  overflowing: boolean;
}

/**
 * Measures the table's scroll box: its width and whether its content overflows it. Re-measured when the box or the
 * table inside it changes size (new rows, new language, a resized window).
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
      setBox((previous) =>
        previous.width === width && previous.overflowing === overflowing ? previous : { width, overflowing },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, ...box };
}
