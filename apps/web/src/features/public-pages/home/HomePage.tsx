import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { useLanguage } from '../../../lib/use-language';
import { HomeHero } from './HomeHero';
import { HomeLoginInfo } from './HomeLoginInfo';
import { HomeServiceCard } from './HomeServiceCard';
import { HomeWhoCards } from './HomeWhoCards';

/** Public home: what the portal is for, who it serves, the startup service entry point, how to log in. */
export default function HomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageMeta({
    title: t('pages.home.title'),
    description: t('pages.home.description'),
    keywords: t('pages.home.keywords'),
    openGraph: true,
  });

  return (
    <>
      <HomeHero startupHref={`/${lang}/startup-service`} />
      <div className="container py-5">
        <section className="row mb-5" aria-labelledby="home-what">
          <div className="col-12 col-lg-8">
            <h2 id="home-what" className="mb-3">
              {t('home.what.title')}
            </h2>
            <p>{t('home.what.p1')}</p>
            <p>{t('home.what.p2')}</p>
            <p className="mb-0">{t('home.what.p3')}</p>
          </div>
        </section>
        <HomeWhoCards />
        <HomeServiceCard startupHref={`/${lang}/startup-service`} />
        <HomeLoginInfo />
        <section className="mt-5" aria-labelledby="home-help">
          <h2 id="home-help" className="h3">
            {t('home.help.title')}
          </h2>
          <p>{t('home.help.text')}</p>
          <Link to={`/${lang}/support`}>{t('home.help.link')}</Link>
        </section>
      </div>
    </>
  );
}
