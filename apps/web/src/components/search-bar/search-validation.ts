import { patterns, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@suap/shared';

export type SearchError = 'minlength' | 'maxlength' | 'pattern';

export interface SearchLimits {
  minLength?: number;
  maxLength?: number;
  /** The characters allowed; SPEC §5's search-bar pattern by default (the user list also takes e-mail characters). */
  pattern?: RegExp;
}

/**
 * SPEC §5 search bar rules. Empty text is valid: it is the "no filter" search. Leading and trailing spaces do not
 * count towards the minimum length, so three spaces and a letter cannot pass as four characters.
 */
export function searchError(
  text: string,
  {
    minLength = SEARCH_MIN_LENGTH,
    maxLength = SEARCH_MAX_LENGTH,
    pattern = patterns.searchBar,
  }: SearchLimits = {},
): SearchError | null {
  if (text === '') return null;
  if (text.length > maxLength) return 'maxlength';
  if (text.trim().length < minLength) return 'minlength';
  if (!pattern.test(text)) return 'pattern';
  return null;
}
