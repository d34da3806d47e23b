import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BURGER_MENU_QUERY } from '../../lib/breakpoints';
import { useSessionState } from '../../lib/session';
import { isMenuItemVisible } from '../../lib/permissions';
import { CenterHeader } from './CenterHeader';
import { FloatingLoginButton } from './FloatingLoginButton';
import { Footer } from './Footer';
import { MAIN_CONTENT_ID, MAIN_NAVIGATION_ID, PAGE_TOP_ID } from './layout-links';
import { MainNavigation } from './MainNavigation';
import type { MenuItem } from './menu-types';
import { PreHeader } from './PreHeader';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SkipLinks } from './SkipLinks';

export interface LayoutProps {
  /** Every header entry; each is shown or hidden by isMenuItemVisible for the current profile. */
  menuItems: MenuItem[];
  /** Profile id of the logged-in user, null for anonymous visitors. */
  profileId: number | null;
  /** The user menu, shown in the pre-header instead of the login button once logged in. */
  userMenu?: ReactNode;
  /** Called just before the browser leaves for the login flow (e.g. to remember the origin page). */
  onBeforeLogin?: () => void;
  children: ReactNode;
}

function focusMainHeading(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const heading = main?.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  (heading ?? main)?.focus();
}

/** The page frame of SPEC §2: skip links, header, main content, footer and the floating helpers. */
export function Layout({ menuItems, profileId, userMenu, onBeforeLogin, children }: LayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Someone completing their identity (eIDAS, no portal user yet) is logged in at the provider: no login button
  // for them (issue 23, item 10); the identity matcher offers to cancel and log out instead.
  const { identityMatching } = useSessionState();
  const isLoggedIn = profileId != null || identityMatching;
  const visibleItems = menuItems.filter((item) => isMenuItemVisible(item, profileId));

  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => setMenuOpen(false), [pathname]);

  const skipToNavigation = () => {
    if (window.matchMedia(BURGER_MENU_QUERY).matches) {
      setMenuOpen(true); // the panel focuses its first link when it opens
      return;
    }
    document.querySelector<HTMLElement>(`#${MAIN_NAVIGATION_ID} .navbar-nav a`)?.focus();
  };

  return (
    <>
      <span id={PAGE_TOP_ID} tabIndex={-1} className="suap-page-top" />
      <SkipLinks onSkipToMain={focusMainHeading} onSkipToNavigation={skipToNavigation} />
      <header className="it-header-wrapper">
        <PreHeader isLoggedIn={isLoggedIn} userMenu={userMenu} onBeforeLogin={onBeforeLogin} />
        <div className="it-nav-wrapper">
          <CenterHeader />
          <MainNavigation
            items={visibleItems}
            isOpen={menuOpen}
            onOpen={openMenu}
            onClose={closeMenu}
            isLoggedIn={isLoggedIn}
            onBeforeLogin={onBeforeLogin}
          />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="suap-main">
        {children}
      </main>
      <Footer />
      <ScrollToTopButton />
      {!isLoggedIn && <FloatingLoginButton onBeforeLogin={onBeforeLogin} />}
    </>
  );
}
