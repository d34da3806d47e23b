import { isBackOfficeProfile, isFrontOfficeProfile } from '@suap/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routePath } from '../../../lib/routing/route-paths';
import { Icon } from '../../../components/icon/Icon';
import { openModal } from '../../../components/modal';
import { refreshSession, useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { LOGOUT_CONFIRM_MODAL } from '../modals/auth-modal-names';
import './user-menu.css';

/**
 * The pre-header user menu (SPEC §2, §6): a disclosure button with the user's name. Front-office users get a link
 * to their private area; back-office users see their profile description and fiscal code; everyone can see
 * their active sessions and log out (the back office after a confirmation).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const { user, logout } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  // The profile description comes from the server in one language: ask again when the page language changes.
  const loggedIn = user !== null;
  const [describedIn, setDescribedIn] = useState<string | null>(null);
  useEffect(() => {
    if (!loggedIn || describedIn === lang) return;
    setDescribedIn(lang);
    void refreshSession(lang);
  }, [loggedIn, lang, describedIn]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  if (!user) return null;
  const profileId = user.profile.profileId;
  const backOffice = isBackOfficeProfile(profileId);
  const fullName = `${user.firstName} ${user.lastName}`;
  // Everyone logged in sees their active sessions, on the side of the portal their profile belongs to.
  const sessionsRoute = backOffice
    ? 'back-office-sessions'
    : isFrontOfficeProfile(profileId)
      ? 'private-area-sessions'
      : null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  const onLogout = () => {
    setOpen(false);
    if (backOffice) openModal({ component: LOGOUT_CONFIRM_MODAL, severity: 'warning' });
    else void logout();
  };

  return (
    <div className="suap-user-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-primary btn-icon suap-user-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="rounded-icon" aria-hidden="true">
          <Icon name="it-user" color="primary" />
        </span>
        <span className="visually-hidden">{t('auth.user-menu.label')} </span>
        <span className="suap-user-menu-name">{fullName}</span>
      </button>
      <div id={panelId} className="suap-user-menu-panel shadow" hidden={!open}>
        <p className="suap-user-menu-heading mb-1">{fullName}</p>
        {backOffice && (
          <>
            <p className="mb-1">{user.profile.description}</p>
            <p className="mb-2">
              {t('auth.user-menu.fiscal-code')}{' '}
              <span className="suap-mono" translate="no">
                {user.fiscalCode}
              </span>
            </p>
          </>
        )}
        <ul className="list-unstyled mb-0">
          {isFrontOfficeProfile(profileId) && (
            <li>
              <Link className="suap-user-menu-item" to={`/${lang}/private-area`}>
                {t('auth.user-menu.private-area')}
              </Link>
            </li>
          )}
          {sessionsRoute && (
            <li>
              <Link className="suap-user-menu-item" to={routePath(sessionsRoute, lang)}>
                {t('auth.user-menu.sessions')}
              </Link>
            </li>
          )}
          <li>
            <button type="button" className="suap-user-menu-item suap-user-menu-button" onClick={onLogout}>
              {t('auth.user-menu.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
