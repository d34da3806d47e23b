import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@suap/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { ApiError } from '../../../lib/api';
import {
  browserNavigation,
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
import { useCallbackLanguage } from './callback-language';
import { AUTH_FAILED_MODAL } from '../modals/auth-modal-names';
import { BACK_OFFICE_HOME, homeOf, languageOfPath, loginTarget, safePath } from './callback-targets';

// An authorization code can be exchanged once: React's development double effects (and a re-render) must not
// post it twice, or the second answer would log the user out.
const exchangedCodes = new Set<string>();

/**
 * What the server's refusal adds (auth.schemas.ts AuthFailedReplySchema): the language the login was started in,
 * which a back-office login does not carry in its path, and the provider's end-session URL when the provider
 * authenticated the refused person.
 */
function refusalOf(error: unknown): { lang: Language | null; logoutUrl: string | null } {
  const reply = error instanceof ApiError ? (error.reply as { lang?: unknown; logoutUrl?: unknown }) : null;
  return {
    lang: isLanguage(reply?.lang) ? reply.lang : null,
    logoutUrl: typeof reply?.logoutUrl === 'string' ? reply.logoutUrl : null,
  };
}

async function completeLogin(
  idp: IdpName,
  code: string,
  state: string,
  storedOrigin: string | null,
): Promise<string | null> {
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
  } catch (error) {
    // SPEC §4: a refused login or a failed token exchange logs the user out, with the failure modal queued, on
    // the home page in the language the login was started in.
    const refusal = refusalOf(error);
    const home = homeOf(refusal.lang ?? lang);
    queueInitModal({ component: AUTH_FAILED_MODAL[idp], severity: 'error' });
    await clearSession();
    if (!refusal.logoutUrl) return home;
    // The provider still has a session for the refused person: ending it there lets "log in again" (or the next
    // person at this browser) start clean. Its logout comes back to /auth/logout, which goes to this home page.
    sessionStore.set('logoutOrigin', home);
    browserNavigation.assign(refusal.logoutUrl);
    return null;
  }
}

/**
 * The provider sends the browser back here (`/auth/login` front office, `/auth/back-office` back office) with
 * `code` and `state`; `?start=1` (or no parameters) begins a login instead, e.g. from a link without scripts.
 */
export function LoginCallbackPage({ idp }: { idp: IdpName }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useCallbackLanguage(pathname);
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
    void completeLogin(idp, code, state, storedOrigin).then(async (target) => {
      if (!target) return;
      // The next page's language may differ from this page's: load it first, so a queued modal opens in it.
      await i18n.loadLanguages(languageOfPath(target)).catch(() => undefined);
      void navigate(target, { replace: true });
    });
  }, [i18n, idp, params, navigate]);

  return (
    <div className="container my-5">
      <PageHeading>{t('auth.callback.title')}</PageHeading>
      <p role="status" className="lead">
        {t('auth.callback.wait')}
      </p>
    </div>
  );
}
