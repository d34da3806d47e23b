import { html, type SafeHtml } from '../../../lib/html.js';
import { TEXTS, type PageLanguage } from './texts.js';

export const ASSETS_PATH = '/idp/assets';

interface LayoutOptions {
  lang: PageLanguage;
  title: string;
  headerTitle: string;
  /** Link to the same page in the other language; omitted on pages that are the result of a POST. */
  switchLanguageHref?: string | undefined;
  scripts?: string[];
  body: SafeHtml;
}

/** The page frame of every provider page: landmarks, skip link, language switch, same-origin CSS only. */
export function layout({
  lang,
  title,
  headerTitle,
  switchLanguageHref,
  scripts = [],
  body,
}: LayoutOptions): string {
  const t = TEXTS[lang];
  return `<!DOCTYPE html>${
    html`<html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} - ${headerTitle}</title>
        <link rel="stylesheet" href="${ASSETS_PATH}/idp.css" />
        ${scripts.map((src) => html`<script src="${src}" defer></script>`)}
      </head>
      <body>
        <a class="skip-link" href="#main">${t.skipToContent}</a>
        <header class="it-header">
          <div class="container header-row">
            <p class="header-title">${headerTitle}</p>
            ${
              switchLanguageHref
                ? html`<a
                    class="lang-switch"
                    href="${switchLanguageHref}"
                    lang="${t.otherLanguage}"
                    hreflang="${t.otherLanguage}"
                    aria-label="${t.switchLanguageLabel}"
                    >${t.switchLanguage}</a
                  >`
                : null
            }
          </div>
        </header>
        <main id="main" tabindex="-1" class="container">${body}</main>
      </body>
    </html>`.value
  }`;
}
