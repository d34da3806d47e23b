/** SPEC §9 sort parameter form: 'field;asc' or 'field;desc'. */
export const SORT_TYPES = ['asc', 'desc'] as const;
export type SortType = (typeof SORT_TYPES)[number];

export interface SortSpec<F extends string = string> {
  field: F;
  type: SortType;
}

export function formatSort(sort: SortSpec): string {
  return `${sort.field};${sort.type}`;
}

/**
 * Reads 'field;asc|desc'. The direction is case-insensitive (the list state writes ASC/DESC, SPEC §3); the field
 * must be one of `allowedFields` when given. Returns null for anything else, so callers decide between a 400 and a
 * default.
 */
export function parseSort<F extends string>(value: string, allowedFields?: readonly F[]): SortSpec<F> | null {
  const parts = value.split(';');
  if (parts.length !== 2) return null;
  const [field = '', direction = ''] = parts;
  const type = direction.toLowerCase();
  if (field === '' || (type !== 'asc' && type !== 'desc')) return null;
  if (allowedFields && !allowedFields.includes(field as F)) return null;
  return { field: field as F, type };
}

/** SPEC §4 table rule: a new column sorts descending; clicking the same column again toggles. */
export function nextSort<F extends string>(current: SortSpec<F> | null | undefined, clicked: F): SortSpec<F> {
  if (!current || current.field !== clicked) return { field: clicked, type: 'desc' };
  return { field: clicked, type: current.type === 'desc' ? 'asc' : 'desc' };
}
