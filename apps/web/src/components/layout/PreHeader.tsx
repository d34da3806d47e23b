import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SessionDependent } from '../../lib/prerendering';
import { useLanguage } from '../../lib/use-language';
import { LanguageSwitch } from './LanguageSwitch';
import { homePath } from './layout-links';
import { LoginButton } from './LoginButton';

interface PreHeaderProps {
  isLoggedIn: boolean;
  userMenu?: ReactNode;
  onBeforeLogin?: () => void;
}

/** The slim top bar: owner name, language switch, login button or the user menu. */
export function PreHeader({ isLoggedIn, userMenu, onBeforeLogin }: PreHeaderProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="it-header-slim-wrapper">
      <div className="container">
        <div className="row">
          <div className="col-12">
            <div className="it-header-slim-wrapper-content">
              <Link className="d-none d-lg-block navbar-brand" to={homePath(lang)}>
                {t('app.owner-name')}
              </Link>
              <div className="it-header-slim-right-zone ms-auto">
                <nav aria-label={t('language.label')} className="me-3">
                  <LanguageSwitch compact className="gap-3" linkClassName="suap-slim-link" />
                </nav>
                <SessionDependent>
                  {isLoggedIn ? userMenu : <LoginButton onBeforeLogin={onBeforeLogin} />}
                </SessionDependent>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
