import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon/Icon';
import { PageHeading } from '../../../components/page/PageHeading';

export function HomeHero({ startupHref }: { startupHref: string }) {
  const { t } = useTranslation();
  return (
    <section className="suap-hero bg-primary text-white">
      <div className="container py-5">
        <div className="row">
          <div className="col-12 col-lg-8">
            <PageHeading className="text-white mb-3">{t('home.hero.title')}</PageHeading>
            <p className="lead text-white mb-4">{t('home.hero.text')}</p>
            <Link className="btn btn-light btn-icon" to={startupHref}>
              <span className="text-primary">{t('home.hero.cta')}</span>
              <Icon name="it-arrow-right" color="primary" className="ms-2" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
