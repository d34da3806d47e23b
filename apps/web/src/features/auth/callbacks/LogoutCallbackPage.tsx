import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { sessionState } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { useCallbackLanguage } from './callback-language';
import { languageOfPath, logoutTarget, safePath } from './callback-targets';

/** `/auth/logout`: the provider's post-logout return. Goes to the remembered logout origin (SPEC §2). */
export default function LogoutCallbackPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useCallbackLanguage(pathname);
  usePageMeta({ title: t('auth.logout-callback.title') });

  useEffect(() => {
    const origin = safePath(sessionStore.get('logoutOrigin'));
    const queuedModal = sessionStore.get('onInitModal');
    sessionStore.clearAll();
    if (queuedModal !== undefined) sessionStore.set('onInitModal', queuedModal);
    sessionState.clearUser();
    const target = logoutTarget(origin);
    // The next page's language (it may differ from this page's) is loaded first, so a queued modal (the
    // refused-login one) opens in that language rather than flashing Italian.
    void i18n
      .loadLanguages(languageOfPath(target))
      .catch(() => undefined)
      .then(() => navigate(target, { replace: true }));
  }, [i18n, navigate]);

  return (
    <div className="container my-5">
      <PageHeading>{t('auth.logout-callback.title')}</PageHeading>
      <p role="status" className="lead">
        {t('auth.logout-callback.wait')}
      </p>
    </div>
  );
}
