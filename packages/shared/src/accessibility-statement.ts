/**
 * The footer's accessibility-statement link (SPEC §2: "an external accessibility declaration"). An
 * administration publishes its declaration on AgID's site and sets ACCESSIBILITY_STATEMENT_URL; without it the
 * link opens the portal's own statement page. The server tells the web app through a meta tag in every page it
 * sends, and rewrites the link in the prerendered public pages, so the page painted before any script already
 * carries the right link and the app hydrates it as it is (apps/server/src/plugins/web-app.ts).
 */

/** `<meta name="…" content="…">`: where the link points, a path on the portal or an absolute URL. */
export const ACCESSIBILITY_STATEMENT_META = 'suap-accessibility-statement';

/** The attribute that marks the footer's link in the markup, so the server finds it in a prerendered page. */
export const ACCESSIBILITY_STATEMENT_LINK_ATTRIBUTE = 'data-suap-accessibility-statement';

/** Attributes of a link that opens another site in a new tab (the link also says so to screen readers). */
export const EXTERNAL_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** An absolute URL points outside the portal; a path stays on it. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * Where the link points, as the server announces it: the configured URL, or its path when it is on the portal's
 * own origin (then it is not an external link); undefined when nothing is configured.
 */
export function accessibilityStatementHref(
  configuredUrl: string | undefined,
  baseUrl: string,
): string | undefined {
  if (!configuredUrl) return undefined;
  const url = new URL(configuredUrl);
  if (url.origin !== new URL(baseUrl).origin) return url.href;
  return `${url.pathname}${url.search}${url.hash}`;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const MARKED_LINK = new RegExp(
  `<a(\\s[^>]*${ACCESSIBILITY_STATEMENT_LINK_ATTRIBUTE}="[^"]*"[^>]*)>([\\s\\S]*?)</a>`,
  'g',
);

/**
 * The page with the meta tag in its head and the marked link pointing at `href`, as the web app renders it for
 * that href (apps/web components/layout/AccessibilityStatementLink.tsx): an external link opens in a new tab,
 * and its "opens in a new window" note, rendered hidden in the page built for the default link, is shown to
 * screen readers; a path only changes the link's href.
 */
export function withAccessibilityStatement(html: string, href: string): string {
  const value = escapeAttribute(href);
  const meta = `<meta name="${ACCESSIBILITY_STATEMENT_META}" content="${value}" />`;
  const withMeta = html.includes('</head>')
    ? html.replace('</head>', () => `  ${meta}\n  </head>`)
    : `${meta}${html}`;
  return withMeta.replace(MARKED_LINK, (_link, attributes: string, content: string) => {
    if (!isExternalHref(href))
      return `<a${attributes.replace(/ href="[^"]*"/, () => ` href="${value}"`)}>${content}</a>`;
    const { target, rel } = EXTERNAL_LINK_ATTRIBUTES;
    const note = content.replace(/(<span class="visually-hidden") hidden=""/, '$1');
    return `<a href="${value}" target="${target}" rel="${rel}" ${ACCESSIBILITY_STATEMENT_LINK_ATTRIBUTE}="">${note}</a>`;
  });
}
