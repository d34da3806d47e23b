import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/use-language';
import { homePath } from './layout-links';

/** Our own simple brand mark: a building with a door, drawn inline (no downloaded artwork). */
function BrandMark() {
  return (
    <svg className="icon suap-brand-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M24 4 4 14v4h40v-4L24 4zm0 4.5L36.6 14H11.4L24 8.5z" />
      <path fill="currentColor" d="M8 20h5v16H8zM17 20h5v16h-5zM26 20h5v16h-5zM35 20h5v16h-5zM4 38h40v6H4z" />
    </svg>
  );
}

export function CenterHeader() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="it-header-center-wrapper">
      <div className="container">
        <div className="row">
          <div className="col-12">
            <div className="it-header-center-content-wrapper">
              <div className="it-brand-wrapper">
                <Link to={homePath(lang)}>
                  <BrandMark />
                  <div className="it-brand-text">
                    <div className="it-brand-title">{t('app.brand-title')}</div>
                    <div className="it-brand-tagline d-none d-md-block">{t('app.brand-tagline')}</div>
                  </div>
                </Link>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
