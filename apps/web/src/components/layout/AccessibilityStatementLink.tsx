import {
  ACCESSIBILITY_STATEMENT_LINK_ATTRIBUTE,
  ACCESSIBILITY_STATEMENT_META,
  EXTERNAL_LINK_ATTRIBUTES,
  isExternalHref,
} from '@suap/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/use-language';

/**
 * Where the server says the link points (ACCESSIBILITY_STATEMENT_URL, announced by a meta tag in the page it
 * sent), or nothing: the build, which renders the public pages in Node, has no page and no setting.
 */
export function configuredAccessibilityStatementHref(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${ACCESSIBILITY_STATEMENT_META}"]`);
  return meta?.content || undefined;
}

const marker = { [ACCESSIBILITY_STATEMENT_LINK_ATTRIBUTE]: '' };

/**
 * The footer's accessibility-statement link: the administration's declaration published with AgID when the
 * server is configured with one, the portal's own statement page otherwise. An external declaration opens in a
 * new tab and says so to screen readers; the note is in the markup, hidden, for the portal's own page too, so the
 * server can turn a prerendered page's link into the external one by changing attributes only
 * (withAccessibilityStatement in @suap/shared) and the app hydrates it as it is.
 */
export function AccessibilityStatementLink() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const href = configuredAccessibilityStatementHref() ?? `/${lang}/accessibility`;
  const label = t('footer.accessibility-statement');
  if (isExternalHref(href))
    return (
      <a href={href} {...EXTERNAL_LINK_ATTRIBUTES} {...marker}>
        {label} <span className="visually-hidden">{t('new-window')}</span>
      </a>
    );
  return (
    <Link to={href} {...marker}>
      {label}{' '}
      <span className="visually-hidden" hidden>
        {t('new-window')}
      </span>
    </Link>
  );
}
