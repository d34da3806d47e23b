import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_LINK_ATTRIBUTES, isExternalHref } from '@suap/shared';
import { configuredAccessibilityStatementHref } from '../../../components/layout/AccessibilityStatementLink';
import { buildFeedbackUrl, useReferrer } from '../../../components/layout/feedback-link';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { useLanguage } from '../../../lib/use-language';
import { LongFormSection } from '../../../components/page/LongFormSection';
import { useLongForm } from '../../../components/page/use-long-form';
import { PORTAL_CONTACTS } from '../portal-contacts';

const noSubscription = () => () => {};

/**
 * The administration's official declaration on AgID's platform (ACCESSIBILITY_STATEMENT_URL), when the server
 * announces one outside the portal. The prerendered page is built without it, so hydration reads "none" and the
 * link appears right after, instead of a mismatch.
 */
function useOfficialDeclaration(): string | undefined {
  const href = useSyncExternalStore(noSubscription, configuredAccessibilityStatementHref, () => undefined);
  return href && isExternalHref(href) ? href : undefined;
}

/**
 * Issue 9: the accessibility statement (AgID's model: compliance status, non-accessible content, preparation,
 * feedback and enforcement), from the footer. Issue 24: it links the official declaration when one is configured
 * and never claims one exists when none is.
 */
export default function AccessibilityStatementPage() {
  const { t } = useTranslation();
  const referrer = useReferrer();
  const lang = useLanguage();
  const declaration = useOfficialDeclaration();
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
    declaration: declaration ? (
      <a href={declaration} {...EXTERNAL_LINK_ATTRIBUTES}>
        {t('accessibility-statement.declaration-link')}
        {newWindow}
      </a>
    ) : null,
  };

  return (
    <div className="container py-5">
      <div className="row">
        <div className="col-12 col-lg-8">
          <PageHeading className="mb-3">{t('accessibility-statement.title')}</PageHeading>
          <p className="lead mb-5">{t('accessibility-statement.lead')}</p>
          {sections.map((section) => {
            const sectionLinks = ((section as { links?: (keyof typeof links)[] }).links ?? []).filter(
              (name) => links[name] !== null,
            );
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
