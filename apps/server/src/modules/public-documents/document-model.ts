import type { Language } from '@suap/shared';

/**
 * A public document as content only: the renderer turns it into a tagged PDF, tests read it without
 * parsing PDF. Blocks map one to one onto PDF structure types (H2, P, L/LI/Lbl/LBody).
 */
export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly { label: string; body: readonly string[] }[] };

export interface PublicDocument {
  lang: Language;
  /** BCP 47 tag written in the catalog's /Lang. */
  locale: string;
  /** Shown in the reader's title bar and as the H1. */
  title: string;
  subject: string;
  /** Small line above the title naming the portal. */
  portal: string;
  blocks: readonly DocumentBlock[];
  /** Closing line: who produced the sheet and when. */
  footer: string;
}

export const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };
