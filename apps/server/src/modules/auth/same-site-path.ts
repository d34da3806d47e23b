/**
 * Post-login origins (SPEC §2) come back from the query string and are later used as a navigation target, so only a
 * same-site path passes: no scheme or host, no protocol-relative `//`, no backslash (browsers read `/\` as `//`) and
 * no control character (browsers drop tab, CR and LF from URLs, so `/\t/evil.example` becomes `//evil.example`).
 * Each check also applies to the percent-decoded text (`/%2f`, `/%5c`, `%09`, double encoding), because the web
 * router decodes paths before it navigates. The web's callback-targets.ts#safePath repeats this predicate.
 */
// Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** Nobody types a path encoded more often than this; deeper encodings are refused rather than decoded further. */
const DECODE_ROUNDS = 3;

/** The text and its successive percent-decodings; null when the text is not valid percent-encoding. */
function decodings(text: string): string[] | null {
  const seen = [text];
  let current = text;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return seen;
    seen.push(decoded);
    current = decoded;
  }
  return null;
}

/** A tab, CR, LF or other control character, typed or percent-encoded (at any depth). */
export function hasControlCharacters(text: string): boolean {
  if (CONTROL_CHARACTER.test(text)) return true;
  return (decodings(text) ?? []).some((form) => CONTROL_CHARACTER.test(form));
}

export function isSameSitePath(path: unknown): path is string {
  if (typeof path !== 'string') return false;
  const forms = decodings(path);
  if (!forms) return false;
  return forms.every(
    (form) =>
      form.startsWith('/') && !form.startsWith('//') && !form.includes('\\') && !CONTROL_CHARACTER.test(form),
  );
}
