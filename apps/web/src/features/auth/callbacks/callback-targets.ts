import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@suap/shared';

/** Front-office page slugs under `/:lang` (the fixed URL names): after logout the user may stay there. */
const FRONT_OFFICE_SLUGS = new Set(['', 'startup-service', 'support', 'privacy-policy', 'accessibility']);

/** SPEC §2: after back-office login, the request list in the first configured language. */
export const BACK_OFFICE_HOME = `/${DEFAULT_LANGUAGE}/back-office/requests`;

/** A same-site path (no scheme, host, protocol-relative // or backslash), else null: no open redirect. */
export function safePath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    return null;
  return path;
}

function splitPath(path: string): { lang: Language; rest: string } {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const [first = '', ...rest] = pathname.split('/').filter(Boolean);
  return isLanguage(first)
    ? { lang: first, rest: rest.join('/') }
    : { lang: DEFAULT_LANGUAGE, rest: [first, ...rest].filter(Boolean).join('/') };
}

export function languageOfPath(path: string | null | undefined): Language {
  return path ? splitPath(path).lang : DEFAULT_LANGUAGE;
}

export function homeOf(lang: Language): string {
  return `/${lang}`;
}

/** SPEC §2: after front-office login, the remembered origin page, else home. */
export function loginTarget(origin: string | null | undefined): string {
  const path = safePath(origin);
  if (!path || path.startsWith('/auth/')) return homeOf(languageOfPath(path));
  return path;
}

/**
 * SPEC §2: after logout, the remembered logout origin: a startup (enrolment) origin returns to the startup
 * page; a front-office page is shown again; any other origin (private area, back office, help) returns to home.
 * Without an origin the browser goes to the application base.
 */
export function logoutTarget(origin: string | null | undefined): string {
  const path = safePath(origin);
  if (!path) return '/';
  const { lang, rest } = splitPath(path);
  if (rest === 'enrolment' || rest.startsWith('enrolment/')) return `/${lang}/startup-service`;
  if (FRONT_OFFICE_SLUGS.has(rest) && isLanguage(path.split('/')[1])) return path;
  return homeOf(lang);
}
