import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { useLanguage } from '../../../lib/use-language';
import { privateAreaPath } from '../private-area-links';
import { useFrontOfficeUser } from '../use-front-office-user';
import { ActiveSessions } from '../../../components/active-sessions/ActiveSessions';

/** The citizen's active sessions (route private-area-sessions, FRONT_OFFICE only), from the user menu. */
export default function PrivateAreaSessionsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useFrontOfficeUser();
  usePageMeta({ title: t('sessions.title') });

  if (!user) return <PageLoading />;
  return (
    <div className="container py-5">
      <p className="mb-3">
        <Link to={privateAreaPath(lang)}>{t('sessions.back')}</Link>
      </p>
      <PageHeading className="mb-3">{t('sessions.title')}</PageHeading>
      <ActiveSessions />
    </div>
  );
}
