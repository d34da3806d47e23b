import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BURGER_MENU_QUERY } from '../../lib/breakpoints';
import { focusableElements, trapTabKey } from '../../lib/focus-trap';
import { useMediaQuery } from '../../lib/use-media-query';
import { Icon } from '../icon/Icon';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_NAVIGATION_ID } from './layout-links';
import { LoginButton } from './LoginButton';
import type { MenuItem } from './menu-types';

interface MainNavigationProps {
  /** Already filtered by permission. */
  items: MenuItem[];
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  isLoggedIn: boolean;
  onBeforeLogin?: () => void;
}

const PANEL_ID = 'main-menu-panel';

/**
 * The header menu. On desktop it is a plain bar; below 992 px it collapses into a burger panel that acts
 * as a modal dialog: focus moves in, Tab stays in, Escape / overlay / close button close it and focus
 * returns to the burger button. Written here because the kit's Collapse hard-codes Italian labels.
 */
export function MainNavigation({
  items,
  isOpen,
  onOpen,
  onClose,
  isLoggedIn,
  onBeforeLogin,
}: MainNavigationProps) {
  const { t } = useTranslation();
  const isBurger = useMediaQuery(BURGER_MENU_QUERY);
  const panelRef = useRef<HTMLDivElement>(null);
  const togglerRef = useRef<HTMLButtonElement>(null);
  const panelOpen = isBurger && isOpen;

  useEffect(() => {
    if (isOpen && !isBurger) onClose(); // grown to desktop width: nothing to keep open
  }, [isOpen, isBurger, onClose]);

  useEffect(() => {
    if (!panelOpen) return;
    const panel = panelRef.current;
    if (panel) (focusableElements(panel.querySelector('.menu-wrapper') ?? panel)[0] ?? panel).focus();
    document.body.style.overflow = 'hidden';
    const toggler = togglerRef.current;
    return () => {
      document.body.style.overflow = '';
      const active = document.activeElement;
      if (!active || active === document.body || panel?.contains(active)) toggler?.focus();
    };
  }, [panelOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!panelOpen || !panelRef.current) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else {
      trapTabKey(event, panelRef.current);
    }
  };

  return (
    <div className="it-header-navbar-wrapper">
      <div className="container">
        <div className="row">
          <div className="col-12">
            <nav
              className="navbar navbar-expand-lg has-megamenu"
              id={MAIN_NAVIGATION_ID}
              aria-label={t('menu.label')}
            >
              <button
                ref={togglerRef}
                className="custom-navbar-toggler"
                type="button"
                aria-controls={PANEL_ID}
                aria-expanded={panelOpen}
                aria-label={t('menu.open')}
                onClick={onOpen}
              >
                <Icon name="it-burger" />
              </button>
              <div
                ref={panelRef}
                id={PANEL_ID}
                className={`navbar-collapsable ${panelOpen ? 'expanded' : ''}`}
                style={panelOpen ? { display: 'block' } : undefined}
                role={panelOpen ? 'dialog' : undefined}
                aria-modal={panelOpen ? true : undefined}
                aria-label={panelOpen ? t('menu.panel-label') : undefined}
                tabIndex={-1}
                onKeyDown={onKeyDown}
              >
                <div
                  className={`overlay ${panelOpen ? 'fade show' : ''}`}
                  style={panelOpen ? { display: 'block' } : undefined}
                  onClick={onClose}
                  data-testid="menu-overlay"
                />
                <div className="close-div">
                  <button
                    className="btn close-menu"
                    type="button"
                    onClick={onClose}
                    tabIndex={panelOpen ? 0 : -1}
                  >
                    <span className="visually-hidden">{t('menu.close')}</span>
                    <Icon name="it-close-big" />
                  </button>
                </div>
                <div className="menu-wrapper">
                  <ul className="navbar-nav">
                    {items.map((item) => (
                      <li className="nav-item" key={item.id}>
                        <NavLink
                          to={item.to}
                          end={item.exact}
                          className={({ isActive }) => `nav-link ${isActive ? 'active' : ''}`}
                          onClick={onClose}
                        >
                          <span>{t(`menu.items.${item.id}`)}</span>
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                  <div className="d-lg-none px-4 pb-4 suap-burger-extras">
                    <div role="group" aria-label={t('language.selector-label')} className="mb-4">
                      <p className="h6 mb-2" aria-hidden="true">
                        {t('language.label')}
                      </p>
                      <LanguageSwitch className="gap-4" linkClassName="suap-burger-language" />
                    </div>
                    {!isLoggedIn && (
                      <LoginButton className="w-100 justify-content-center" onBeforeLogin={onBeforeLogin} />
                    )}
                  </div>
                </div>
              </div>
            </nav>
          </div>
        </div>
      </div>
    </div>
  );
}
