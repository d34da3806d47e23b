import { useTranslation } from 'react-i18next';
import { buildFeedbackUrl, useReferrer } from '../../../components/layout/feedback-link';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { useLanguage } from '../../../lib/use-language';
import { LongFormSection } from '../../../components/page/LongFormSection';
import { useLongForm } from '../../../components/page/use-long-form';
import { PORTAL_CONTACTS } from '../portal-contacts';

/** Issue 9: the accessibility statement (conformance, known exceptions, feedback mechanism), from the footer. */
export default function AccessibilityStatementPage() {
  const { t } = useTranslation();
  const referrer = useReferrer();
  const lang = useLanguage();
  usePageMeta({
    title: t('accessibility-statement.title'),
    description: t('accessibility-statement.description'),
    keywords: t('accessibility-statement.keywords'),
  });
  const sections = useLongForm('accessibility-statement.sections', { email: PORTAL_CONTACTS.email });
  const newWindow = <span className="visually-hidden"> {t('new-window')}</span>;
  const links = {
    feedback: (
      <a
        href={buildFeedbackUrl(t('footer.feedback-url'), lang, referrer)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('accessibility-statement.feedback-link')}
        {newWindow}
      </a>
    ),
    agid: (
      <a href={t('footer.accessibility-form-url')} target="_blank" rel="noopener noreferrer">
        {t('accessibility-statement.agid-link')}
        {newWindow}
      </a>
    ),
  };

  return (
    <div className="container py-5">
      <div className="row">
        <div className="col-12 col-lg-8">
          <PageHeading className="mb-3">{t('accessibility-statement.title')}</PageHeading>
          <p className="lead mb-5">{t('accessibility-statement.lead')}</p>
          {sections.map((section) => {
            const sectionLinks = (section as { links?: (keyof typeof links)[] }).links ?? [];
            return (
              <LongFormSection key={section.id} content={section} headingId={`accessibility-${section.id}`}>
                {sectionLinks.length > 0 && (
                  <ul>
                    {sectionLinks.map((name) => (
                      <li key={name}>{links[name]}</li>
                    ))}
                  </ul>
                )}
              </LongFormSection>
            );
          })}
        </div>
      </div>
    </div>
  );
}
