import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isBackOfficeProfile } from '@suap/shared';
import type { RouteName } from '../../../lib/routing/route-paths';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { useSession } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { useLanguage } from '../../../lib/use-language';
import { requestListPath } from '../back-office-links';
import { buildBackOfficeMenu, canOpenRoute, visibleBackOfficeMenu } from './back-office-menu';
import './backoffice.css';

interface BackOfficeLayoutProps {
  /** The route this page is mounted on: its permission list decides who may see it. */
  route: RouteName;
  /** Translated h1 and page title. */
  title: string;
  /** Above the heading, e.g. a back link. */
  before?: ReactNode;
  children: ReactNode;
}

function BackOfficeMenu({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const items = visibleBackOfficeMenu(
    buildBackOfficeMenu(lang, { hasSelectedUser: sessionStore.get('selectedUser') !== undefined }),
    profileId,
  );
  return (
    // A labelled navigation, not a heading: the menu comes first in the DOM (beside the content on desktop,
    // above it on phones), and a heading here would come before the page's h1 (issue 24).
    <nav className="suap-bo-menu mb-4" aria-labelledby="suap-bo-menu-title">
      <p id="suap-bo-menu-title" className="h6 text-uppercase mb-2">
        {t('backoffice.menu.title')}
      </p>
      <ul className="list-unstyled mb-0">
        {items.map((item) => {
          const current = pathname === item.to;
          return (
            <li key={item.id}>
              <Link
                to={item.to}
                className={`suap-bo-menu-link${current ? ' active' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {t(`backoffice.menu.items.${item.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The frame of every back-office page: the back-office menu beside the content. While the route guard sends a
 * visitor without a back-office profile to the back-office login, nothing is shown; a back-office profile the
 * route does not list (a collaborator on the user pages, also by typed URL) gets a refusal, not the page.
 */
export function BackOfficeLayout({ route, title, before, children }: BackOfficeLayoutProps) {
  const { t } = useTranslation();
  const { profileId } = useSession();
  const allowed = canOpenRoute(route, profileId);
  const lang = useLanguage();
  const pageTitle = allowed ? title : t('backoffice.refused.title');
  usePageMeta({ title: pageTitle });

  if (profileId === null || !isBackOfficeProfile(profileId)) return <PageLoading />;

  return (
    <div className="container py-5 suap-back-office">
      <div className="row">
        <div className="col-12 col-lg-3">
          <BackOfficeMenu profileId={profileId} />
        </div>
        <div className="col-12 col-lg-9 suap-bo-content">
          {allowed && before}
          <PageHeading className="mb-4">{pageTitle}</PageHeading>
          {allowed ? (
            children
          ) : (
            <div className="callout warning" role="alert">
              <div className="callout-title">{t('backoffice.refused.callout')}</div>
              <p>{t('backoffice.refused.description')}</p>
              <Link to={requestListPath(lang)}>{t('backoffice.refused.back')}</Link>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
