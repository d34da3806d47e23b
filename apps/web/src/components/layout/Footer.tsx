import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/use-language';
import { AccessibilityStatementLink } from './AccessibilityStatementLink';
import { buildFeedbackUrl, useReferrer } from './feedback-link';
import { BACK_OFFICE_LOGIN_HREF, homePath } from './layout-links';
import { PostFooter } from './PostFooter';

export function Footer() {
  const { t } = useTranslation();
  const referrer = useReferrer();
  const lang = useLanguage();
  const newWindow = t('new-window');
  const feedbackHref = buildFeedbackUrl(t('footer.feedback-url'), lang, referrer);

  return (
    <footer className="it-footer">
      <div className="it-footer-main">
        <div className="container">
          <div className="row">
            <div className="col-12">
              <div className="it-brand-wrapper">
                <Link to={homePath(lang)}>
                  <div className="it-brand-text">
                    <p className="h2 no_toc mb-0">{t('app.brand-title')}</p>
                    <p className="h3 no_toc d-none d-md-block mb-0">{t('app.brand-tagline')}</p>
                  </div>
                </Link>
              </div>
            </div>
          </div>
        </div>
      </div>
      <div className="it-footer-small-prints clearfix">
        <div className="container">
          <h2 className="visually-hidden">{t('footer.links-title')}</h2>
          <ul className="it-footer-small-prints-list list-inline mb-0 d-flex flex-column flex-md-row flex-wrap">
            <li className="list-inline-item">
              <Link to={`/${lang}/privacy-policy`}>{t('footer.privacy-policy')}</Link>
            </li>
            <li className="list-inline-item">
              <AccessibilityStatementLink />
            </li>
            <li className="list-inline-item">
              <a href={t('footer.accessibility-form-url')} target="_blank" rel="noopener noreferrer">
                {t('footer.accessibility-report')} <span className="visually-hidden">{newWindow}</span>
              </a>
            </li>
            <li className="list-inline-item">
              <a href={feedbackHref} target="_blank" rel="noopener noreferrer">
                {t('footer.feedback')} <span className="visually-hidden">{newWindow}</span>
              </a>
            </li>
            <li className="list-inline-item">
              <a href={BACK_OFFICE_LOGIN_HREF}>{t('footer.back-office-login')}</a>
            </li>
          </ul>
        </div>
      </div>
      <PostFooter />
    </footer>
  );
}
