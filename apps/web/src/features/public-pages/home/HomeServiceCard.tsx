import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon/Icon';

export function HomeServiceCard({ startupHref }: { startupHref: string }) {
  const { t } = useTranslation();
  return (
    <section className="mb-5" aria-labelledby="home-service">
      <h2 id="home-service" className="mb-4">
        {t('home.service.title')}
      </h2>
      <div className="row">
        <div className="col-12 col-lg-8">
          <div className="card-wrapper">
            <div className="card card-bg rounded shadow-sm no-after border-start border-5 border-primary">
              <div className="card-body">
                <p className="category-top mb-2">
                  <span className="category">{t('home.service.card-category')}</span>
                </p>
                <h3 className="card-title h4">{t('home.service.card-title')}</h3>
                <p className="card-text font-sans-serif">{t('home.service.card-text')}</p>
                <Link className="read-more position-static d-inline-flex align-items-center" to={startupHref}>
                  <span className="text">{t('home.service.card-link')}</span>
                  <Icon name="it-arrow-right" />
                </Link>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
