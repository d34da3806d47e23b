import type { PrerenderedPage } from './prerender-page';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Until the app has hydrated it, the prerendered page has no event handlers: a button would do nothing and a
 * field would take text the app knows nothing about. So form controls start disabled (the app enables them:
 * app/App.tsx); links work as plain links all along.
 */
export function disableControls(markup: string): string {
  return markup.replace(
    /<(button|input|select|textarea)\b(?![^>]*\sdisabled="")/g,
    '<$1 disabled="" data-prerender-disabled=""',
  );
}

export interface PageAssets {
  /** The stylesheets the page's route chunk brings (`/assets/...css`): painted with every style it will have. */
  stylesheets: string[];
  /** The built start-app-after-paint.ts, which loads the app's scripts once the page has been painted. */
  startScript: string;
}

const MODULE_SCRIPT = /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with the page's language, title, description and markup, its route's stylesheets,
 * and the app's scripts requested after the first paint instead of at once.
 */
export function pageDocument(template: string, page: PrerenderedPage, assets: PageAssets): string {
  const replace = (document: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(document)) throw new Error(`index.html has no ${pattern.source}`);
    return document.replace(pattern, () => replacement);
  };
  const description = page.head.description
    ? `\n    <meta name="description" content="${escapeHtml(page.head.description)}" />`
    : '';
  let document = replace(template, /<html lang="[^"]*">/, `<html lang="${page.lang}">`);
  document = replace(
    document,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.head.title)}</title>${description}`,
  );
  const entry = MODULE_SCRIPT.exec(document)?.[1];
  if (!entry) throw new Error(`index.html has no ${MODULE_SCRIPT.source}`);
  const preloads = [...document.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  document = document.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const start = `\n    <script defer src="${escapeHtml(assets.startScript)}" data-app="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  const links = assets.stylesheets.map(
    (href) => `\n    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
  );
  document = replace(document, /\n {2}<\/head>/, `${links.join('')}${start}\n  </head>`);
  return replace(document, /<div id="root"><\/div>/, `<div id="root">${disableControls(page.body)}</div>`);
}
