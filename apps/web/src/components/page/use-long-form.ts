import { useTranslation } from 'react-i18next';
import type { LongFormContent } from './LongFormSection';

type LongFormKey =
  'privacy-policy.sections' | 'accessibility-statement.sections' | `help-online.sections.${string}.topics`;

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
  const value: unknown = t(key as never, { returnObjects: true, ...values } as never);
  return Array.isArray(value) ? (value as LongFormContent[]) : [];
}
