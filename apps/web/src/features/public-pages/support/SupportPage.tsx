import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildFeedbackUrl, useReferrer } from '../../../components/layout/feedback-link';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { SuapFinder } from '../../../components/reference-data';
import { useLanguage } from '../../../lib/use-language';
import { ContactList } from '../ContactList';

const SPID_URL = 'https://www.spid.gov.it/';
const CIE_URL = 'https://www.cartaidentita.interno.gov.it/';

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{t('new-window')}</span>
    </a>
  );
}

/**
 * Support page (route help-page): where to find answers, the help-desk contacts and hours, help with logging
 * in, the feedback link, and "Find your SUAP" for visitors who need the office of their municipality.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const referrer = useReferrer();
  const lang = useLanguage();
  usePageMeta({
    title: t('support.title'),
    description: t('support.description'),
    keywords: t('support.keywords'),
  });
  const feedbackHref = buildFeedbackUrl(t('footer.feedback-url'), lang, referrer);

  return (
    <div className="container py-5">
      <div className="row">
        <div className="col-12 col-lg-8">
          <PageHeading className="mb-3">{t('support.title')}</PageHeading>
          <p className="lead">{t('support.intro')}</p>

          <section className="mt-5" aria-labelledby="support-help">
            <h2 id="support-help" className="h3 mb-3">
              {t('support.help.title')}
            </h2>
            <p>{t('support.help.text')}</p>
            <Link to={`/${lang}/help-online/public-area`}>{t('support.help.link')}</Link>
          </section>

          <section className="mt-5" aria-labelledby="support-contacts">
            <h2 id="support-contacts" className="h3 mb-3">
              {t('support.contacts.title')}
            </h2>
            <p>{t('support.contacts.intro')}</p>
            <ContactList />
            <p>{t('portal-contacts.response-time')}</p>
            <p>{t('support.contacts.suap-note')}</p>
          </section>

          <section className="mt-5" aria-labelledby="support-identity">
            <h2 id="support-identity" className="h3 mb-3">
              {t('support.identity.title')}
            </h2>
            <p>{t('support.identity.text')}</p>
            <ul>
              <li>
                <ExternalLink href={SPID_URL}>{t('support.identity.spid-link')}</ExternalLink>
              </li>
              <li>
                <ExternalLink href={CIE_URL}>{t('support.identity.cie-link')}</ExternalLink>
              </li>
            </ul>
          </section>
        </div>
      </div>

      <section className="mt-5" aria-labelledby="support-find-suap">
        <h2 id="support-find-suap" className="h3 mb-3">
          {t('support.find-suap.title')}
        </h2>
        <p className="mb-4">{t('support.find-suap.intro')}</p>
        <SuapFinder headingLevel={3} />
      </section>

      <section className="mt-5" aria-labelledby="support-feedback">
        <h2 id="support-feedback" className="h3 mb-3">
          {t('support.feedback.title')}
        </h2>
        <p>{t('support.feedback.text')}</p>
        <ExternalLink href={feedbackHref}>{t('support.feedback.link')}</ExternalLink>
      </section>
    </div>
  );
}
