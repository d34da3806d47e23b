import { useTranslation } from 'react-i18next';
import { SCROLL_THRESHOLD_PX } from '@suap/shared';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { Icon } from '../icon/Icon';
import { PAGE_TOP_ID } from './layout-links';

/** A real button (the kit's BackToTop is an href-less link) that appears past 150 px of scroll. */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const visible = useScrolledPast(SCROLL_THRESHOLD_PX);
  if (!visible) return null;

  const onClick = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the footer.
    document.getElementById(PAGE_TOP_ID)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className="back-to-top back-to-top-show shadow border-0"
      onClick={onClick}
      aria-label={t('scroll-to-top')}
    >
      <Icon name="it-arrow-up" color="light" />
    </button>
  );
}
