/** Small DOM helpers for the document head, shared by the page metadata hook. */

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  let element = document.head.querySelector<T>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  return element;
}

/** `<meta name=...>` (description, keywords); an empty value removes the tag. */
export function setNamedMeta(name: string, content: string | undefined): void {
  const selector = `meta[name="${name}"]`;
  if (!content) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  upsert(selector, () => Object.assign(document.createElement('meta'), { name })).content = content;
}

/** Open Graph tags use `property`, not `name`. Several tags may share a property (og:locale:alternate). */
export function setPropertyMetas(property: string, contents: readonly string[]): void {
  for (const old of document.head.querySelectorAll(`meta[property="${property}"]`)) old.remove();
  for (const content of contents) {
    const meta = document.createElement('meta');
    meta.setAttribute('property', property);
    meta.content = content;
    document.head.appendChild(meta);
  }
}

export function removeOpenGraph(): void {
  for (const meta of document.head.querySelectorAll('meta[property^="og:"]')) meta.remove();
}

export function setLink(selector: string, attributes: Record<string, string>): void {
  const link = upsert(selector, () => document.createElement('link'));
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
}

export const STRUCTURED_DATA_SELECTOR = 'script[type="application/ld+json"][data-page-meta]';

/**
 * Structured data as a JSON-LD block. The CSP forbids inline scripts, but a script of this type is data the
 * browser never runs, so CSP does not apply; it is still created through the DOM, never as HTML.
 */
export function setStructuredData(data: object | undefined): void {
  document.head.querySelector(STRUCTURED_DATA_SELECTOR)?.remove();
  if (!data) return;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.pageMeta = '';
  // "<" escaped so no text in the data can ever close the element early.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.head.appendChild(script);
}
