import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_THRESHOLD_PX } from '@suap/shared';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { useYieldToFocus } from '../../lib/use-yield-to-focus';
import { Icon } from '../icon/Icon';
import { PAGE_TOP_ID } from './layout-links';

/**
 * A real button (the kit's BackToTop is an href-less link) that appears past 150 px of scroll and steps aside
 * while the keyboard focus is under it (WCAG 2.4.11).
 */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const visible = useScrolledPast(SCROLL_THRESHOLD_PX);
  const ref = useRef<HTMLButtonElement>(null);
  const yielding = useYieldToFocus(ref, visible);
  if (!visible) return null;

  const onClick = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the footer.
    document.getElementById(PAGE_TOP_ID)?.focus({ preventScroll: true });
  };

  return (
    <button
      ref={ref}
      type="button"
      className={`back-to-top back-to-top-show shadow border-0${yielding ? ' suap-fixed-yield' : ''}`}
      onClick={onClick}
      aria-label={t('scroll-to-top')}
    >
      <Icon name="it-arrow-up" color="light" />
    </button>
  );
}
