import type { Language } from '@suap/shared';
import { html, SafeHtml } from './html.js';

// The layout of the development-only pages (/dev/mailbox, /dev/ssu): plain HTML, no script, the portal's colours,
// a skip link and a link to the same page in the other language. Production never serves them.

// Trusted CSS, inserted as it is (escaping would turn its quotes into entities the browser does not read).
const STYLE =
  new SafeHtml(`body{font-family:"Titillium Web",Arial,sans-serif;margin:0;color:#1a1a1a;line-height:1.5}
header{background:#0066cc;color:#fff;padding:1rem}header a{color:#fff}main{padding:1rem;max-width:72rem;margin:auto}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #767676;padding:.5rem;text-align:left;vertical-align:top}
a{color:#0059b3}pre{white-space:pre-wrap;border:1px solid #767676;padding:1rem}
a:focus,a:focus-visible,button:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #ff9900;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;color:#0059b3;padding:.5rem}
fieldset{border:1px solid #767676;margin:0 0 1rem;padding:.5rem 1rem}label{display:block;font-weight:600}
textarea,select{font:inherit;width:100%;max-width:40rem;margin:.25rem 0 .5rem}
button{font:inherit;background:#0066cc;color:#fff;border:0;padding:.4rem 1rem;cursor:pointer}
.status{border-left:4px solid #0066cc;padding:.5rem 1rem;background:#f2f7fc}`);

const OTHER = {
  it: { code: 'en', name: 'English', skip: 'Vai al contenuto' },
  en: { code: 'it', name: 'Italiano', skip: 'Skip to content' },
} as const;

/** A whole development page: `selfPath` is the page's own path, linked in the other language. */
export function devPage(lang: Language, title: string, selfPath: string, body: SafeHtml): string {
  const other = OTHER[lang];
  return `<!DOCTYPE html>${
    html`<html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <a class="skip" href="#main">${other.skip}</a>
        <header>
          <p style="margin:0">
            <a href="${selfPath}?lang=${other.code}" lang="${other.code}" hreflang="${other.code}"
              >${other.name}</a
            >
          </p>
        </header>
        <main id="main" tabindex="-1">${body}</main>
      </body>
    </html>`.value
  }`;
}
