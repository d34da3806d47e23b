import { DEFAULT_LANGUAGE } from '@suap/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import {
  CALLBACK_PATHS,
  clearSession,
  exchangeCode,
  login,
  queueInitModal,
  refreshSession,
  sessionState,
  type IdpName,
} from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { AUTH_FAILED_MODAL } from '../modals/auth-modal-names';
import { BACK_OFFICE_HOME, homeOf, languageOfPath, loginTarget, safePath } from './callback-targets';

// An authorization code can be exchanged once: React's development double effects (and a re-render) must not
// post it twice, or the second answer would log the user out.
const exchangedCodes = new Set<string>();

async function completeLogin(
  idp: IdpName,
  code: string,
  state: string,
  storedOrigin: string | null,
): Promise<string> {
  const lang = languageOfPath(storedOrigin);
  // The CSRF cookie must exist before the first POST of a fresh tab.
  await refreshSession(lang);
  try {
    const reply = await exchangeCode(
      idp,
      {
        code,
        state,
        redirect_uri: `${window.location.origin}${CALLBACK_PATHS[idp]}`,
      },
      idp === 'bo' ? DEFAULT_LANGUAGE : lang,
    );
    sessionState.applyServer({ ...reply, idp }, true);
    const origin = safePath(reply.origin) ?? storedOrigin;
    if (reply.identityMatching) {
      if (origin) sessionStore.set('loginOrigin', origin);
      return `/${languageOfPath(origin)}/auth/identity-matcher`;
    }
    sessionStore.clear('loginOrigin');
    return idp === 'bo' ? BACK_OFFICE_HOME : loginTarget(origin);
  } catch {
    // SPEC §4: a refused login or a failed token exchange logs the user out, with the failure modal queued.
    queueInitModal({ component: AUTH_FAILED_MODAL[idp], severity: 'error' });
    await clearSession();
    return homeOf(lang);
  }
}

/**
 * The provider sends the browser back here (`/auth/login` front office, `/auth/back-office` back office) with
 * `code` and `state`; `?start=1` (or no parameters) begins a login instead, e.g. from a link without scripts.
 */
export function LoginCallbackPage({ idp }: { idp: IdpName }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  usePageMeta({ title: t('auth.callback.title') });

  useEffect(() => {
    const code = params.get('code');
    const state = params.get('state');
    const storedOrigin = safePath(sessionStore.get('loginOrigin'));
    if (params.get('error')) {
      // Cancelled or refused at the provider: back where the user started, nothing to log out from.
      sessionStore.clear('loginOrigin');
      void navigate(idp === 'bo' ? '/' : loginTarget(storedOrigin), { replace: true });
      return;
    }
    if (!code || !state) {
      login(idp, idp === 'fo' ? storedOrigin : null, languageOfPath(storedOrigin));
      return;
    }
    if (exchangedCodes.has(code)) return;
    exchangedCodes.add(code);
    void completeLogin(idp, code, state, storedOrigin).then((target) => navigate(target, { replace: true }));
  }, [idp, params, navigate]);

  return (
    <div className="container my-5">
      <PageHeading>{t('auth.callback.title')}</PageHeading>
      <p role="status" className="lead">
        {t('auth.callback.wait')}
      </p>
    </div>
  );
}
