import { parseSort, formatSort, type SortSpec } from '@suap/shared';

export interface ListParams<F extends string> {
  page: number;
  sort: SortSpec<F>;
  filter: string;
}

/**
 * The list state lives in the URL (?page=2&sort=requestId;desc&filter=...), so reload, back and a shared link
 * show the same page. Anything unreadable falls back to the default.
 */
export function readListParams<F extends string>(
  search: URLSearchParams,
  fields: readonly F[],
  fallback: SortSpec<F>,
): ListParams<F> {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: parseSort(search.get('sort') ?? '', fields) ?? fallback,
    filter: search.get('filter') ?? '',
  };
}

/** The query string of a list state, leaving out what equals the default. */
export function writeListParams<F extends string>(
  params: ListParams<F>,
  fallback: SortSpec<F>,
  extra: Record<string, string | undefined> = {},
): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page > 1) search.set('page', String(params.page));
  if (formatSort(params.sort) !== formatSort(fallback)) search.set('sort', formatSort(params.sort));
  if (params.filter) search.set('filter', params.filter);
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
  return search;
}

/** A yes/no list option kept in the URL as `name=true` (absent means no), as the API takes it. */
export function readFlagParam(search: URLSearchParams, name: string): boolean {
  return search.get(name) === 'true';
}

export const flagParam = (value: boolean): string | undefined => (value ? 'true' : undefined);
