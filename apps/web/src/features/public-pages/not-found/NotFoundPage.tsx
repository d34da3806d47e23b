import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { useLanguage } from '../../../lib/use-language';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageMeta({ title: t('pages.not-found.title') });
  return (
    <div className="container py-5">
      <div className="row">
        <div className="col-12 col-lg-8">
          <PageHeading className="mb-3">{t('not-found.title')}</PageHeading>
          <p className="lead">{t('not-found.text')}</p>
          <Link className="btn btn-primary" to={`/${lang}`}>
            {t('not-found.home-link')}
          </Link>
        </div>
      </div>
    </div>
  );
}
