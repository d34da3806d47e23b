import { useTranslation } from 'react-i18next';
import { loginStartHref } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import type { HelpSection } from './help-sections';

/** Shown instead of a section the visitor may not read: a way to log in when anonymous, a refusal otherwise. */
export function HelpAccessNotice({
  section,
  anonymous,
  currentPath,
}: {
  section: HelpSection;
  anonymous: boolean;
  currentPath: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (anonymous) {
    const idp = section.login ?? 'fo';
    return (
      <div className="callout note" role="region" aria-labelledby="help-access-title">
        <div className="callout-title">
          <span id="help-access-title" className="text">
            {t('help-online.login-title')}
          </span>
        </div>
        <p className="font-sans-serif">{t('help-online.login-text')}</p>
        <a className="btn btn-primary" href={loginStartHref(idp, currentPath, lang)}>
          {idp === 'bo' ? t('help-online.login-back-office') : t('help-online.login-front-office')}
        </a>
      </div>
    );
  }
  return (
    <div className="callout danger" role="region" aria-labelledby="help-access-title">
      <div className="callout-title">
        <span id="help-access-title" className="text">
          {t('help-online.refused-title')}
        </span>
      </div>
      <p className="font-sans-serif mb-0">{t('help-online.refused-text')}</p>
    </div>
  );
}
