import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isMenuItemVisible } from '../../lib/permissions';
import { useLanguage } from '../../lib/use-language';
import { HELP_SECTIONS, helpSectionPath } from './help-sections';

/** The help sections the current profile may read; the others are not listed at all (SPEC §2, §6). */
export function HelpSectionNav({ profileId }: { profileId: number | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const visible = HELP_SECTIONS.filter((section) => isMenuItemVisible(section, profileId));
  return (
    <nav className="suap-help-nav mb-5" aria-labelledby="help-nav-title">
      <h2 id="help-nav-title" className="h5 mb-3">
        {t('help-online.nav-label')}
      </h2>
      <ul className="list-unstyled mb-0">
        {visible.map((section) => (
          <li key={section.id} className="mb-3">
            <NavLink to={helpSectionPath(lang, section.id)} end className="fw-semibold">
              {t(`help-online.sections.${section.id}.title`)}
            </NavLink>
            <p className="small mb-0">{t(`help-online.sections.${section.id}.summary`)}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
