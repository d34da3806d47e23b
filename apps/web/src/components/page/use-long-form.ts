import { useTranslation } from 'react-i18next';
import type it from '../../i18n/it.json';
import type { LongFormContent } from './LongFormSection';

type HelpSection = keyof (typeof it)['help-online']['sections'];

type LongFormKey =
  | 'privacy-policy.sections'
  | 'accessibility-statement.sections'
  | `help-online.sections.${HelpSection}.topics`;

/**
 * The sections of a long text page, read as objects from the translations; `values` fill the {{placeholders}}
 * (contacts, limits). Returns [] when the key is missing, so a broken translation shows an empty page section
 * rather than crashing.
 */
export function useLongForm(
  key: LongFormKey,
  values: Record<string, string | number> = {},
): LongFormContent[] {
  const { t } = useTranslation();
  const value: unknown = t(key, { returnObjects: true, ...values });
  return Array.isArray(value) ? value : [];
}
