import './startup-service.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginBox } from '../../../components/login-box/LoginBox';
import { PageHeading } from '../../../components/page/PageHeading';
import { siteBaseUrl, usePageMeta } from '../../../components/page/use-page-meta';
import { useLanguage } from '../../../lib/use-language';
import { governmentService } from './government-service';
import { PublicDocumentLinks } from './PublicDocumentLinks';
import { ServiceTimeline } from './ServiceTimeline';

/** The startup service page (SPEC §2 service info page): login box, four-step timeline, the two PDFs. */
export default function StartupServicePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('startup-service.title');
  const description = t('startup-service.description');
  const structuredData = useMemo(
    () =>
      governmentService(
        {
          name: title,
          description,
          serviceType: t('startup-service.structured-data.service-type'),
          audience: t('startup-service.structured-data.audience'),
          provider: t('app.owner-name'),
        },
        `${siteBaseUrl()}/${lang}/startup-service`,
        lang,
      ),
    [t, title, description, lang],
  );
  usePageMeta({
    title,
    description,
    keywords: t('startup-service.keywords'),
    openGraph: true,
    structuredData,
  });
  const needs = t('startup-service.needs.items', { returnObjects: true }) as string[];

  return (
    <div className="container py-5">
      <div className="row">
        <div className="col-12 col-lg-8">
          <PageHeading className="mb-3">{title}</PageHeading>
          <p className="lead">{t('startup-service.lead')}</p>
          <p className="mb-5">{t('startup-service.who')}</p>
        </div>
        <div className="col-12 col-lg-4 mb-5">
          <LoginBox
            startHref={`/${lang}/enrolment/startup/initial-summary`}
            privateAreaHref={`/${lang}/private-area`}
          />
        </div>
      </div>
      <div className="row">
        <div className="col-12 col-lg-8">
          <ServiceTimeline />
          <section className="mb-5" aria-labelledby="startup-needs">
            <h2 id="startup-needs" className="h3 mb-3">
              {t('startup-service.needs.title')}
            </h2>
            <ul>
              {needs.map((need) => (
                <li key={need}>{need}</li>
              ))}
            </ul>
          </section>
          <PublicDocumentLinks />
        </div>
      </div>
    </div>
  );
}
