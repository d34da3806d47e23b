import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY } from '../../lib/breakpoints';
import { SCROLL_THRESHOLD_PX } from '@suap/shared';
import { useMediaQuery } from '../../lib/use-media-query';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { useYieldToFocus } from '../../lib/use-yield-to-focus';
import { Icon } from '../icon/Icon';
import { useFrontOfficeLoginHref } from '../../lib/session';

/**
 * On phones the header login button scrolls away; past 150 px this one stays at hand (SPEC §2). It never hides
 * the keyboard focus (WCAG 2.4.11): it steps aside while the focused element is under it.
 */
export function FloatingLoginButton({ onBeforeLogin }: { onBeforeLogin?: () => void }) {
  const { t } = useTranslation();
  const loginHref = useFrontOfficeLoginHref();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const ref = useRef<HTMLAnchorElement>(null);
  const shown = isPhone && scrolled;
  const yielding = useYieldToFocus(ref, shown);
  if (!shown) return null;
  return (
    <a
      ref={ref}
      className={`btn btn-primary btn-icon suap-floating-login shadow${yielding ? ' suap-fixed-yield' : ''}`}
      href={loginHref}
      onClick={onBeforeLogin}
    >
      <Icon name="it-user" color="white" />
      <span>{t('login.floating')}</span>
    </a>
  );
}
