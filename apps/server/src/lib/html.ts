const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Marks a string as already-safe HTML inside `html` templates. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Interpolation = string | number | SafeHtml | readonly SafeHtml[] | null | undefined | false;

/** Tagged template that escapes every interpolation except SafeHtml (and arrays of it). */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    if (value instanceof SafeHtml) out += value.value;
    else if (Array.isArray(value)) out += value.map((item: SafeHtml) => item.value).join('');
    else if (value !== null && value !== undefined && value !== false) out += escapeHtml(value);
    out += strings[index + 1] ?? '';
  });
  return new SafeHtml(out);
}

/** Trusted markup produced by oidc-provider itself (its logout form). */
export const trusted = (markup: string) => new SafeHtml(markup);
