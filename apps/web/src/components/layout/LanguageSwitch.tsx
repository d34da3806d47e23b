import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SUPPORTED_LANGUAGES } from '@suap/shared';
import { useLanguage } from '../../lib/use-language';
import { pathInLanguage } from './language-path';

interface LanguageSwitchProps {
  /** Short codes (IT, EN) where space is tight; the full name stays available to assistive tech. */
  compact?: boolean;
  className?: string;
  linkClassName?: string;
}

/** Links to the same page in each language; the page's language effect then updates <html lang>. */
export function LanguageSwitch({ compact = false, className = '', linkClassName = '' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = useLanguage();

  return (
    <ul className={`suap-language-switch list-unstyled d-flex mb-0 ${className}`}>
      {SUPPORTED_LANGUAGES.map((lang) => {
        const name = t(`language.names.${lang}`);
        return (
          <li key={lang}>
            <Link
              to={pathInLanguage(location, lang)}
              lang={lang}
              hrefLang={lang}
              className={`${linkClassName} ${lang === active ? 'active fw-bold' : ''}`}
              aria-current={lang === active ? 'true' : undefined}
            >
              {compact ? (
                <>
                  <span aria-hidden="true">{lang.toUpperCase()}</span>
                  <span className="visually-hidden">{name}</span>
                </>
              ) : (
                name
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
