import type { Language } from '@suap/shared';

/** The same page in another language: only the first path segment changes; query and hash stay. */
export function pathInLanguage(
  location: { pathname: string; search?: string; hash?: string },
  lang: Language,
): string {
  const segments = location.pathname.split('/').filter(Boolean);
  const rest = segments.slice(1).join('/');
  return `/${lang}${rest ? `/${rest}` : ''}${location.search ?? ''}${location.hash ?? ''}`;
}
