import { useEffect, useRef, type RefObject } from 'react';
import { useOpenModal } from './modal-store';

/**
 * When a dialog closes, focus goes back to the element that opened it. After a draft is deleted its delete
 * button is gone; rather than leave keyboard users at the top of the document, focus moves to `target`.
 */
export function useFocusAfterModal(target: RefObject<HTMLElement | null>): void {
  const open = useOpenModal() !== null;
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) target.current?.focus();
    });
    return () => window.clearTimeout(timer);
  }, [open, target]);
}
