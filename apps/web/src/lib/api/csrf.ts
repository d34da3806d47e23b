import { CSRF_COOKIE, CSRF_COOKIE_NAMES, CSRF_HEADER } from '@suap/shared';

export { CSRF_COOKIE, CSRF_HEADER };

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

/**
 * The CSRF token the server issued: `__Host-suap_csrf` when the portal is served over https, `suap_csrf` over
 * development http. The `__Host-` one wins if both are there (a plain one may have been planted by a sibling site).
 */
export function readCsrfToken(cookieString: string = document.cookie): string | undefined {
  for (const name of CSRF_COOKIE_NAMES) {
    const token = readCookie(name, cookieString);
    if (token) return token;
  }
  return undefined;
}

/**
 * The CSRF token goes only to our own origin and only on state-changing calls: sending it elsewhere
 * would leak it, and GET/HEAD must not change anything on the server.
 */
export function csrfHeaders(method: string, url: string): Record<string, string> {
  if (SAFE_METHODS.has(method.toUpperCase())) return {};
  if (new URL(url, window.location.href).origin !== window.location.origin) return {};
  const token = readCsrfToken();
  return token ? { [CSRF_HEADER]: token } : {};
}
