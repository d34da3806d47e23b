import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeading } from '../../components/page/PageHeading';
import { usePageMeta } from '../../components/page/use-page-meta';
import { hasPermission } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { HelpAccessNotice } from './HelpAccessNotice';
import { helpSection, type HelpSectionId } from './help-sections';
import { HelpSectionNav } from './HelpSectionNav';
import { HelpTopics } from './HelpTopics';

/**
 * One section of the online help. A visitor without the section's profile sees no guide: anonymous visitors
 * get a login button (the back-office sections are also sent to the back-office login by the route guard),
 * other profiles a refusal.
 */
export function HelpOnlinePage({ sectionId }: { sectionId: HelpSectionId }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { profileId, user } = useSession();
  const section = helpSection(sectionId);
  const allowed = hasPermission(section.permissions, profileId);
  const sectionTitle = t(`help-online.sections.${sectionId}.title`);
  usePageMeta({ title: `${t('help-online.title')} - ${sectionTitle}` });

  return (
    <div className="container py-5">
      <div className="row">
        <div className="col-12 col-lg-8">
          <p className="h6 text-uppercase mb-2">{t('help-online.title')}</p>
          <PageHeading className="mb-3">{sectionTitle}</PageHeading>
          {allowed ? (
            <HelpTopics sectionId={sectionId} />
          ) : (
            <HelpAccessNotice
              section={section}
              anonymous={user === null}
              currentPath={`${pathname}${search}`}
            />
          )}
        </div>
        <div className="col-12 col-lg-4 mt-5 mt-lg-0">
          <HelpSectionNav profileId={profileId} />
        </div>
      </div>
    </div>
  );
}
