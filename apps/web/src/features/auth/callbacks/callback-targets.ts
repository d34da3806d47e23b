import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@suap/shared';

/** Front-office page slugs under `/:lang` (the fixed URL names): after logout the user may stay there. */
const FRONT_OFFICE_SLUGS = new Set(['', 'startup-service', 'support', 'privacy-policy', 'accessibility']);

/** SPEC §2: after back-office login, the request list in the first configured language. */
export const BACK_OFFICE_HOME = `/${DEFAULT_LANGUAGE}/back-office/requests`;

// Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** Nobody types a path encoded more often than this; deeper encodings are refused rather than decoded further. */
const DECODE_ROUNDS = 3;

/** The text and its successive percent-decodings; null when it is not valid percent-encoding or too deep. */
function decodings(text: string): string[] | null {
  const forms = [text];
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(forms[forms.length - 1] ?? '');
    } catch {
      return null;
    }
    if (decoded === forms[forms.length - 1]) return forms;
    forms.push(decoded);
  }
  return null;
}

/**
 * A same-site path, else null: no open redirect. No scheme or host, no protocol-relative `//`, no backslash
 * (`/\` reads as `//`) and no control character (browsers drop tab, CR and LF, so `/\t/evil.example` becomes
 * `//evil.example`), in the text and in its percent-decodings (`/%2f`, `/%5c`, `%09`), because the router decodes
 * paths. The same predicate as the server's modules/auth/same-site-path.ts: the stored origin is checked again here.
 */
export function safePath(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const forms = decodings(path);
  const safe = forms?.every(
    (form) =>
      form.startsWith('/') && !form.startsWith('//') && !form.includes('\\') && !CONTROL_CHARACTER.test(form),
  );
  return safe ? path : null;
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
