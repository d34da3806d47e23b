import type { i18n as I18n, ParseKeys, TFunction } from 'i18next';

/**
 * Translates a key built at run time (from a validation rule's code, a field name), trying the keys in order as
 * t([...keys], values) does: the first that is a text, or else the last key itself. Such keys are plain strings to the
 * type checker, and only the texts can say whether one of them is theirs.
 */
export function translateFirst(
  t: TFunction,
  i18n: Pick<I18n, 'exists'>,
  keys: readonly [string, ...string[]],
  values: Record<string, unknown> = {},
): string {
  const isTextKey = (candidate: string): candidate is ParseKeys => i18n.exists(candidate);
  const key = keys.find(isTextKey);
  return key === undefined ? keys[keys.length - 1]! : t(key, values);
}
