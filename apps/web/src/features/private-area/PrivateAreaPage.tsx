import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page/PageHeading';
import { usePageMeta } from '../../components/page/use-page-meta';
import { PageLoading } from '../../components/spinner/GlobalSpinner';
import { sessionStore } from '../../lib/session-storage';
import { useLanguage } from '../../lib/use-language';
import { startRequestPath } from './private-area-links';
import { useFrontOfficeUser } from './use-front-office-user';
import { RequestWidget } from './widget/RequestWidget';
import './private-area.css';

/** The citizen's private area (route private-area, FRONT_OFFICE only): their own requests. */
export default function PrivateAreaPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useFrontOfficeUser();
  usePageMeta({ title: t('private-area.title') });

  // SPEC §4: the selected request survives a reload only on its details page.
  useEffect(() => sessionStore.clear('selectedRequest'), []);

  if (!user) return <PageLoading />;
  return (
    <div className="container py-5 suap-private-area">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
        <div>
          <PageHeading className="mb-2">{t('private-area.title')}</PageHeading>
          <p className="lead mb-0">{t('private-area.intro')}</p>
        </div>
        <Link className="btn btn-outline-primary" to={startRequestPath(lang)}>
          {t('private-area.requests.new-request')}
        </Link>
      </div>
      <RequestWidget userId={user.userId} />
    </div>
  );
}
