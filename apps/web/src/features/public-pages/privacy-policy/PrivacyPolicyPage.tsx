import { useTranslation } from 'react-i18next';
import { DRAFT_STORAGE_DAYS_DEFAULT } from '@suap/shared';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { useMasterData } from '../../../lib/api/master-data';
import { LongFormSection } from '../../../components/page/LongFormSection';
import { useLongForm } from '../../../components/page/use-long-form';
import { PORTAL_CONTACTS } from '../portal-contacts';

const DEFAULT_SESSION_IDLE_MINUTES = 30;

/** The GDPR art. 13 notice of the portal, with the storage limits the server actually applies. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('privacy-policy.title'),
    description: t('privacy-policy.description'),
    keywords: t('privacy-policy.keywords'),
  });
  // The limits come from the configuration when known; the defaults are the server's own defaults.
  const masterData = useMasterData().data?.masterData;
  const sections = useLongForm('privacy-policy.sections', {
    operator: t('portal-contacts.operator'),
    email: PORTAL_CONTACTS.email,
    pec: PORTAL_CONTACTS.pec,
    dpo: PORTAL_CONTACTS.dpo,
    days: masterData?.draftStorageDays ?? DRAFT_STORAGE_DAYS_DEFAULT,
    idle: masterData?.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES,
  });

  return (
    <div className="container py-5">
      <div className="row">
        <div className="col-12 col-lg-8">
          <PageHeading className="mb-3">{t('privacy-policy.title')}</PageHeading>
          <p className="lead">{t('privacy-policy.lead')}</p>
          <p className="mb-4">{t('privacy-policy.updated')}</p>
          <nav className="mb-5" aria-labelledby="privacy-contents">
            <h2 id="privacy-contents" className="h5">
              {t('privacy-policy.contents')}
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#privacy-${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section) => (
            <LongFormSection key={section.id} content={section} headingId={`privacy-${section.id}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
