import { CSRF_COOKIE, CSRF_HEADER } from '@suap/shared';

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
 * The CSRF token goes only to our own origin and only on state-changing calls: sending it elsewhere
 * would leak it, and GET/HEAD must not change anything on the server.
 */
export function csrfHeaders(method: string, url: string): Record<string, string> {
  if (SAFE_METHODS.has(method.toUpperCase())) return {};
  if (new URL(url, window.location.href).origin !== window.location.origin) return {};
  const token = readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}
