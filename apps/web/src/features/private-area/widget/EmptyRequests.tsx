import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { startRequestPath } from '../private-area-links';

/** No requests yet: say so plainly and offer the way to start one. */
export function EmptyRequests() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="card card-bg suap-requests-empty">
      <div className="card-body">
        <h3 className="h5">{t('private-area.empty.title')}</h3>
        <p>{t('private-area.empty.text')}</p>
        <Link className="btn btn-primary" to={startRequestPath(lang)}>
          {t('private-area.empty.start')}
        </Link>
      </div>
    </div>
  );
}
