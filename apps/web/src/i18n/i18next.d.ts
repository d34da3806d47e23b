import 'i18next';
import type it from './it.json';

// Typed keys: a t('...') call with a key missing from it.json fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof it };
  }
}
