import type { IdpAccount } from '../accounts.js';
import { DEV_PASSWORD } from '../accounts.js';
import type { IdpName } from '@suap/shared';
import { html } from '../../../lib/html.js';
import { layout } from './layout.js';
import { providerName, TEXTS, type PageLanguage } from './texts.js';

export type LoginError = 'wrongCredentials' | 'missingFields';

export interface LoginPageOptions {
  idp: IdpName;
  lang: PageLanguage;
  /** e.g. /idp/fo/interaction/abc */
  interactionPath: string;
  accounts: readonly IdpAccount[];
  error?: LoginError | undefined;
  username?: string | undefined;
}

/**
 * The provider's login page: a plain POST form (no script), an error summary that screen readers announce,
 * and the development accounts beside it.
 */
export function renderLoginPage({
  idp,
  lang,
  interactionPath,
  accounts,
  error,
  username,
}: LoginPageOptions): string {
  const t = TEXTS[lang];
  const other = t.otherLanguage;
  const errorText = error ? t[error] : undefined;
  const invalid = error ? 'true' : 'false';
  // The accounts table scrolls sideways in its own box, never the page (issue 24 item 7, 320 px): a named,
  // focusable region, so keyboard users can scroll it with the arrow keys.
  const body = html` <div class="row">
    <section class="col-main" aria-labelledby="login-title">
      <h1 id="login-title">${t.loginTitle}</h1>
      <p class="lead">${t.loginIntro[idp]}</p>
      <p class="callout">${t.devNotice}</p>
      ${
        errorText
          ? html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
              <h2 id="error-summary-title">${t.errorSummaryTitle}</h2>
              <p><a href="#username">${errorText}</a></p>
            </div>`
          : null
      }
      <form method="post" action="${interactionPath}/login" novalidate>
        <input type="hidden" name="lang" value="${lang}" />
        <div class="form-group">
          <label for="username">${t.username}</label>
          <input
            id="username"
            name="username"
            type="text"
            autocomplete="username"
            autocapitalize="none"
            spellcheck="false"
            required
            aria-required="true"
            aria-invalid="${invalid}"
            ${error ? html` aria-describedby="username-error"` : null}
            value="${username ?? ''}"
          />
          ${errorText ? html`<p id="username-error" class="field-error">${errorText}</p>` : null}
        </div>
        <div class="form-group">
          <label for="password">${t.password}</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
            aria-required="true"
            aria-invalid="${invalid}"
          />
        </div>
        <div class="actions">
          <button type="submit" class="btn btn-primary">${t.submit}</button>
          <button type="submit" class="btn btn-outline" formaction="${interactionPath}/abort" formnovalidate>
            ${t.cancel}
          </button>
        </div>
      </form>
    </section>
    <aside class="col-side" aria-labelledby="accounts-title">
      <h2 id="accounts-title">${t.accountsTitle}</h2>
      <p>${t.accountsIntro} <code>${DEV_PASSWORD}</code>.</p>
      <div class="table-scroll" role="region" aria-label="${t.accountsCaption}" tabindex="0">
        <table class="table">
          <caption class="visually-hidden">
            ${t.accountsCaption}
          </caption>
          <thead>
            <tr>
              <th scope="col">${t.accountColumn}</th>
              <th scope="col">${t.whoColumn}</th>
            </tr>
          </thead>
          <tbody>
            ${accounts.map(
              (account) =>
                html`<tr>
                  <th scope="row"><code>${account.username}</code></th>
                  <td>${account.note[lang]}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
    </aside>
  </div>`;
  return layout({
    lang,
    title: errorText ? `${t.errorSummaryTitle}: ${t.loginTitle}` : t.loginTitle,
    headerTitle: providerName(lang, idp),
    switchLanguageHref: `${interactionPath}?lang=${other}`,
    body,
  });
}
