// The language files split at build time by translation-parts.ts (the Vite plugin that serves these modules).
declare module 'virtual:translations' {
  type Loader = () => Promise<{ default: Record<string, unknown> }>;
  /** The top-level keys that are not in the core chunk (see TEXT_PARTS in translation-parts.ts). */
  export const TEXT_PARTS: readonly string[];
  /** Per language: `core` (loaded before the first render) and one loader per text part. */
  export const translationChunks: Record<'it' | 'en', Record<string, Loader>>;
}
