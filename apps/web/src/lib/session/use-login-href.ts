import { useLocation } from 'react-router';
import { useLanguage } from '../use-language';
import { loginStartHref } from './session-api';

/** The front-office login link for the current page: the login comes back here (SPEC §2). */
export function useFrontOfficeLoginHref(): string {
  const { pathname, search } = useLocation();
  const lang = useLanguage();
  // The callback routes are no page to come back to.
  const origin = pathname.startsWith('/auth/') ? `/${lang}` : `${pathname}${search}`;
  return loginStartHref('fo', origin, lang);
}
