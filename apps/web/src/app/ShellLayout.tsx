import { useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Layout } from '../components/layout/Layout';
import { ModalHost } from '../components/modal';
import { SessionTimeoutWarning } from '../components/session-timeout/SessionTimeoutWarning';
import { GlobalSpinner } from '../components/spinner/GlobalSpinner';
import '../features/auth/modals/register-auth-modals';
import { UserMenu } from '../features/auth/user-menu/UserMenu';
import { useOnInitModal, useRouteGuard, useSession } from '../lib/session';
import { useLanguage } from '../lib/use-language';
import { sessionStore } from '../lib/session-storage';
import { useMasterData } from '../lib/api/master-data';
import { buildMainMenu, configuredServiceTypeIds } from './main-menu';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { matchAppRoute } from './match-route';

/** The app shell around every screen: layout, modal host, global spinner and navigation focus. */
export function ShellLayout({ children }: { children: ReactNode }) {
  useFocusOnNavigation();
  const { pathname, search } = useLocation();
  const { profileId } = useSession();
  const lang = useLanguage();
  const configuration = useMasterData().data?.masterData.configuration;
  const menuItems = buildMainMenu(lang, configuredServiceTypeIds(configuration));
  useRouteGuard(matchAppRoute(pathname), `${pathname}${search}`, lang);
  useOnInitModal(pathname);

  // SPEC §2: after a front-office login the user returns to the page they started from.
  const rememberLoginOrigin = useCallback(
    () => sessionStore.set('loginOrigin', `${pathname}${search}`),
    [pathname, search],
  );

  return (
    <>
      <Layout
        menuItems={menuItems}
        profileId={profileId}
        userMenu={<UserMenu />}
        onBeforeLogin={rememberLoginOrigin}
      >
        {children}
      </Layout>
      <ModalHost />
      <GlobalSpinner />
      <SessionTimeoutWarning />
    </>
  );
}
