import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { sessionState } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { logoutTarget, safePath } from './callback-targets';

/** `/auth/logout`: the provider's post-logout return. Goes to the remembered logout origin (SPEC §2). */
export default function LogoutCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageMeta({ title: t('auth.logout-callback.title') });

  useEffect(() => {
    const origin = safePath(sessionStore.get('logoutOrigin'));
    const queuedModal = sessionStore.get('onInitModal');
    sessionStore.clearAll();
    if (queuedModal !== undefined) sessionStore.set('onInitModal', queuedModal);
    sessionState.clearUser();
    void navigate(logoutTarget(origin), { replace: true });
  }, [navigate]);

  return (
    <div className="container my-5">
      <PageHeading>{t('auth.logout-callback.title')}</PageHeading>
      <p role="status" className="lead">
        {t('auth.logout-callback.wait')}
      </p>
    </div>
  );
}
