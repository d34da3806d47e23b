import { html, trusted } from '../../../lib/html.js';
import { ASSETS_PATH, layout } from './layout.js';
import { providerName, TEXTS, type PageLanguage } from './texts.js';
import type { IdpName } from '@suap/shared';

interface PageOptions {
  idp: IdpName;
  lang: PageLanguage;
}

/**
 * RP-initiated logout. oidc-provider protects it with a form carrying an xsrf value; the portal already asked
 * the person to confirm, so a same-origin script submits the form (the CSP forbids inline scripts). Without
 * scripts the buttons do the same.
 */
export function renderLogoutPage({ idp, lang, form }: PageOptions & { form: string }): string {
  const t = TEXTS[lang];
  const body = html` <h1>${t.logoutTitle}</h1>
    <p class="lead">${t.logoutIntro}</p>
    ${trusted(form)}
    <div class="actions">
      <button
        type="submit"
        class="btn btn-primary"
        form="op.logoutForm"
        name="logout"
        value="yes"
        id="logout-confirm"
      >
        ${t.logoutConfirm}
      </button>
      <button type="submit" class="btn btn-outline" form="op.logoutForm">${t.logoutCancel}</button>
    </div>`;
  return layout({
    lang,
    title: t.logoutTitle,
    headerTitle: providerName(lang, idp),
    scripts: [`${ASSETS_PATH}/logout.js`],
    body,
  });
}

export function renderPostLogoutPage({ idp, lang }: PageOptions): string {
  const t = TEXTS[lang];
  const body = html`<h1>${t.postLogoutTitle}</h1>
    <p class="lead">${t.postLogoutIntro}</p>`;
  return layout({ lang, title: t.postLogoutTitle, headerTitle: providerName(lang, idp), body });
}

export function renderErrorPage({
  idp,
  lang,
  error,
}: PageOptions & { error: { error?: string; error_description?: string } }): string {
  const t = TEXTS[lang];
  const body = html` <h1>${t.errorTitle}</h1>
    <div class="error-summary" role="alert">
      <p>${t.errorIntro}</p>
      <p>
        ${t.errorCode}:
        <code>${error.error ?? 'server_error'}</code
        >${error.error_description ? html` — ${error.error_description}` : null}
      </p>
    </div>`;
  return layout({ lang, title: t.errorTitle, headerTitle: providerName(lang, idp), body });
}
